import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import { tokens } from '../../tokens';
import { LoadingSpinner } from './LoadingSpinner';

const meta = {
  title: 'Components/LoadingSpinner',
  component: LoadingSpinner,
} satisfies Meta<typeof LoadingSpinner>;

export default meta;
type Story = StoryObj<typeof meta>;

const OnBrand = styled.div`
  display: inline-flex;
  padding: ${tokens.space.md};
  background: ${tokens.color.background.primary};
  border-radius: ${tokens.radius.md};
`;

export const Blue: Story = {
  play: async ({ canvasElement }) => {
    const spinner = within(canvasElement).getByRole('progressbar');
    await expect(spinner).toHaveAccessibleName(/\S/);
    await expect(spinner).not.toHaveAttribute('aria-valuenow');
  },
};

export const White: Story = {
  args: { colour: 'white' },
  render: (args) => (
    <OnBrand>
      <LoadingSpinner {...args} />
    </OnBrand>
  ),
};

export const Small: Story = { args: { size: 20 } };

export const FullScreen: Story = {
  args: { fullScreen: true },
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    const spinner = within(canvasElement).getByRole('progressbar');
    await expect(getComputedStyle(spinner).position).toBe('fixed');
  },
};
