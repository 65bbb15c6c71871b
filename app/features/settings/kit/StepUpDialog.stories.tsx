import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { SAMPLE } from '../../../lib/flow/fixtures';
import { StepUpDialog } from './StepUpDialog';
import { codeStepArgs } from './storyParts';

const meta = {
  title: 'Pages/Settings/StepUpDialog',
  component: StepUpDialog,
  parameters: { layout: 'fullscreen' },
  args: { open: true, email: SAMPLE.email, minutes: 5, ...codeStepArgs(), sender: SAMPLE.senderEmail, onCancel: fn() },
} satisfies Meta<typeof StepUpDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Just opened: the code was sent; focus is in the dialog, which names the address and the code's lifetime. */
export const CodeSent: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
    await expect(dialog).toHaveAccessibleDescription(new RegExp(`${SAMPLE.email.replace('.', '\\.')}\\W* It expires in \\W*5\\W* minutes\\.`));
    await expect(within(dialog).getByLabelText('Enter 6-digit code')).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Email new code' }));
    await expect(args.onResend).toHaveBeenCalled();
  },
};

export const Filled: Story = {
  args: { code: '123456' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { code: '123456', submitting: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(dialog.querySelector('#settings-step-up-code-submit')).toHaveAttribute('aria-busy', 'true');
  },
};

export const WrongCode: Story = {
  args: { code: '000000', codeError: { ftlId: 'auth-error-183' } },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByLabelText('Enter 6-digit code')).toHaveAccessibleDescription(/Invalid or expired confirmation code/);
  },
};

export const NewCodeSent: Story = {
  args: { resendStatus: 'sent' },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByText('A new code was sent to your email.')).toBeInTheDocument();
  },
};

export const SendingFailed: Story = {
  args: { bannerError: { ftlId: 'auth-error-151' } },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(/Failed to send email/);
  },
};

export const ResendLimit: Story = {
  args: { resendStatus: 'sent', resendLimitReached: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).queryByRole('button', { name: 'Email new code' })).toBeNull();
    await expect(dialog.querySelector('#settings-step-up-resend-limit')).toBeInTheDocument();
  },
};

/** Cancel and Escape both leave without sending anything. */
export const Cancelling: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
  },
};

/** An account with a passkey, in a browser that can use it: the passkey instead of the code. */
export const WithPasskey: Story = {
  args: { onUsePasskey: fn() },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use a passkey' }));
    await expect(args.onUsePasskey).toHaveBeenCalled();
    await expect(within(dialog).getByLabelText('Enter 6-digit code')).toBeInTheDocument();
  },
};

/** The browser's passkey dialog was cancelled: said plainly, the code still there, no alert. */
export const PasskeyCancelled: Story = {
  args: { onUsePasskey: fn(), passkeyMessage: 'passkey-ceremony-cancelled' },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(dialog.querySelector('#settings-step-up-passkey-note')).toHaveTextContent('The passkey request was cancelled or timed out. Nothing was changed.');
    await expect(within(dialog).queryByRole('alert')).toBeNull();
    await expect(within(dialog).getByRole('button', { name: 'Use a passkey' })).toBeEnabled();
  },
};
