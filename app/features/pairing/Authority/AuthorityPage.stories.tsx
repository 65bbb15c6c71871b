import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SAMPLE } from '../../../lib/flow/fixtures';
import { SAMPLE_PAIRING } from '../../../lib/flow/pairingSamples';
import { AuthorityPage } from './AuthorityPage';

const meta = {
  title: 'Pages/Pairing/AuthorityPage',
  component: AuthorityPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AuthorityPage>;

export default meta;
type Story = StoryObj<typeof AuthorityPage>;

const confirm = {
  status: 'confirm' as const,
  device: { browser: SAMPLE_PAIRING.browser, os: SAMPLE_PAIRING.os, place: SAMPLE_PAIRING.place },
  serviceName: SAMPLE_PAIRING.serviceName,
  email: SAMPLE.email,
  busy: false,
  onConfirm: fn(),
  onDecline: fn(),
};

/** The channel is being opened. */
export const Starting: Story = {
  args: { status: 'starting' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Connect another device' })).toBeInTheDocument();
    await expect(canvas.getByRole('progressbar')).toBeInTheDocument();
  },
};

/** The QR code of the pairing address, waiting for the other device. */
export const QrShown: Story = {
  args: { status: 'qr', pairingUrl: SAMPLE_PAIRING.pairingUrl },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'QR code to connect another device' })).toBeInTheDocument();
    await expect(canvas.getByText(/scan this code with its camera/)).toBeInTheDocument();
    await expect(canvas.getByText(/Keep it open until you have confirmed/)).toBeInTheDocument();
  },
};

/** The new device asks: its browser, its place and the service, to confirm or cancel. */
export const Confirm: Story = {
  args: confirm,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Connect this device?' })).toBeInTheDocument();
    // Named as connected services names a device, never by its user agent.
    // (Fluent isolates each name; the marks are invisible.)
    const shown = (canvasElement.querySelector('#pair-device')?.textContent ?? '').replace(/[\u2068\u2069]/g, '');
    await expect(shown).toBe(`${SAMPLE_PAIRING.browser} on ${SAMPLE_PAIRING.os}`);
    await expect(canvas.getByText(SAMPLE_PAIRING.place)).toBeInTheDocument();
    await expect(canvas.getByText(new RegExp(`${SAMPLE_PAIRING.serviceName}.*${SAMPLE.email}`))).toBeInTheDocument();
    canvas.getByRole('button', { name: 'Connect device' }).click();
    await expect((args as { onConfirm: () => void }).onConfirm).toHaveBeenCalledOnce();
  },
};

/** The device asks for the sync key and this tab holds no kB: the password is asked with the confirmation. */
export const ConfirmWithPassword: Story = {
  args: { ...confirm, password: { value: '', onChange: fn() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/enter your password/)).toBeInTheDocument();
    const field = canvas.getByLabelText(/^Password/);
    await expect(field).toHaveAttribute('type', 'password');
    await userEvent.type(field, 'x');
    await expect((args as unknown as { password: { onChange: () => void } }).password.onChange).toHaveBeenCalledWith('x');
    await userEvent.keyboard('{Enter}');
    await expect((args as { onConfirm: () => void }).onConfirm).toHaveBeenCalledOnce();
  },
};

/** The password was wrong: the catalogue message under the field, the request still there to confirm. */
export const ConfirmWrongPassword: Story = {
  args: { ...confirm, password: { value: 'not my password', onChange: fn(), error: { ftlId: 'auth-error-103' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Incorrect password')).toBeInTheDocument();
    await expect(canvas.getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('button', { name: 'Connect device' })).toBeEnabled();
  },
};

/** The relay knows no place for the device. */
export const ConfirmUnknownPlace: Story = {
  args: { ...confirm, device: { browser: SAMPLE_PAIRING.browser } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Unknown')).toBeInTheDocument();
  },
};

/** The code is being asked for: the button busy, cancelling not offered. */
export const ConfirmBusy: Story = {
  args: { ...confirm, busy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Connect device/ })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** The server could not be reached: the person may press again. */
export const ConfirmFailed: Story = {
  args: { ...confirm, error: { ftlId: 'auth-error-999' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Unexpected error');
    await expect(canvas.getByRole('button', { name: 'Connect device' })).toBeEnabled();
  },
};

/** The code went to the new device. */
export const Done: Story = {
  args: { status: 'done' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Device connected' })).toBeInTheDocument();
    await expect(canvas.getByText('Your other device is now signed in.')).toBeInTheDocument();
  },
};

/** A phone's camera app opened the pairing address: how to connect with the browser's scanner, or sign in by email. */
export const Scanned: Story = {
  args: { status: 'scanned', onSignInInstead: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Scan this code from your browser' })).toBeInTheDocument();
    await expect(canvasElement.querySelector('#pair-scanned-text')).toHaveTextContent("a camera app can't use it");
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in with your email instead' }));
    await expect((args as { onSignInInstead: () => void }).onSignInInstead).toHaveBeenCalledOnce();
  },
};

const failed = (ftlId: string, text: RegExp, args?: Record<string, string>): Story => ({
  args: { status: 'failed', error: { ftlId, ...(args ? { args } : {}) }, onStartAgain: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'The device could not be connected' })).toBeInTheDocument();
    await expect(canvas.getByRole('alert')).toHaveTextContent(text);
    canvas.getByRole('button', { name: 'Start again' }).click();
    await expect((args as { onStartAgain: () => void }).onStartAgain).toHaveBeenCalledOnce();
  },
});

/** The new device's app is not on the pairing allow-list (1006), said without protocol words. */
export const InvalidPairingClient: Story = failed('pair-error-client', /can't be connected this way/);

/** The new device asked for more than the pairing scopes, or left out what a code needs. */
export const InvalidScopes: Story = failed('pair-error-request', /sent an incomplete request/);

/** The new device's key cannot be imported: refused before the password is asked, saying why. */
export const DeviceKeyRefused: Story = failed('pair-error-device-key', /sent a key that can't protect your synced data/);

/** The account has no password (made with another service), so there is no sync key to send. */
export const NoPassword: Story = failed('pair-error-no-password', /your account needs a password/);

/** The new device left, or the relay closed the channel. */
export const ChannelClosed: Story = failed('pair-error-closed', /connection to the other device was closed/);

/** The person cancelled on this device. */
export const Cancelled: Story = failed('pair-error-cancelled', /You cancelled the connection/);

/** The sync key was asked for, and this tab does not hold kB. */
export const KeysNeedPassword: Story = failed('pair-error-keys', /sign in with your password first/);
