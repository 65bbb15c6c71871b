import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { codeStories } from '../../../lib/flow/codeStepStories';
import { ConfirmBackupCodeResetPasswordPage } from './ConfirmBackupCodeResetPasswordPage';

const meta = {
  title: 'Pages/Reset/ConfirmBackupCodeResetPasswordPage',
  component: ConfirmBackupCodeResetPasswordPage,
  parameters: { layout: 'fullscreen' },
  args: { code: '', onCodeChange: fn(), onSubmit: fn(), choiceHref: '/reset_password_totp_recovery_choice', onNavigate: fn() },
} satisfies Meta<typeof ConfirmBackupCodeResetPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const LABEL = /10-character code/i;

/** Letters and digits, kept in lower case as the codes were given. */
export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText(LABEL);
    await expect(field).toHaveAttribute('inputmode', 'text');
    await userEvent.type(field, 'A');
    await expect(args.onCodeChange).toHaveBeenCalledWith('a');
    await expect(canvas.getByRole('link', { name: /choose another way/i })).toHaveAttribute('href', '/reset_password_totp_recovery_choice');
  },
};

export const Filled: Story = codeStories.filled('abcd1234ef');

export const Submitting: Story = codeStories.submitting('abcd1234ef');

export const CodeRequired: Story = {
  args: { codeError: { ftlId: 'auth-error-1055' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/backup authentication code required/i)).toBeInTheDocument();
  },
};

export const WrongCode: Story = codeStories.wrongCode('abcd1234ef', 'auth-error-1056', LABEL);

export const Throttled: Story = codeStories.throttled('abcd1234ef', LABEL);
