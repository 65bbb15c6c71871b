import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SAMPLE } from '../../../lib/flow/fixtures';
import { SignOutPage } from './SignOutPage';

const meta = {
  title: 'Pages/OAuth/SignOutPage',
  component: SignOutPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SignOutPage>;

export default meta;
type Story = StoryObj<typeof SignOutPage>;

const confirm = { status: 'confirm' as const, serviceName: SAMPLE.serviceName, onConfirm: fn(), onCancel: fn() };

/** A service asked to sign the person out: confirmed by keyboard, the first button signs out, the second stays. */
export const Confirm: Story = {
  args: confirm,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Sign out of your account?');
    const lead = canvas.getByText(/asked to sign you out/);
    await expect(lead).toHaveTextContent(SAMPLE.serviceName);
    const signOut = canvas.getByRole('button', { name: 'Sign out' });
    signOut.focus();
    await userEvent.keyboard('{Enter}');
    await expect((args as typeof confirm).onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Stay signed in' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect((args as typeof confirm).onCancel).toHaveBeenCalledTimes(1);
  },
};

/** The request named no service (no hint, no client id). */
export const ConfirmNoService: Story = {
  args: { ...confirm, serviceName: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^A service asked to sign you out/)).toBeInTheDocument();
  },
};

/** Signing out is under way: the buttons wait. */
export const SigningOut: Story = {
  args: { ...confirm, busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Stay signed in' })).toBeDisabled();
  },
};

/** Signing out failed (the network): the person may try again. */
export const SignOutFailed: Story = {
  args: { ...confirm, error: { ftlId: 'auth-error-999' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeInTheDocument();
  },
};

/** Signed out, with no registered address of the service to go back to. */
export const SignedOut: Story = {
  args: { status: 'signed-out', serviceName: SAMPLE.serviceName },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('You’re signed out');
    await expect(canvas.getByRole('status')).toHaveTextContent(SAMPLE.serviceName);
  },
};

/** The service named another session: nothing was signed out on this browser. */
export const NotHere: Story = {
  args: { status: 'not-here', serviceName: SAMPLE.serviceName },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent('Nothing to sign out here');
  },
};

/** The request is being checked. */
export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toBeInTheDocument();
  },
};

/** The id token hint is not one the product issued. */
export const Failed: Story = {
  args: { status: 'failed', error: { ftlId: 'oauth-error-104' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('This sign-out request can’t be completed');
    await expect(canvas.getByRole('alert')).toBeInTheDocument();
  },
};
