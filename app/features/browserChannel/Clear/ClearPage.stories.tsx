import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ClearPage } from './ClearPage';

const meta = {
  title: 'Pages/BrowserChannel/ClearPage',
  component: ClearPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ClearPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Stored data cleared' })).toBeInTheDocument();
    await expect(canvas.getByText(/no longer keeps any .*account data for this site/)).toBeInTheDocument();
  },
};
