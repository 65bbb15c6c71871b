import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SignupConfirmedPage } from './SignupConfirmedPage';

const meta = {
  title: 'Pages/Signup/SignupConfirmedPage',
  component: SignupConfirmedPage,
  parameters: { layout: 'fullscreen' },
  args: { onContinue: fn() },
} satisfies Meta<typeof SignupConfirmedPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Confirmed: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(args.onContinue).toHaveBeenCalled();
  },
};

export const Verified: Story = {
  args: { variant: 'verified' },
};
