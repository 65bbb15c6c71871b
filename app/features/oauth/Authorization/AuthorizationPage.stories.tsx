import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SAMPLE } from '../../../lib/flow/fixtures';
import { permissionsOf } from '../flow';
import { AuthorizationPage } from './AuthorizationPage';

const meta = {
  title: 'Pages/OAuth/AuthorizationPage',
  component: AuthorizationPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AuthorizationPage>;

export default meta;
type Story = StoryObj<typeof AuthorizationPage>;

const consent = {
  status: 'consent' as const,
  serviceName: SAMPLE.serviceName,
  email: SAMPLE.email,
  permissions: permissionsOf('openid profile', false),
  onAllow: fn(),
  onCancel: fn(),
  onUseDifferentAccount: fn(),
};

/** The code is being asked for, or the browser is on its way back to the service. */
export const Connecting: Story = {
  args: { status: 'connecting', serviceName: SAMPLE.serviceName },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(heading).toHaveTextContent(/^Connecting to/);
    await expect(heading).toHaveTextContent(SAMPLE.serviceName);
    await expect(canvas.getByRole('status')).toHaveTextContent(/back in a moment/i);
  },
};

/** An untrusted service asked for the account's identity: what it will see, then Allow or Cancel. */
export const Consent: Story = {
  args: consent,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(heading).toHaveTextContent(/^Allow .+ to use your account\?$/);
    await expect(heading).toHaveTextContent(SAMPLE.serviceName);
    await expect(canvas.getByText(/^You are signed in as/)).toHaveTextContent(SAMPLE.email);
    const list = canvas.getByRole('list', { name: /this service can/i });
    // 'profile' is shown as the three identity scopes an untrusted service may have, with openid.
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(list).toHaveTextContent(/email address/i);
    await userEvent.click(canvas.getByRole('button', { name: 'Allow' }));
    await expect((args as typeof consent).onAllow).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect((args as typeof consent).onCancel).toHaveBeenCalledTimes(1);
  },
};

/** A scope the product has no words for is named as the service sent it. */
export const ConsentWithServiceScope: Story = {
  args: { ...consent, permissions: permissionsOf(`openid ${SAMPLE.customScope}`, true) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list')).toHaveTextContent(SAMPLE.customScope);
  },
};

/** After Allow: busy until the code arrives; the other choices wait. */
export const ConsentAllowing: Story = {
  args: { ...consent, busy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /allow|working/i })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** Allow failed on the network: the reason, and Allow tries again. */
export const ConsentFailed: Story = {
  args: { ...consent, error: { ftlId: 'auth-error-998' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Allow' })).toBeEnabled();
  },
};

/** A request that cannot be sent back (an unregistered redirect URI): what went wrong, no way on. */
export const Failed: Story = {
  args: { status: 'failed', error: { ftlId: 'oauth-error-103' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/can’t be completed/i);
    await expect(canvas.getByRole('alert')).toHaveTextContent(/an address it hasn't registered/);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The server could not be reached: Try again asks once more. */
export const FailedOnTheNetwork: Story = {
  args: { status: 'failed', error: { ftlId: 'auth-error-998' }, onRetry: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect((args as { onRetry: () => void }).onRetry).toHaveBeenCalledTimes(1);
  },
};
