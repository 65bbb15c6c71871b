import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { codeStories, expectDigitsField } from '../../../lib/flow/codeStepStories';
import { SAMPLE } from '../../../lib/flow/fixtures';
import { ResetPasswordRecoveryPhonePage } from './ResetPasswordRecoveryPhonePage';

const meta = {
  title: 'Pages/Reset/ResetPasswordRecoveryPhonePage',
  component: ResetPasswordRecoveryPhonePage,
  parameters: { layout: 'fullscreen' },
  args: {
    phoneDigits: SAMPLE.phoneDigits,
    code: '',
    onCodeChange: fn(),
    onSubmit: fn(),
    onResend: fn(),
    choiceHref: '/reset_password_totp_recovery_choice',
    onNavigate: fn(),
  },
} satisfies Meta<typeof ResetPasswordRecoveryPhonePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(new RegExp(`ending in .*${SAMPLE.phoneDigits}`))).toBeInTheDocument();
    await expectDigitsField({ args, canvasElement }, '7');
    await userEvent.click(canvas.getByRole('button', { name: /resend code/i }));
    await expect(args.onResend).toHaveBeenCalled();
  },
};

export const Filled: Story = codeStories.filled('123456');

export const Submitting: Story = codeStories.submitting('123456');

export const WrongCode: Story = codeStories.wrongCode('000000', 'auth-error-183');

export const Resending: Story = codeStories.resending(/resend code/i);

export const CodeResent: Story = {
  args: { resendStatus: 'sent' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('A new code was sent to your phone.')).toBeInTheDocument();
  },
};

export const TextLimitReached: Story = {
  args: { code: '123456', bannerError: { ftlId: 'auth-error-216' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/text message limit reached/i);
    await expect(within(canvasElement).getByLabelText(/6-digit code/i)).toHaveValue('123456');
  },
};
