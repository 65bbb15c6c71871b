import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SigninBouncedPage } from './SigninBouncedPage';
import { SAMPLE } from '../../../lib/flow/fixtures';

const meta = {
  title: 'Pages/Signin/SigninBouncedPage',
  component: SigninBouncedPage,
  parameters: { layout: 'fullscreen' },
  args: { email: SAMPLE.email, onUseDifferentAccount: fn() },
} satisfies Meta<typeof SigninBouncedPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/someone@example.com/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /use a different account/i }));
    await expect(args.onUseDifferentAccount).toHaveBeenCalled();
  },
};
