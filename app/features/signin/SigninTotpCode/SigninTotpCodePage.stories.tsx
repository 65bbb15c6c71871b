import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SigninTotpCodePage } from './SigninTotpCodePage';

const meta = {
  title: 'Pages/Signin/SigninTotpCodePage',
  component: SigninTotpCodePage,
  parameters: { layout: 'fullscreen' },
  args: { code: '', onCodeChange: fn(), onSubmit: fn(), troubleHref: '/signin_recovery_choice', onNavigate: fn() },
} satisfies Meta<typeof SigninTotpCodePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText(/6-digit code/i);
    await expect(field).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(field, '4');
    await expect(args.onCodeChange).toHaveBeenCalledWith('4');
    const trouble = canvas.getByRole('link', { name: /trouble with code/i });
    await expect(trouble).toHaveAttribute('href', '/signin_recovery_choice');
    await userEvent.click(trouble);
    await expect(args.onNavigate).toHaveBeenCalledWith('/signin_recovery_choice');
  },
};

export const Filled: Story = {
  args: { code: '123456' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /confirm/i }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { code: '123456', submitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /confirm/i })).toHaveAttribute('aria-busy', 'true');
  },
};

export const CodeRequired: Story = {
  args: { codeError: { ftlId: 'auth-error-1053' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/two-step authentication code required/i)).toBeInTheDocument();
  },
};

export const WrongCode: Story = {
  args: { code: '000000', codeError: { ftlId: 'auth-error-1054' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/invalid two-step authentication code/i)).toBeInTheDocument();
    await expect(canvas.getByLabelText(/6-digit code/i)).toHaveValue('000000');
  },
};

export const Throttled: Story = {
  args: { code: '123456', bannerError: { ftlId: 'auth-error-114', args: { retryAfterLocalized: 'in 15 minutes' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/in 15 minutes/);
  },
};
