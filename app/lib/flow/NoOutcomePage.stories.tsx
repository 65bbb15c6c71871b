import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NoOutcomePage } from './outcome';

/**
 * What every page that reports an outcome (an account confirmed, a password reset, a sign-in
 * reported, a service connected) shows when it is opened without the steps that lead to it.
 */
const meta = {
  title: 'Flow kit/NoOutcomePage',
  component: NoOutcomePage,
  parameters: { layout: 'fullscreen' },
  args: { onStart: fn() },
} satisfies Meta<typeof NoOutcomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing is claimed: the page says so, and leads to the start page. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Nothing to confirm here');
    await userEvent.click(canvas.getByRole('button', { name: 'Go to the start page' }));
    await expect(args.onStart).toHaveBeenCalled();
  },
};
