import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RequestRefusedPage } from './RequestRefused';

/**
 * A service's sign-in request refused before anyone signs in, where it
 * cannot be sent back to the service: what is wrong, in plain words.
 */
const meta = {
  title: 'Pages/OAuth/RequestRefusedPage',
  component: RequestRefusedPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RequestRefusedPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The link names a service the product does not know. */
export const UnknownService: Story = {
  args: { problem: 'unknown-service' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('We can’t sign you in to this service');
    await expect(canvas.getByText(/a service we don’t know/)).toBeVisible();
    await expect(canvas.getByText(/Nothing has changed in your account/)).toBeVisible();
  },
};

/** The service asked to send the person back to an address it never registered. */
export const UnregisteredReturn: Story = {
  args: { problem: 'unregistered-return' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/has not registered with us/)).toBeVisible();
  },
};

/** The link has no usable service in it. */
export const DamagedLink: Story = {
  args: { problem: 'damaged-link' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/incomplete or damaged/)).toBeVisible();
  },
};

/** The request can never succeed, and the service asked not to be sent errors back. */
export const CannotSucceed: Story = {
  args: { problem: 'cannot-succeed' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/in a way we can’t accept/)).toBeVisible();
  },
};

/** The request could not be checked (the network): said so, with Try again. */
export const NotChecked: Story = {
  args: { problem: 'damaged-link', error: { ftlId: 'auth-error-998' }, onRetry: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('We couldn’t check this sign-in request');
    await expect(canvas.getByRole('alert')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
