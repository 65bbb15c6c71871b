import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SAMPLE } from '../../../lib/flow/fixtures';
import { SigninPushCodePage } from './SigninPushCodePage';

const meta = {
  title: 'Pages/Signin/SigninPushCodePage',
  component: SigninPushCodePage,
  parameters: { layout: 'fullscreen' },
  args: { email: SAMPLE.email, onUseEmailCode: fn() },
} satisfies Meta<typeof SigninPushCodePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting for another device to approve; the emailed code offered instead. */
export const Waiting: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Approve your sign-in');
    await expect(canvas.getByRole('status')).toHaveTextContent(/Waiting/);
    await userEvent.click(canvas.getByRole('button', { name: /email/ }));
    await expect(args.onUseEmailCode).toHaveBeenCalled();
  },
};

export const SendingCode: Story = {
  args: { sendingCode: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('#signin-push-use-email')).toHaveAttribute('aria-busy', 'true');
  },
};

export const CodeNotSent: Story = {
  args: { bannerError: { ftlId: 'auth-error-999' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
  },
};
