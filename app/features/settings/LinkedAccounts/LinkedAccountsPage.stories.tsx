import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LinkedAccountsPage } from './LinkedAccountsPage';

const meta = {
  title: 'Pages/Settings/LinkedAccountsPage',
  component: LinkedAccountsPage,
  args: {
    rows: [
      { provider: 'google', linked: true, available: true },
      { provider: 'apple', linked: false, available: true },
    ],
    createPasswordHref: '/settings/create_password',
    onUnlink: fn(),
    onLink: fn(),
    onNavigate: fn(),
  },
} satisfies Meta<typeof LinkedAccountsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One provider linked, the other offered: Unlink and Link, and the way back to the section. */
export const OneLinked: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Linked accounts' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /^Unlink\W*Google\W*$/ }));
    await expect(args.onUnlink).toHaveBeenCalledWith('google');
    await userEvent.click(canvas.getByRole('button', { name: /^Link\W*Apple\W*$/ }));
    await expect(args.onLink).toHaveBeenCalledWith('apple');
    await userEvent.click(canvas.getByRole('link', { name: 'Back to settings' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/settings#linked-accounts');
  },
};

/** Both linked. */
export const BothLinked: Story = {
  args: {
    rows: [
      { provider: 'google', linked: true, available: true },
      { provider: 'apple', linked: true, available: true },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Linked')).toHaveLength(2);
    await expect(canvas.queryByRole('button', { name: /^Link / })).not.toBeInTheDocument();
  },
};

/** Unlinking under way: that button is busy, the other waits. */
export const Unlinking: Story = {
  args: {
    rows: [
      { provider: 'google', linked: true, available: true },
      { provider: 'apple', linked: true, available: true },
    ],
    busy: 'apple',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('#settings-unlink-apple')).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelector('#settings-unlink-google')).toBeDisabled();
  },
};

/** The last way in of an account without a password: the person is asked to create one first. */
export const NeedsPassword: Story = {
  args: { rows: [{ provider: 'google', linked: true, available: true }], needsPasswordFor: 'google' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(/Google\W* is the only way to sign in to this account\. Create a password before you unlink it\./);
    await userEvent.click(canvas.getByRole('link', { name: 'Create a password' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/settings/create_password');
  },
};

/** The server refused: the banner says so and the list stays. */
export const Failed: Story = {
  args: { bannerError: { ftlId: 'auth-error-999' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('button', { name: /^Unlink\W*Google\W*$/ })).toBeEnabled();
  },
};
