import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { READ_LIST_FAILED, READ_LIST_LOADING } from '../kit/storyParts';
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
 * Events as the server sends them, listed newest first with their names and dates; a name the page
 * does not know gets a generic label. In English, since the dates are written in the story's locale.
 */
export const Events: Story = {
  globals: { locale: 'en' },
  args: {
    events: [
      { name: 'account.create', createdAt: SIGNED_UP },
      { name: 'account.verify', createdAt: SIGNED_UP + HOUR },
      { name: 'account.display_name_changed', createdAt: SIGNED_UP + 30 * HOUR },
      { name: 'account.something_new', createdAt: SIGNED_UP + 2 * HOUR },
      { name: 'account.login', createdAt: SIGNED_UP + 50 * HOUR },
    ],
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Recent activity' })).toBeInTheDocument();
    const items = within(canvas.getByRole('list', { name: 'Recent activity' })).getAllByRole('listitem');
    await expect(items.map((item) => item.querySelector('span')?.textContent)).toEqual([
      'Signed in',
      'Display name changed',
      'Other account activity',
      'Account confirmed',
      'Account created',
    ]);
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
