import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { codeStories } from '../../../lib/flow/codeStepStories';
import { ConfirmSignupCodePage } from './ConfirmSignupCodePage';
import { SAMPLE } from '../../../lib/flow/fixtures';
import { brandingLoaders, expectSharedBranding, withFlowBranding } from '../../../lib/flow/brandingStories';

const meta = {
  title: 'Pages/Signup/ConfirmSignupCodePage',
  component: ConfirmSignupCodePage,
  parameters: { layout: 'fullscreen' },
  args: {
    email: SAMPLE.email,
    code: '',
    senderEmail: SAMPLE.senderEmail,
    onCodeChange: fn(),
    onSubmit: fn(),
    onResend: fn(),
  },
} satisfies Meta<typeof ConfirmSignupCodePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('textbox'), '1');
    await expect(args.onCodeChange).toHaveBeenCalledWith('1');
  },
};

export const Filled: Story = codeStories.filled('123456');

export const Submitting: Story = codeStories.submitting('123456');

export const MissingCode: Story = {
  args: { code: '12', codeError: { ftlId: 'auth-error-1060' } },
};

export const WrongCode: Story = codeStories.wrongCode('000000', 'auth-error-183');

export const ExpiredCode: Story = {
  args: { code: '123456', expired: true, codeError: { ftlId: 'auth-error-153' } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /new code/i }));
    await expect(args.onResend).toHaveBeenCalled();
  },
};

export const Resending: Story = codeStories.resending();

export const Resent: Story = {
  args: { resendStatus: 'sent' },
  play: async ({ canvasElement }) => {
    // The banner asks to add our sending address to the contacts, not the person's own.
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/add \u2068?accounts@localhost\u2069? to your contacts/i);
    await expect(within(canvasElement).getByRole('status')).not.toHaveTextContent(/someone@example\.com/);
  },
};

export const ResendLimitReached: Story = {
  args: { resendStatus: 'sent', resendLimitReached: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /new code/i })).toBeNull();
  },
};

export const ServerError: Story = {
  args: { code: '123456', bannerError: { ftlId: 'auth-error-998' } },
};

export const Throttled: Story = codeStories.throttled('123456');

/** In a relying party's flow: its shared branding (header logo, colours, split image, the submit's colour), from the app layout. */
export const Branded: Story = {
  args: { code: '123456' },
  decorators: [withFlowBranding()],
  loaders: brandingLoaders,
  play: async ({ canvasElement }) => expectSharedBranding(canvasElement, 'confirm-signup-code-submit'),
};
