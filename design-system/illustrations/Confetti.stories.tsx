import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Confetti } from './Confetti';

const meta = {
  title: 'Illustrations/Confetti',
  component: Confetti,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Confetti>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Celebration: Story = {
  globals: { reducedMotion: 'off' },
  play: async ({ canvasElement }) => {
    const layer = canvasElement.ownerDocument.querySelector('[data-confetti]');
    if (document.documentElement.dataset.reducedMotion === 'reduce') {
      await expect(layer).toBeNull();
      return;
    }
    await expect(layer).toHaveAttribute('aria-hidden', 'true');
    const delays = [...(layer?.children ?? [])].map((piece) => parseFloat((piece as HTMLElement).style.animationDelay));
    await expect(Math.min(...delays)).toBe(100);
    await expect(Math.max(...delays)).toBe(1500);
  },
};

export const HiddenUnderReducedMotion: Story = {
  globals: { reducedMotion: 'on' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.querySelector('[data-confetti]')).toBeNull();
  },
};
