import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WordMark } from './WordMark';

const meta = {
  title: 'Illustrations/WordMark',
  component: WordMark,
} satisfies Meta<typeof WordMark>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The product's mark, named by the product for assistive technology. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img')).toHaveAccessibleName(/\S/);
  },
};

export const Large: Story = {
  args: { height: 64 },
};

export const Decorative: Story = {
  args: { decorative: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};
