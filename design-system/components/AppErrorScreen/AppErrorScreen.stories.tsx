import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppErrorScreen } from './AppErrorScreen';

const meta = {
  title: 'Components/AppErrorScreen',
  component: AppErrorScreen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const General: Story = {
  args: { variant: 'general' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/\S/);
    await expect(canvasElement.querySelectorAll('p')).toHaveLength(1);
  },
};

export const QueryParameterViolation: Story = {
  args: { variant: 'query-parameter-violation' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('p')).toHaveLength(0);
  },
};

export const InvalidSession: Story = { args: { variant: 'invalid-session' } };
