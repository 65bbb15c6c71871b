import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SettingsPage } from './SettingsPage';
import { SAMPLE } from '../../../lib/flow/fixtures';

const meta = {
  title: 'Pages/Settings/SettingsPage',
  component: SettingsPage,
  parameters: { layout: 'fullscreen' },
  args: {
    primaryEmail: SAMPLE.email,
    emails: [{ email: SAMPLE.email, isPrimary: true, verified: true }],
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
    displayName: SAMPLE.displayName,
    avatarLetter: 'A',
    emails: [
      { email: SAMPLE.email, isPrimary: true, verified: true },
      { email: SAMPLE.otherEmail, isPrimary: false, verified: true },
      { email: 'pending@example.net', isPrimary: false, verified: false },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('pending@example.net')).toBeNull();
  },
};

export const NoVerifiedEmail: Story = {
  args: { emails: [{ email: SAMPLE.email, isPrimary: true, verified: false }] },
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
