import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { codeStories, expectDigitsField } from '../../../lib/flow/codeStepStories';
import { SigninTokenCodePage } from './SigninTokenCodePage';
import { SAMPLE } from '../../../lib/flow/fixtures';
import { brandingLoaders, expectSharedBranding, withFlowBranding } from '../../../lib/flow/brandingStories';

const meta = {
  title: 'Pages/Signin/SigninTokenCodePage',
  component: SigninTokenCodePage,
  parameters: { layout: 'fullscreen' },
  args: { email: SAMPLE.email, senderEmail: SAMPLE.senderEmail, code: '', onCodeChange: fn(), onSubmit: fn(), onResend: fn() },
} satisfies Meta<typeof SigninTokenCodePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expectDigitsField({ args, canvasElement }, '1');
    await userEvent.click(canvas.getByRole('button', { name: /email new code/i }));
    await expect(args.onResend).toHaveBeenCalled();
  },
};

export const Filled: Story = codeStories.filled('123456');

/** A sync sign-in: approving it from another signed-in device is offered too. */
export const WithPushOffer: Story = {
  args: { pushHref: '/signin_push_code?service=sync', onNavigate: fn() },
  play: async ({ args, canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Approve from another signed-in device instead' });
    await expect(link).toHaveAttribute('href', '/signin_push_code?service=sync');
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledWith('/signin_push_code?service=sync');
  },
};

export const Submitting: Story = codeStories.submitting('123456');

export const WrongCode: Story = codeStories.wrongCode('111111', 'auth-error-183');

export const Expired: Story = {
  args: { code: '123456', expired: true, codeError: { ftlId: 'auth-error-153' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(/email new code/i);
    await expect(canvas.getByRole('button', { name: /email new code/i })).toBeInTheDocument();
  },
};

export const Resending: Story = {
  args: { code: '', resendStatus: 'sending' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /email new code/i })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Resent: Story = {
  args: { resendStatus: 'sent' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/a new code was sent to your email/i);
    // The banner asks to add our sending address to the contacts, not the person's own.
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/add \u2068?accounts@localhost\u2069? to your contacts/i);
    await expect(within(canvasElement).getByRole('status')).not.toHaveTextContent(/someone@example\.com/);
  },
};

export const Throttled: Story = codeStories.throttled('123456');

export const ServerError: Story = {
  args: { code: '123456', bannerError: { ftlId: 'auth-error-999' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/unexpected error/i);
    await expect(within(canvasElement).getByLabelText(/6-digit code/i)).toHaveValue('123456');
  },
};

/** In a relying party's flow: its shared branding (header logo, colours, split image, the submit's colour), from the app layout. */
export const Branded: Story = {
  args: { code: '123456' },
  decorators: [withFlowBranding()],
  loaders: brandingLoaders,
  play: async ({ canvasElement }) => expectSharedBranding(canvasElement, 'signin-token-code-submit'),
};
