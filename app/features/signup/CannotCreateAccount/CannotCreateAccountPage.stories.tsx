import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CannotCreateAccountPage } from './CannotCreateAccountPage';

const meta = {
  title: 'Pages/Signup/CannotCreateAccountPage',
  component: CannotCreateAccountPage,
  parameters: { layout: 'fullscreen' },
  args: { onBack: fn() },
} satisfies Meta<typeof CannotCreateAccountPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(args.onBack).toHaveBeenCalled();
  },
};
