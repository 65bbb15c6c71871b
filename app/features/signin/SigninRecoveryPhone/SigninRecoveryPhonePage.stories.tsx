import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SigninRecoveryPhonePage } from './SigninRecoveryPhonePage';

const meta = {
  title: 'Pages/Signin/SigninRecoveryPhonePage',
  component: SigninRecoveryPhonePage,
  parameters: { layout: 'fullscreen' },
  args: { maskedPhone: '1234', code: '', onCodeChange: fn(), onSubmit: fn(), onResend: fn(), choiceHref: '/signin_recovery_choice' },
} satisfies Meta<typeof SigninRecoveryPhonePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/ending in .*1234/i)).toBeInTheDocument();
    const field = canvas.getByLabelText(/6-digit code/i);
    await expect(field).toHaveAttribute('inputmode', 'numeric');
    await userEvent.click(canvas.getByRole('button', { name: /resend code/i }));
    await expect(args.onResend).toHaveBeenCalled();
  },
};

export const Filled: Story = {
  args: { code: '123456' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /confirm/i }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { code: '123456', submitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /confirm/i })).toHaveAttribute('aria-busy', 'true');
  },
};

export const WrongCode: Story = {
  args: { code: '000000', codeError: { ftlId: 'auth-error-183' } },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText(/6-digit code/i);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveValue('000000');
  },
};

export const Resent: Story = {
  args: { resendStatus: 'sent' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/a new code was sent to your phone/i);
  },
};

export const TextLimitReached: Story = {
  args: { bannerError: { ftlId: 'auth-error-216' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/text message limit reached/i);
  },
};

export const Throttled: Story = {
  args: { code: '123456', bannerError: { ftlId: 'auth-error-114', args: { retryAfterLocalized: 'in 15 minutes' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/in 15 minutes/);
  },
};
