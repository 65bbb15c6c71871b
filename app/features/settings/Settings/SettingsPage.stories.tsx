import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SettingsPage } from './SettingsPage';

const meta = {
  title: 'Pages/Settings/SettingsPage',
  component: SettingsPage,
  parameters: { layout: 'fullscreen' },
  args: {
    primaryEmail: 'someone@example.com',
    emails: [{ email: 'someone@example.com', isPrimary: true, verified: true }],
    avatarLetter: 's',
    onSignOut: fn(),
  },
} satisfies Meta<typeof SettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EmailOnly: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /sign out/i }));
    await expect(args.onSignOut).toHaveBeenCalled();
  },
};

export const WithDisplayName: Story = {
  args: {
    displayName: 'Ada Lovelace',
    avatarLetter: 'A',
    emails: [
      { email: 'someone@example.com', isPrimary: true, verified: true },
      { email: 'other@example.org', isPrimary: false, verified: true },
      { email: 'pending@example.net', isPrimary: false, verified: false },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('pending@example.net')).toBeNull();
  },
};

export const NoVerifiedEmail: Story = {
  args: { emails: [{ email: 'someone@example.com', isPrimary: true, verified: false }] },
};

export const SigningOut: Story = {
  args: { signingOut: true },
};

export const SignOutFailed: Story = {
  args: { bannerError: { ftlId: 'auth-error-998' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeInTheDocument();
  },
};
