import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SAMPLE } from '../../../lib/flow/fixtures';
import { ResetPasswordPage } from './ResetPasswordPage';

const meta = {
  title: 'Pages/Reset/ResetPasswordPage',
  component: ResetPasswordPage,
  parameters: { layout: 'fullscreen' },
  args: { email: '', onEmailChange: fn(), onSubmit: fn(), signinHref: '/signin', onNavigate: fn() },
} satisfies Meta<typeof ResetPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText(/^email/i);
    await expect(field).toHaveAttribute('type', 'email');
    await expect(field).toHaveAttribute('autocomplete', 'email');
    await userEvent.type(field, 'a');
    await expect(args.onEmailChange).toHaveBeenCalledWith('a');
    await expect(canvas.getByText(/send a confirmation code/i)).toBeInTheDocument();
  },
};

/** Prefilled with the address sign-in or the entry page had; 'Send code' sends it. */
export const Prefilled: Story = {
  args: { email: SAMPLE.email, signinHref: `/signin?email=${encodeURIComponent(SAMPLE.email)}` },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/^email/i)).toHaveValue(SAMPLE.email);
    await userEvent.click(canvas.getByRole('button', { name: /send code/i }));
    await expect(args.onSubmit).toHaveBeenCalled();
    const signin = canvas.getByRole('link', { name: /remember your password/i });
    await userEvent.click(signin);
    await expect(args.onNavigate).toHaveBeenCalledWith(`/signin?email=${encodeURIComponent(SAMPLE.email)}`);
  },
};

export const Submitting: Story = {
  args: { email: SAMPLE.email, submitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /send code/i })).toHaveAttribute('aria-busy', 'true');
  },
};

/** No account has this address: said under the field, which keeps it. */
export const UnknownAccount: Story = {
  args: { email: SAMPLE.otherEmail, emailError: { ftlId: 'auth-error-102' } },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText(/^email/i);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveValue(SAMPLE.otherEmail);
    await expect(within(canvasElement).getByText('Unknown account')).toBeInTheDocument();
  },
};

export const InvalidEmail: Story = {
  args: { email: 'someone@', emailError: { ftlId: 'auth-error-1011' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/valid email required/i)).toBeInTheDocument();
  },
};

/** Too many codes asked for: the banner gives the wait, the address stays. */
export const Throttled: Story = {
  args: { email: SAMPLE.email, bannerError: { ftlId: 'auth-error-114', args: { retryAfterLocalized: SAMPLE.wait } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/in 15 minutes/);
    await expect(within(canvasElement).getByLabelText(/^email/i)).toHaveValue(SAMPLE.email);
  },
};

/** Begun from a relying service's sign-in: the heading names it. */
export const ForAService: Story = {
  args: { email: SAMPLE.email, serviceName: SAMPLE.serviceName },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(SAMPLE.serviceName);
  },
};
