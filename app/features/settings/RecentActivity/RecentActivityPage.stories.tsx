import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { READ_LIST_FAILED, READ_LIST_LOADING } from '../kit/storyParts';
import { SAMPLE_DEVICES } from '../storySamples';
import { RecentActivityPage } from './RecentActivityPage';

const SIGNED_UP = Date.UTC(2026, 2, 3, 9, 30);
const HOUR = 60 * 60 * 1000;

const meta = {
  title: 'Pages/Settings/RecentActivityPage',
  component: RecentActivityPage,
  args: { locale: 'en-US', onRetry: fn(), onNavigate: fn() },
} satisfies Meta<typeof RecentActivityPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Events as the server sends them, listed newest first with their names and dates, and the device
 * behind each where the server knows it, named by the product's one rule; a name the page does not
 * know gets a generic label. In English, since the dates are written in the story's locale.
 */
export const Events: Story = {
  globals: { locale: 'en' },
  args: {
    events: [
      { name: 'account.create', createdAt: SIGNED_UP, browser: SAMPLE_DEVICES.browsers[0], os: SAMPLE_DEVICES.systems[0] },
      { name: 'account.verify', createdAt: SIGNED_UP + HOUR, browser: null, os: SAMPLE_DEVICES.systems[2] },
      { name: 'account.display_name_changed', createdAt: SIGNED_UP + 30 * HOUR },
      { name: 'account.something_new', createdAt: SIGNED_UP + 2 * HOUR },
      { name: 'account.login', createdAt: SIGNED_UP + 50 * HOUR, browser: SAMPLE_DEVICES.browsers[2], os: SAMPLE_DEVICES.systems[3] },
    ],
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Recent activity' })).toBeInTheDocument();
    const items = within(canvas.getByRole('list', { name: 'Recent activity' })).getAllByRole('listitem');
    await expect(items.map((item) => item.querySelector('.settings-activity-name')?.textContent)).toEqual([
      'Signed in',
      'Display name changed',
      'Other account activity',
      'Account confirmed',
      'Account created',
    ]);
    // The device where the server knows it, and nothing where it does not.
    const devices = items.map((item) => item.querySelector('.settings-activity-device')?.textContent.replace(/[\u2068\u2069]/g, '') ?? null);
    await expect(devices).toEqual(['Chrome on Android', null, null, 'Web browser on Linux', 'Firefox on Windows']);
    await expect(items[4]!.querySelector('time')).toHaveAttribute('datetime', new Date(SIGNED_UP).toISOString());
    await expect(items[4]!.querySelector('time')?.textContent).toMatch(/Mar 3, 2026/);
    await userEvent.click(canvas.getByRole('link', { name: 'Back to settings' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/settings#security');
  },
};

/** Dates follow the locale the app shows. */
export const GermanDates: Story = {
  globals: { locale: 'de' },
  args: { locale: 'de', events: [{ name: 'account.login', createdAt: SIGNED_UP }] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('time')?.textContent).toMatch(/03\.03\.2026/);
  },
};

export const Empty: Story = {
  args: { events: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No activity yet.')).toBeInTheDocument();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Loading: Story = READ_LIST_LOADING;

export const LoadFailed: Story = READ_LIST_FAILED;

/** Passkeys' events, named in the page's language (Hebrew here): added, used to sign in, refused as copied, deleted. */
export const PasskeyEvents: Story = {
  globals: { locale: 'he' },
  args: {
    locale: 'he',
    events: [
      { name: 'account.passkey_added', createdAt: SIGNED_UP, browser: SAMPLE_DEVICES.browsers[2], os: SAMPLE_DEVICES.systems[2] },
      { name: 'account.passkey_signin_complete', createdAt: SIGNED_UP + HOUR, browser: SAMPLE_DEVICES.browsers[2], os: SAMPLE_DEVICES.systems[2] },
      { name: 'account.passkey_counter_regressed', createdAt: SIGNED_UP + 2 * HOUR },
      { name: 'account.passkey_removed', createdAt: SIGNED_UP + 3 * HOUR, browser: SAMPLE_DEVICES.browsers[0], os: SAMPLE_DEVICES.systems[0] },
    ],
  },
  play: async ({ canvasElement }) => {
    const items = within(within(canvasElement).getByRole('list')).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('מפתח גישה נמחק');
    await expect(items[1]).toHaveTextContent('מפתח גישה נדחה: ייתכן שהועתק');
    await expect(items[2]).toHaveTextContent('כניסה עם מפתח גישה');
    await expect(items[3]).toHaveTextContent('מפתח גישה נוסף');
  },
};
