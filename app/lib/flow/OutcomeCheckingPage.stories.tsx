import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OutcomeCheckingPage } from './outcome';

/**
 * What a page that reports an outcome shows while it checks that the outcome happened (for
 * example, that the service is among the account's connected services): a busy indicator and no claim.
 */
const meta = {
  title: 'Flow kit/OutcomeCheckingPage',
  component: OutcomeCheckingPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof OutcomeCheckingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing is claimed yet: a neutral heading and a busy indicator. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Checking…');
    await expect(canvas.getByRole('progressbar')).toBeInTheDocument();
  },
};
