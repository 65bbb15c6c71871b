import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SigninDonePage } from './SigninDonePage';

const meta = {
  title: 'Pages/Signin/SigninDonePage',
  component: SigninDonePage,
  parameters: { layout: 'fullscreen' },
  args: { status: 'confirmed', onContinue: fn() },
} satisfies Meta<typeof SigninDonePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Confirmed: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/sign-in confirmed/i);
    await userEvent.click(canvas.getByRole('button', { name: /continue/i }));
    await expect(args.onContinue).toHaveBeenCalled();
  },
};

export const ConfirmedOnAnotherDevice: Story = {
  args: { onContinue: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/close this tab/i)).toBeInTheDocument();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Confirming: Story = {
  args: { status: 'confirming', onContinue: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/working/i)).toBeInTheDocument();
  },
};

export const LinkDamaged: Story = {
  args: { status: 'failed', onContinue: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/confirmation link damaged/i);
  },
};

export const CodeExpired: Story = {
  args: { status: 'failed', error: { ftlId: 'auth-error-153' }, onContinue: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/expired/i);
  },
};
