import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { codeStories, expectDigitsField } from '../../../lib/flow/codeStepStories';
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
    await expectDigitsField({ args, canvasElement }, '7');
    await userEvent.click(canvas.getByRole('button', { name: /resend code/i }));
    await expect(args.onResend).toHaveBeenCalled();
  },
};

export const Filled: Story = codeStories.filled('123456');

export const Submitting: Story = codeStories.submitting('123456');

export const WrongCode: Story = codeStories.wrongCode('000000', 'auth-error-183');

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

export const Throttled: Story = codeStories.throttled('123456');
