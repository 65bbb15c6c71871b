import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ContinueAs } from './ContinueAs';
import { SAMPLE } from './fixtures';

/**
 * 'Continue as': a page opened by someone signed in on this browser (the
 * entry page, sign-in, a service's sign-in request) offers to go on as that
 * account, or to use a different one.
 */
const meta = {
  title: 'Flow kit/ContinueAs',
  component: ContinueAs,
  parameters: { layout: 'fullscreen' },
  args: {
    email: SAMPLE.email,
    displayName: SAMPLE.displayName,
    avatarLetter: 'A',
    onContinue: fn(),
    onUseDifferentAccount: fn(),
  },
} satisfies Meta<typeof ContinueAs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The account's picture (its letter), name and address, one Continue, and another account. */
export const SignedIn: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Continue with your account');
    await expect(canvas.getByRole('img', { name: /the letter \u2068?A/ })).toBeVisible();
    // The address breaks only at its '@' and dots, so its parts are separate elements.
    await expect(canvasElement.querySelector('#continue-as-account')).toHaveTextContent(SAMPLE.email);
    await expect(canvas.queryByLabelText(/password/i)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Use a different account' }));
    await expect(args.onUseDifferentAccount).toHaveBeenCalledTimes(1);
  },
};

/** A service's sign-in request: the heading goes on with 'to continue to {serviceName}'; an account without a display name shows its address. */
export const ForAService: Story = {
  args: { serviceName: SAMPLE.serviceName, displayName: undefined, avatarLetter: 's' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(SAMPLE.serviceName);
    // The address breaks only at its '@' and dots, so its parts are separate elements.
    await expect(canvasElement.querySelector('#continue-as-account')).toHaveTextContent(SAMPLE.email);
  },
};

/** The service asks for keys only the password unlocks: the password, and nothing else, is asked. */
export const PasswordForKeys: Story = {
  args: { serviceName: SAMPLE.serviceName, password: { value: '', onChange: fn() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/only your password unlocks/i)).toBeVisible();
    await expect(canvas.getByLabelText(/^Password/)).toBeVisible();
  },
};

/** The service asks for keys, but the account has no password yet (made with a third-party provider): why, and 'Create a password' instead of a field every answer to which would be refused. */
export const NoPasswordForKeys: Story = {
  args: { serviceName: SAMPLE.serviceName, createPassword: { onCreate: fn() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/doesn’t have one yet/)).toBeVisible();
    await expect(canvas.queryByLabelText(/password/i)).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Continue' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Create a password' })).toBeEnabled();
  },
};

/** A wrong password under the field, the typed value kept. */
export const WrongPassword: Story = {
  args: { serviceName: SAMPLE.serviceName, password: { value: 'not my password', onChange: fn(), error: { ftlId: 'auth-error-103' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Incorrect password')).toBeVisible();
  },
};

/** Continuing: the button busy, another account not offered meanwhile. */
export const Continuing: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Use a different account' })).toBeDisabled();
  },
};

/** Signing out for another account failed (the network): said in a banner, nothing lost. */
export const Failed: Story = {
  args: { error: { ftlId: 'auth-error-998' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
  },
};
