import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SAMPLE_PUSH_SIGNIN } from '../../../lib/flow/fixtures';
import { SigninPushCodeConfirmPage } from './SigninPushCodeConfirmPage';

const meta = {
  title: 'Pages/Signin/SigninPushCodeConfirmPage',
  component: SigninPushCodeConfirmPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SigninPushCodeConfirmPage>;

export default meta;
type Story = StoryObj<typeof SigninPushCodeConfirmPage>;

const SECURE = '/settings/change_password';
const ask = {
  status: 'ask' as const,
  secureHref: SECURE,
  details: SAMPLE_PUSH_SIGNIN,
  locale: 'en-US',
  onApprove: fn(),
  onDecline: fn(),
};

/** The sign-in is being read from the server. */
export const Loading: Story = {
  args: { status: 'loading', secureHref: SECURE },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toBeInTheDocument();
  },
};

/** The sign-in as the server knows it (device, place, address, time), to approve or decline. */
export const WithDetails: Story = {
  args: ask,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const details = canvasElement.querySelector('#signin-push-confirm-details');
    await expect(details).toHaveTextContent(SAMPLE_PUSH_SIGNIN.device);
    await expect(details).toHaveTextContent(SAMPLE_PUSH_SIGNIN.location);
    await expect(details).toHaveTextContent(SAMPLE_PUSH_SIGNIN.ipAddress);
    await expect(details).toHaveTextContent('Mar 10, 2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, approve' }));
    await expect((args as typeof ask).onApprove).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'No, decline' }));
    await expect((args as typeof ask).onDecline).toHaveBeenCalledOnce();
  },
};

/** The server knew only when it was: the time alone. */
export const WithoutDetails: Story = {
  args: { ...ask, details: { time: SAMPLE_PUSH_SIGNIN.time } },
  play: async ({ canvasElement }) => {
    const details = canvasElement.querySelector('#signin-push-confirm-details');
    await expect(details?.querySelectorAll('dt')).toHaveLength(1);
  },
};

/** The approval is being sent: approving busy, declining not offered. */
export const Approving: Story = {
  args: { ...ask, busy: 'approve' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('#signin-push-confirm-approve')).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).getByRole('button', { name: 'No, decline' })).toBeDisabled();
  },
};

/** The answer could not be sent: the catalogue message, the buttons offered again. */
export const AnswerFailed: Story = {
  args: { ...ask, error: { ftlId: 'auth-error-999' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Unexpected error');
    await expect(within(canvasElement).getByRole('button', { name: 'Yes, approve' })).toBeEnabled();
  },
};

/** Approved: the other device signs in by itself. */
export const Approved: Story = {
  args: { status: 'approved', secureHref: SECURE },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent('Sign-in approved');
  },
};

/** Declined: the other device is not signed in, and the way to secure the account. */
export const Declined: Story = {
  args: { status: 'declined', secureHref: SECURE },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent('Sign-in declined');
    await expect(within(canvasElement).getByRole('link')).toHaveAttribute('href', SECURE);
  },
};

/** Already answered, expired, or not this account's. */
export const Invalid: Story = {
  args: { status: 'invalid', secureHref: SECURE },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent('This sign-in can no longer be answered');
  },
};

/** The sign-in could not be read: the message and Try again. */
export const Failed: Story = {
  args: { status: 'failed', secureHref: SECURE, error: { ftlId: 'auth-error-999' }, onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect((args as { onRetry: () => void }).onRetry).toHaveBeenCalledOnce();
  },
};
