import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SAMPLE } from '../../../lib/flow/fixtures';
import { OAuthSuccessPage } from './OAuthSuccessPage';

const meta = {
  title: 'Pages/OAuth/OAuthSuccessPage',
  component: OAuthSuccessPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof OAuthSuccessPage>;

export default meta;
type Story = StoryObj<typeof OAuthSuccessPage>;

/** The sign-in is done: the service by name, and the way back to it. */
export const SignedIn: Story = {
  args: { status: 'ready', serviceName: SAMPLE.serviceName },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(heading).toHaveTextContent(/^You’re signed in to/);
    await expect(heading).toHaveTextContent(SAMPLE.serviceName);
    await expect(canvas.getByText(/close this tab/i)).toBeInTheDocument();
  },
};

/** The service's name is on its way. */
export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toBeInTheDocument();
  },
};

/** The client id in the address is no client's. */
export const UnknownService: Story = {
  args: { status: 'failed', error: { ftlId: 'oauth-error-101' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/isn't recognized/);
  },
};
