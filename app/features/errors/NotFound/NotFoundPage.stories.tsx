import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NotFoundPage } from './NotFoundPage';

const meta = {
  title: 'Pages/Errors/NotFoundPage',
  component: NotFoundPage,
  parameters: { layout: 'fullscreen' },
  args: { homeHref: '/' },
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Any address the product does not serve: the heading, why, and the way home. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/page not found/i);
    await expect(canvas.getByRole('link', { name: /home page/i })).toHaveAttribute('href', '/');
  },
};
