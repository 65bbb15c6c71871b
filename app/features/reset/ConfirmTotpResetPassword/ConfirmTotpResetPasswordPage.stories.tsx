import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { codeStories, expectDigitsField } from '../../../lib/flow/codeStepStories';
import { ConfirmTotpResetPasswordPage } from './ConfirmTotpResetPasswordPage';

const meta = {
  title: 'Pages/Reset/ConfirmTotpResetPasswordPage',
  component: ConfirmTotpResetPasswordPage,
  parameters: { layout: 'fullscreen' },
  args: { code: '', onCodeChange: fn(), onSubmit: fn(), choiceHref: '/reset_password_totp_recovery_choice', onNavigate: fn() },
} satisfies Meta<typeof ConfirmTotpResetPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/from your authenticator app/i)).toBeInTheDocument();
    await expectDigitsField({ args, canvasElement }, '4');
    await userEvent.click(canvas.getByRole('link', { name: /choose another way/i }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/reset_password_totp_recovery_choice');
  },
};

/** The authenticator is the account's only way: no link to others. */
export const OnlyWay: Story = {
  args: { choiceHref: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: /choose another way/i })).toBeNull();
  },
};

export const Filled: Story = codeStories.filled('123456');

export const Submitting: Story = codeStories.submitting('123456');

export const CodeRequired: Story = {
  args: { code: '12', codeError: { ftlId: 'auth-error-1053' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/two-step authentication code required/i)).toBeInTheDocument();
  },
};

export const WrongCode: Story = codeStories.wrongCode('000000', 'auth-error-1054');

/** The code was right but was just used (220): wait for the next one, said under the field, the code kept. */
export const CodeJustUsed: Story = {
  ...codeStories.wrongCode('123456', 'auth-error-220'),
  play: async (context) => {
    await codeStories.wrongCode('123456', 'auth-error-220').play!(context);
    await expect(within(context.canvasElement).getByText(/wait for the next code/i)).toBeInTheDocument();
  },
};

export const Throttled: Story = codeStories.throttled('123456');
