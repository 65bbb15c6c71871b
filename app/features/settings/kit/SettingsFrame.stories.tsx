import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SettingsFrame } from './SettingsFrame';
import { HomeHeading } from './storyParts';

const meta = {
  title: 'Pages/Settings/SettingsFrame',
  component: SettingsFrame,
  parameters: { layout: 'fullscreen' },
  args: { onSignOut: fn(), onNavigate: fn(), current: 'profile', currentKind: 'location', children: <HomeHeading /> },
} satisfies Meta<typeof SettingsFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home: the side navigation is a landmark, the section on show is its current location. */
export const Home: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Settings' });
    const links = within(nav).getAllByRole('link');
    await expect(links).toHaveLength(8);
    await expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'location');
    await expect(links.filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
    // Wide enough: the menu button is not shown.
    await expect(canvasElement.querySelector('#settings-nav-toggle')).not.toBeVisible();
    await userEvent.click(within(nav).getByRole('link', { name: 'Security' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/settings#security');
  },
};

/** A page of its own: its section is marked as the current page. */
export const OnAPage: Story = {
  args: { current: 'security', currentKind: 'page' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Settings' });
    await expect(within(nav).getByRole('link', { name: 'Security' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Profile' })).not.toHaveAttribute('aria-current');
  },
};

/** On a narrow screen the navigation folds behind the menu button, which opens and closes it. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ inlineSize: '360px' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Settings menu' });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('navigation', { name: 'Settings' })).toBeVisible();
    await userEvent.click(toggle);
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** Open on a narrow screen; following a link folds it again. */
export const NarrowOpen: Story = {
  decorators: Narrow.decorators,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Settings menu' }));
    const nav = canvas.getByRole('navigation', { name: 'Settings' });
    await expect(nav).toBeVisible();
    await expect(nav.id).toBe(canvas.getByRole('button', { name: 'Settings menu' }).getAttribute('aria-controls'));
    await userEvent.click(within(nav).getByRole('link', { name: 'Language' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/settings#language');
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Settings menu' }));
  },
};

export const SigningOut: Story = {
  args: { signingOut: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('#settings-sign-out')).toHaveAttribute('aria-disabled', 'true');
  },
};

export const SignOutFailed: Story = {
  args: { bannerError: { ftlId: 'auth-error-998' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(/System unavailable/);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out' }));
    await expect(args.onSignOut).toHaveBeenCalled();
  },
};

/** A change just made: its confirmation at the top, announced politely, with a close button. */
export const WithConfirmation: Story = {
  args: { alert: 'settings-display-name-saved', onDismissAlert: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Display name updated');
    await userEvent.click(canvas.getByRole('button', { name: 'Close message' }));
    await expect(args.onDismissAlert).toHaveBeenCalled();
  },
};
