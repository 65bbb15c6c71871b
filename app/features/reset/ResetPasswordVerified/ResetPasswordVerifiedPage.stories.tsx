import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SAMPLE } from '../../../lib/flow/fixtures';
import { ResetPasswordVerifiedPage } from './ResetPasswordVerifiedPage';

const meta = {
  title: 'Pages/Reset/ResetPasswordVerifiedPage',
  component: ResetPasswordVerifiedPage,
  parameters: { layout: 'fullscreen' },
  args: { signedIn: true, onContinue: fn() },
} satisfies Meta<typeof ResetPasswordVerifiedPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in with the new password: Continue goes on. */
export const SignedIn: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: /your password has been reset/i })).toBeInTheDocument();
    await expect(canvas.getByText(/signed in with your new password/i)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /^continue$/i }));
    await expect(args.onContinue).toHaveBeenCalled();
  },
};

/** The new session still needs confirming: sign in with the new password. */
export const SignInNext: Story = {
  args: { signedIn: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/sign in with your new password to continue/i)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /^sign in$/i })).toBeInTheDocument();
  },
};

/** With the recovery key: the data is kept, and the key is used up. */
export const WithRecoveryKey: Story = {
  args: { variant: 'with-recovery-key' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: /data kept/i })).toBeInTheDocument();
    await expect(canvas.getByText(/recovery key has been used up/i)).toBeInTheDocument();
  },
};

/** Begun from a relying service: the heading names it. */
export const ForAService: Story = {
  args: { serviceName: SAMPLE.serviceName },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(SAMPLE.serviceName);
  },
};
