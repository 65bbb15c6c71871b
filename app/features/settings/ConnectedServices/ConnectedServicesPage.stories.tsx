import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { SAMPLE } from '../../../lib/flow/fixtures';
import { READ_LIST_FAILED, READ_LIST_LOADING } from '../kit/storyParts';
import { SAMPLE_DEVICES } from '../storySamples';
import { ConnectedServicesPage } from './ConnectedServicesPage';
import type { ConnectedClient } from './clients';

const NOW = Date.UTC(2026, 2, 10, 12, 0);
const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

/** A browser session: its ids drawn from `id`, the rest as given. */
function session(id: string, fields: Omit<ConnectedClient, 'deviceId' | 'sessionTokenId' | 'isCurrentSession'> & { isCurrentSession?: boolean }): ConnectedClient {
  return { isCurrentSession: false, deviceId: id.repeat(32), sessionTokenId: id.repeat(64), ...fields };
}

const THIS_LAPTOP = session('a', {
  isCurrentSession: true,
  name: SAMPLE_DEVICES.browsers[0],
  os: SAMPLE_DEVICES.systems[0],
  deviceType: 'desktop',
  lastAccessTime: NOW - 2 * MINUTE,
  location: { city: null, country: null, state: null, stateCode: null },
});

const PHONE = session('b', {
  name: SAMPLE_DEVICES.browsers[1],
  os: SAMPLE_DEVICES.systems[1],
  deviceType: 'mobile',
  lastAccessTime: NOW - 3 * DAY,
  location: { city: SAMPLE_DEVICES.city, country: SAMPLE_DEVICES.country, state: null, stateCode: null },
});

const UNKNOWN_BROWSER = session('c', { name: null, os: null, deviceType: null, lastAccessTime: NOW - 40 * DAY, location: null });

/** A browser whose name its user agent does not give, on a system it does; last seen in a country without a city. */
const SYSTEM_ONLY = session('e', {
  name: null,
  os: SAMPLE_DEVICES.systems[2],
  deviceType: 'desktop',
  lastAccessTime: NOW - 8 * DAY,
  location: { city: null, country: SAMPLE_DEVICES.country, state: null, stateCode: null },
});

const APP: ConnectedClient = {
  isCurrentSession: false,
  clientId: '0123456789abcdef',
  refreshTokenId: 'd'.repeat(32),
  name: SAMPLE.serviceName,
  lastAccessTime: NOW - 5 * 60 * MINUTE,
};

/** Text without Fluent's isolation marks around what it placed (names, times). */
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u2068\u2069]/g, '');
/** Matches an accessible name once the isolation marks are gone. */
const named = (expected: string) => (name: string) => plain(name) === expected;

const meta = {
  title: 'Pages/Settings/ConnectedServicesPage',
  component: ConnectedServicesPage,
  args: { locale: 'en-US', now: NOW, onRetry: fn(), onSignOut: fn(), onNavigate: fn() },
} satisfies Meta<typeof ConnectedServicesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogArgs = {
  reason: 'none' as const,
  onReasonChange: fn(),
  step: 'ask' as const,
  onConfirm: fn(),
  onClose: fn(),
  changePasswordHref: '/settings/change_password',
};

/**
 * This browser first and marked, then the others by last activity, each named by the product's one rule
 * (a browser on its system, 'Web browser on …' when only the system is known, 'Unknown device' when
 * nothing is), with its kind, its place as far as it is known and when it was last active, how long ago
 * and when. In English, since times are written in the story's locale.
 */
