import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConfirmSignupCodePage, MAX_RESENDS } from './ConfirmSignupCodePage';

const meta = {
  title: 'Pages/Signup/ConfirmSignupCodePage',
  component: ConfirmSignupCodePage,
  parameters: { layout: 'fullscreen' },
  args: {
    email: 'someone@example.com',
    code: '',
    senderEmail: 'accounts@localhost',
    onCodeChange: fn(),
    onSubmit: fn(),
    onResend: fn(),
  },
} satisfies Meta<typeof ConfirmSignupCodePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('textbox'), '1');
    await expect(args.onCodeChange).toHaveBeenCalledWith('1');
  },
};

export const Filled: Story = {
  args: { code: '123456' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^confirm$/i }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { code: '123456', submitting: true },
};

export const MissingCode: Story = {
  args: { code: '12', codeError: { id: 'auth-error-1060' } },
};

export const WrongCode: Story = {
  args: { code: '000000', codeError: { id: 'auth-error-183' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const ExpiredCode: Story = {
  args: { code: '123456', expired: true },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /new code/i }));
    await expect(args.onResend).toHaveBeenCalled();
  },
};

export const Resending: Story = {
  args: { resending: true, resends: 1 },
};

export const Resent: Story = {
  args: { resent: true, resends: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/accounts@localhost/);
  },
};

export const ResendLimitReached: Story = {
  args: { resent: true, resends: MAX_RESENDS },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /new code/i })).toBeNull();
  },
};

export const ServerError: Story = {
  args: { code: '123456', bannerError: { id: 'auth-error-998' } },
};

export const Throttled: Story = {
  args: { code: '123456', bannerError: { id: 'auth-error-114', args: { retryAfterLocalized: 'in 15 minutes' } } },
};
