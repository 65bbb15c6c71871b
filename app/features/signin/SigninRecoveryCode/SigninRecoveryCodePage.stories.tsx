import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SigninRecoveryCodePage } from './SigninRecoveryCodePage';

const meta = {
  title: 'Pages/Signin/SigninRecoveryCodePage',
  component: SigninRecoveryCodePage,
  parameters: { layout: 'fullscreen' },
  args: { code: '', onCodeChange: fn(), onSubmit: fn(), choiceHref: '/signin_recovery_choice' },
} satisfies Meta<typeof SigninRecoveryCodePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText(/10-character code/i);
    await expect(field).toHaveAttribute('inputmode', 'text');
    await userEvent.type(field, 'A');
    await expect(args.onCodeChange).toHaveBeenCalledWith('a');
    await expect(canvas.getByRole('link', { name: /choose another method/i })).toHaveAttribute('href', '/signin_recovery_choice');
  },
};

export const Filled: Story = {
  args: { code: 'abcd1234ef' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /confirm/i }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { code: 'abcd1234ef', submitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /confirm/i })).toHaveAttribute('aria-busy', 'true');
  },
};

export const CodeRequired: Story = {
  args: { codeError: { ftlId: 'auth-error-1055' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/backup authentication code required/i)).toBeInTheDocument();
  },
};

export const WrongCode: Story = {
  args: { code: 'zzzz9999zz', codeError: { ftlId: 'auth-error-1056' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/invalid backup authentication code/i)).toBeInTheDocument();
    await expect(canvas.getByLabelText(/10-character code/i)).toHaveValue('zzzz9999zz');
  },
};

export const Throttled: Story = {
  args: { code: 'abcd1234ef', bannerError: { ftlId: 'auth-error-114', args: { retryAfterLocalized: 'in 15 minutes' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/in 15 minutes/);
  },
};