export const Clients: Story = {
  globals: { locale: 'en' },
  args: { clients: [UNKNOWN_BROWSER, SYSTEM_ONLY, APP, PHONE, THIS_LAPTOP] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Connected services' })).toBeInTheDocument();
    const items = within(canvas.getByRole('list', { name: 'Connected services' })).getAllByRole('listitem');
    await expect(items.map((item) => plain(item.querySelector('.settings-client-name')?.textContent))).toEqual([
      'Firefox on Windows',
      SAMPLE.serviceName,
      'Safari on iOS',
      'Web browser on Linux',
      'Unknown device',
    ]);
    await expect(items[0]).toHaveTextContent('This device');
    await expect(items[0]).toHaveTextContent('Computer');
    await expect(plain(items[0]!.textContent)).toMatch(/Last active 2 minutes ago \(Mar 10, 2026/);
    await expect(items[1]).toHaveTextContent('App with access to your account');
    await expect(items[1]).toHaveTextContent(/5 hours ago/);
    await expect(plain(items[2]!.textContent)).toContain('Near Berlin, Germany');
    await expect(items[2]).toHaveTextContent(/3 days ago/);
    await expect(items[3]).toHaveTextContent(/last week|1 week ago/);
    // The country alone when no city is known; nothing made up when no place is.
    await expect(plain(items[3]!.querySelector('.settings-client-place')?.textContent)).toBe('Near Germany');
    await expect(items[4]).toHaveTextContent(/last month|1 month ago/);
    await expect(items[4]!.querySelector('.settings-client-place')).toBeNull();
    await expect(canvasElement.querySelectorAll('.settings-client-place')).toHaveLength(2);
    await expect(items[2]!.querySelector('time')).toHaveAttribute('datetime', new Date(NOW - 3 * DAY).toISOString());
    await userEvent.click(canvas.getByRole('button', { name: named('Sign out of Safari on iOS') }));
    await expect(args.onSignOut).toHaveBeenCalledWith(PHONE);
    await expect(canvas.getByRole('button', { name: named('Sign out of Firefox on Windows (this device)') })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('link', { name: 'Back to settings' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/settings#connected-services');
  },
};

/** Times follow the locale the app shows. */
export const GermanTimes: Story = {
  globals: { locale: 'de' },
  args: { locale: 'de', clients: [PHONE] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('time')?.textContent).toMatch(/vor 3 Tagen.*07\.03\.2026/);
  },
};

export const Empty: Story = {
  args: { clients: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nothing is signed in to your account.')).toBeInTheDocument();
  },
};

export const Loading: Story = READ_LIST_LOADING;

export const LoadFailed: Story = READ_LIST_FAILED;

/** Signing another device out asks why; each reason can be chosen, then Sign out or Cancel. */
export const ReasonDialog: Story = {
  args: { clients: [THIS_LAPTOP, PHONE], dialog: { ...dialogArgs, client: PHONE } },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: named('Sign out of Safari on iOS?') });
    const reasons = within(dialog).getByRole('radiogroup', { name: 'Why are you signing it out?' });
    await expect(within(reasons).getByRole('radio', { name: "I don't use it any more" })).toBeChecked();
    await userEvent.click(within(reasons).getByText('It was lost or stolen'));
    await expect(args.dialog!.onReasonChange).toHaveBeenCalledWith('lost');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await expect(args.dialog!.onConfirm).toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.dialog!.onClose).toHaveBeenCalled();
  },
};

export const SigningOut: Story = {
  args: { clients: [THIS_LAPTOP, PHONE], dialog: { ...dialogArgs, reason: 'lost', client: PHONE, sending: true } },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(dialog.querySelector('#settings-clients-confirm')).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('radio', { name: 'It was lost or stolen' })).toBeChecked();
  },
};

export const SignOutFailed: Story = {
  args: { clients: [THIS_LAPTOP, PHONE], dialog: { ...dialogArgs, client: PHONE, error: { ftlId: 'auth-error-998' } } },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(/System unavailable/);
  },
};

/** After a lost device or unknown activity: signed out, and changing the password is suggested. */
export const ChangePasswordAdvice: Story = {
  args: { clients: [THIS_LAPTOP], dialog: { ...dialogArgs, reason: 'lost', step: 'advice', client: PHONE } },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: named('Safari on iOS is signed out') });
    await expect(dialog).toHaveAccessibleDescription(/change it now/);
    await userEvent.click(within(dialog).getByRole('link', { name: 'Change your password' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/settings/change_password');
    // The dialog's own close button is named 'Close' too: this one is the button under the link.
    await userEvent.click(dialog.querySelector<HTMLElement>('#settings-clients-advice-close')!);
    await expect(args.dialog!.onClose).toHaveBeenCalled();
  },
};

/** Signing this browser out asks no reason: it signs out here. */
export const SignOutHere: Story = {
  args: { clients: [THIS_LAPTOP], dialog: { ...dialogArgs, client: THIS_LAPTOP } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Sign out of this device?' });
    await expect(dialog).toHaveAccessibleDescription(/signed out here/);
    await expect(within(dialog).queryByRole('radiogroup')).toBeNull();
  },
};
