import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SigninPage } from './SigninPage';
import { SAMPLE } from '../../../lib/flow/fixtures';

const meta = {
  title: 'Pages/Signin/SigninPage',
  component: SigninPage,
  parameters: { layout: 'fullscreen' },
  args: {
    variant: 'signin',
    email: SAMPLE.email,
    password: '',
    onPasswordChange: fn(),
    onSubmit: fn(),
    onUseDifferentAccount: fn(),
    resetPasswordHref: '/reset_password?email=someone%40example.com',
  },
} satisfies Meta<typeof SigninPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(SAMPLE.email)).toBeInTheDocument();
    const field = canvas.getByLabelText(/^password/i);
    await expect(field).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.type(field, 'x');
    await expect(args.onPasswordChange).toHaveBeenCalledWith('x');
    await userEvent.click(canvas.getByRole('button', { name: /use a different account/i }));
    await expect(args.onUseDifferentAccount).toHaveBeenCalled();
  },
};

export const Filled: Story = {
  args: { password: 'correct horse battery' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^sign in$/i }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

export const Stretching: Story = {
  args: { password: 'correct horse battery', status: 'stretching' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /working/i });
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const Submitting: Story = {
  args: { password: 'correct horse battery', status: 'submitting' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /working/i })).toHaveAttribute('aria-busy', 'true');
  },
};

export const PasswordRequired: Story = {
  args: { passwordError: { ftlId: 'auth-error-1010' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(/^password/i)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const WrongPassword: Story = {
  args: { password: 'wrong password', passwordError: { ftlId: 'auth-error-103' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/^password/i)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Incorrect password')).toBeInTheDocument();
    await expect(canvas.getByLabelText(/^password/i)).toHaveValue('wrong password');
  },
};

export const UnknownAccount: Story = {
  args: { password: 'correct horse battery', bannerError: { ftlId: 'auth-error-102' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Unknown account');
  },
};

export const Throttled: Story = {
  args: { password: 'correct horse battery', bannerError: { ftlId: 'auth-error-114', args: { retryAfterLocalized: SAMPLE.wait } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/in 15 minutes/);
  },
};

export const ThrottledWithoutTime: Story = {
  args: { password: 'correct horse battery', bannerError: { ftlId: 'auth-error-114-generic' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/try again later/i);
  },
};

export const ServerBusy: Story = {
  args: { password: 'correct horse battery', bannerError: { ftlId: 'auth-error-1039' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/server busy/i);
  },
};

export const Offline: Story = {
  args: { password: 'correct horse battery', bannerError: { ftlId: 'auth-error-203' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/system unavailable/i);
  },
};

export const ForceAuth: Story = {
  args: { variant: 'force-auth', onUseDifferentAccount: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/sign in to continue/i);
    await expect(canvas.queryByRole('button', { name: /use a different account/i })).toBeNull();
  },
};

/** /oauth/signin: 'to continue to {serviceName}' in the heading (SPEC §2.1). */
export const OAuthService: Story = {
  name: 'OAuth service',
  args: { serviceName: SAMPLE.serviceName },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(/to continue to \u2068?Monitor/i);
  },
};
