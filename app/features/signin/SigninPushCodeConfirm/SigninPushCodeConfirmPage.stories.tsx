import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SAMPLE_PUSH_SIGNIN } from '../../../lib/flow/fixtures';
import { SigninPushCodeConfirmPage } from './SigninPushCodeConfirmPage';

const meta = {
  title: 'Pages/Signin/SigninPushCodeConfirmPage',
  component: SigninPushCodeConfirmPage,
  parameters: { layout: 'fullscreen' },
  args: { details: SAMPLE_PUSH_SIGNIN, secureHref: '/settings/change_password' },
} satisfies Meta<typeof SigninPushCodeConfirmPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The notification named the device, the place and the address. */
export const WithDetails: Story = {
  play: async ({ canvasElement }) => {
    const details = canvasElement.querySelector('#signin-push-confirm-details');
    await expect(details).toHaveTextContent(SAMPLE_PUSH_SIGNIN.device);
    await expect(details).toHaveTextContent(SAMPLE_PUSH_SIGNIN.ipAddress);
    await expect(within(canvasElement).getByRole('link')).toHaveAttribute('href', '/settings/change_password');
  },
};

/** A notification that said nothing readable: the way to confirm alone. */
export const WithoutDetails: Story = {
  args: { details: {} },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('#signin-push-confirm-details')).toBeNull();
    await expect(canvasElement.querySelector('#signin-push-confirm-how')).toBeVisible();
  },
};
