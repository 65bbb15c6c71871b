import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ILLUSTRATIONS } from './illustrations';
import type { IllustrationProps } from './Illustration';

function Gallery(props: IllustrationProps) {
  return (
    <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(5, 130px)', gap: '8px', listStyle: 'none', padding: 0 }}>
      {Object.entries(ILLUSTRATIONS).map(([name, Illustration]) => (
        <li key={name}>
          <Illustration {...props} />
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'Illustrations/Gallery',
  component: Gallery,
} satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Described: Story = {
  play: async ({ canvasElement }) => {
    const images = within(canvasElement).getAllByRole('img');
    await expect(images).toHaveLength(Object.keys(ILLUSTRATIONS).length);
    for (const image of images) await expect(image).toHaveAccessibleName(/\S/);
    for (const image of images) {
      const duration = Number(image.getAttribute('data-duration'));
      await expect(duration).toBeGreaterThanOrEqual(1500);
      await expect(duration).toBeLessThanOrEqual(5000);
    }
  },
};

export const Decorative: Story = {
  args: { decorative: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('img')).toHaveLength(0);
  },
};

export const Small: Story = { args: { size: 64 } };

export const StillUnderReducedMotion: Story = {
  globals: { reducedMotion: 'on' },
  play: async ({ canvasElement }) => {
    const moving = canvasElement.querySelector('.motion');
    if (!moving) throw new Error('no moving part');
    await expect(getComputedStyle(moving).animationName).toBe('none');
  },
};
