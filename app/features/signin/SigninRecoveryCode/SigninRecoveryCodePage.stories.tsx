import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { codeStories } from '../../../lib/flow/codeStepStories';
import { SigninRecoveryCodePage } from './SigninRecoveryCodePage';

const meta = {
  title: 'Pages/Signin/SigninRecoveryCodePage',
  component: SigninRecoveryCodePage,
  parameters: { layout: 'fullscreen' },
  args: { code: '', onCodeChange: fn(), onSubmit: fn(), choiceHref: '/signin_recovery_choice' },
} satisfies Meta<typeof SigninRecoveryCodePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText(/10-character code/i);
    await expect(field).toHaveAttribute('inputmode', 'text');
    await userEvent.type(field, 'A');
    await expect(args.onCodeChange).toHaveBeenCalledWith('a');
    await expect(canvas.getByRole('link', { name: /choose another method/i })).toHaveAttribute('href', '/signin_recovery_choice');
  },
};

export const Filled: Story = codeStories.filled('abcd1234ef');

export const Submitting: Story = codeStories.submitting('abcd1234ef');

export const CodeRequired: Story = {
  args: { codeError: { ftlId: 'auth-error-1055' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/backup authentication code required/i)).toBeInTheDocument();
  },
};

export const WrongCode: Story = codeStories.wrongCode('zzzz9999zz', 'auth-error-1056', /backup|code/i);

export const Throttled: Story = codeStories.throttled('abcd1234ef', /backup|code/i);
