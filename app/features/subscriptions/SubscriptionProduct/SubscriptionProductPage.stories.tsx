import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SAMPLE } from '../../../lib/flow/fixtures';
import { SubscriptionProductPage } from './SubscriptionProductPage';

const meta = {
  title: 'Pages/Subscriptions/SubscriptionProductPage',
  component: SubscriptionProductPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SubscriptionProductPage>;

export default meta;
type Story = StoryObj<typeof SubscriptionProductPage>;

/** The product by its name, and the way to the account that manages it. */
export const Product: Story = {
  args: { status: 'ready', productName: SAMPLE.productName },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(SAMPLE.productName);
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/settings');
  },
};

/** The product is being looked up. */
export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeVisible();
  },
};

/** The address names no product (an unknown or malformed id). */
export const NotFound: Story = {
  args: { status: 'not-found' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Subscription not found');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The look-up failed: why, and a retry. */
export const LookupFailed: Story = {
  args: { status: 'error', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toBeVisible();
    await userEvent.click(canvas.getByRole('button'));
    await expect((args as { onRetry: () => void }).onRetry).toHaveBeenCalledOnce();
  },
};

/** A retry under way. */
export const Retrying: Story = {
  args: { status: 'error', onRetry: fn(), retrying: true },
};
