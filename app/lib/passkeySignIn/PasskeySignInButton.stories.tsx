import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasskeySignInButton } from './PasskeySignInButton';

const meta = {
  title: 'Flow kit/PasskeySignInButton',
  component: PasskeySignInButton,
  args: { onPress: fn(), passwordOffer: 'entry' },
} satisfies Meta<typeof PasskeySignInButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shown under a sign-in form wherever the browser can use passkeys, whatever the address. */
export const Idle: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Continue with passkey' }));
    await expect(args.onPress).toHaveBeenCalled();
  },
};

/** The browser's prompt is open, or the server checks the answer. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /continue with passkey/i })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The person closed the browser's prompt: said calmly, as a status rather than an alert. */
export const Cancelled: Story = {
  args: { problem: 'cancelled' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Passkey sign-in was cancelled.');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** On the entry page, a passkey the server refused points to the address, then the password. */
export const RefusedOnEntry: Story = {
  args: { problem: 'refused' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Enter your email to sign in with your password.');
  },
};

/** On the password page, the password is right there. */
export const RefusedOnPasswordPage: Story = {
  args: { problem: 'refused', passwordOffer: 'password' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Sign in with your password instead.');
  },
};
