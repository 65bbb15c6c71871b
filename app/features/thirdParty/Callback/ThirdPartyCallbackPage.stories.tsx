import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ThirdPartyCallbackPage } from './ThirdPartyCallbackPage';

const meta = {
  title: 'Pages/ThirdParty/ThirdPartyCallbackPage',
  component: ThirdPartyCallbackPage,
  parameters: { layout: 'fullscreen' },
  args: { startHref: '/?service=sync', onNavigate: fn() },
} satisfies Meta<typeof ThirdPartyCallbackPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Working: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Loading…')).toBeInTheDocument();
  },
};

export const Cancelled: Story = {
  args: { problem: { kind: 'cancelled', provider: 'apple' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(/^Sign-in with \W*Apple\W* was cancelled\. Your account has not changed\.$/);
    await userEvent.click(canvas.getByRole('link', { name: 'Back to sign-in' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/?service=sync');
  },
};

export const ProviderError: Story = {
  args: { problem: { kind: 'provider', provider: 'google', code: 'temporarily_unavailable' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/^\W*Google\W* could not sign you in \(error: \W*temporarily_unavailable\W*\)\.$/);
  },
};

export const TamperedState: Story = {
  args: { problem: { kind: 'state' }, startHref: '/' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/not started in this browser/);
  },
};

export const CodeRefused: Story = {
  args: { problem: { kind: 'server', error: { ftlId: 'auth-error-127' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Invalid authorization code');
  },
};
