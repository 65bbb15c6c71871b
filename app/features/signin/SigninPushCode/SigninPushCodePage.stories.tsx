import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SAMPLE } from '../../../lib/flow/fixtures';
import { SigninPushCodePage } from './SigninPushCodePage';

const meta = {
  title: 'Pages/Signin/SigninPushCodePage',
  component: SigninPushCodePage,
  parameters: { layout: 'fullscreen' },
  args: { email: SAMPLE.email, onResend: fn(), onUseEmailCode: fn() },
} satisfies Meta<typeof SigninPushCodePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting for another device to approve; sending again and the emailed code offered. */
export const Waiting: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Approve your sign-in');
    await expect(canvas.getByRole('status')).toHaveTextContent(/Waiting/);
    await userEvent.click(canvas.getByRole('button', { name: 'Send the notification again' }));
    await expect(args.onResend).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: /email/ }));
    await expect(args.onUseEmailCode).toHaveBeenCalled();
  },
};

/** The notification is on its way. */
export const Sending: Story = {
  args: { push: 'sending' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('#signin-push-resend')).toHaveAttribute('aria-busy', 'true');
  },
};

/** Sent again on request. */
export const Resent: Story = {
  args: { push: 'resent' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('The notification was sent again.');
  },
};

/** No other device is signed in to approve: the emailed code alone. */
export const NoDevices: Story = {
  args: { push: 'no-devices' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/None of your other devices/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Send the notification again' })).toBeNull();
    await expect(canvas.getByRole('button', { name: /email/ })).toBeVisible();
  },
};

export const SendingCode: Story = {
  args: { sendingCode: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('#signin-push-use-email')).toHaveAttribute('aria-busy', 'true');
  },
};

export const CodeNotSent: Story = {
  args: { bannerError: { ftlId: 'auth-error-999' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
  },
};
