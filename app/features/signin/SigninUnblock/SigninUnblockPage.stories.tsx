import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { codeStories } from '../../../lib/flow/codeStepStories';
import { SigninUnblockPage } from './SigninUnblockPage';
import { SAMPLE } from '../../../lib/flow/fixtures';

const meta = {
  title: 'Pages/Signin/SigninUnblockPage',
  component: SigninUnblockPage,
  parameters: { layout: 'fullscreen' },
  args: { email: SAMPLE.email, senderEmail: SAMPLE.senderEmail, code: '', onCodeChange: fn(), onSubmit: fn(), onResend: fn() },
} satisfies Meta<typeof SigninUnblockPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/someone@example.com/)).toBeInTheDocument();
    const field = canvas.getByLabelText(/authorization code/i);
    await expect(field).toHaveAttribute('inputmode', 'text');
    await expect(field).toHaveAttribute('maxlength', '8');
    await userEvent.type(field, 'a');
    await expect(args.onCodeChange).toHaveBeenCalledWith('A');
  },
};

export const Filled: Story = codeStories.filled('ABCD1234', /continue/i);

export const Submitting: Story = codeStories.submitting('ABCD1234', /continue/i);

export const CodeRequired: Story = {
  args: { code: 'ABC', codeError: { ftlId: 'auth-error-1043' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/authorization code required/i)).toBeInTheDocument();
  },
};

export const WrongCode: Story = codeStories.wrongCode('ZZZZ9999', 'auth-error-127', /authorization code/i);

export const Resent: Story = {
  args: { resendStatus: 'sent' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/a new code was sent/i);
    // The banner asks to add our sending address to the contacts, not the person's own.
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/add \u2068?accounts@localhost\u2069? to your contacts/i);
    await expect(within(canvasElement).getByRole('status')).not.toHaveTextContent(/someone@example\.com/);
  },
};

export const Throttled: Story = codeStories.throttled('ABCD1234', /authorization code/i);
