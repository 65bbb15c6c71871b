import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SigninReportedPage } from './SigninReportedPage';

const meta = {
  title: 'Pages/Report/SigninReportedPage',
  component: SigninReportedPage,
  parameters: { layout: 'fullscreen' },
  args: { resetPasswordHref: '/reset_password', onNavigate: fn() },
} satisfies Meta<typeof SigninReportedPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The report was taken: thanks, what it changed, and the way to a new password. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Thank you for your vigilance');
    await expect(canvas.getByText(/no longer works/)).toBeInTheDocument();
    const link = canvas.getByRole('link', { name: 'Reset your password' });
    await expect(link).toHaveAttribute('href', '/reset_password');
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledWith('/reset_password');
  },
};
