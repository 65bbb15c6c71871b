import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { codeStories, expectDigitsField } from '../../../lib/flow/codeStepStories';
import { SAMPLE } from '../../../lib/flow/fixtures';
import { ConfirmResetPasswordPage } from './ConfirmResetPasswordPage';

const meta = {
  title: 'Pages/Reset/ConfirmResetPasswordPage',
  component: ConfirmResetPasswordPage,
  parameters: { layout: 'fullscreen' },
  args: { email: SAMPLE.email, senderEmail: SAMPLE.senderEmail, code: '', onCodeChange: fn(), onSubmit: fn(), onResend: fn() },
} satisfies Meta<typeof ConfirmResetPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: /enter confirmation code/i })).toBeInTheDocument();
    await expect(canvas.getByText(/we sent to .*someone@example\.com/)).toBeInTheDocument();
    await expectDigitsField({ args, canvasElement }, '1');
    await userEvent.click(canvas.getByRole('button', { name: /email new code/i }));
    await expect(args.onResend).toHaveBeenCalled();
  },
};

export const Filled: Story = codeStories.filled('123456');

export const Submitting: Story = codeStories.submitting('123456');

export const WrongCode: Story = codeStories.wrongCode('000000', 'auth-error-183');

/** The code expired: said under the field, and a notice says how to get a new one here. */
export const Expired: Story = {
  args: { code: '123456', codeError: { ftlId: 'auth-error-153' }, expired: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/email new code.*below/i)).toBeInTheDocument();
    await expect(canvas.getByLabelText(/6-digit code/i)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Resending: Story = codeStories.resending();

/** A new code was sent: the banner of SPEC §8.1 names our sending address. */
export const CodeResent: Story = {
  args: { resendStatus: 'sent' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('A new code was sent to your email.')).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent(/add \u2068?accounts@localhost\u2069? to your contacts/i);
  },
};

/** Four new codes were sent: the button gives way to the sentence. */
export const ResendLimitReached: Story = {
  args: { resendStatus: 'sent', resendLimitReached: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /email new code/i })).toBeNull();
    await expect(canvas.getByText(/too many times/i)).toBeInTheDocument();
  },
};

export const Throttled: Story = codeStories.throttled('123456');
