import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SAMPLE } from '../../../lib/flow/fixtures';
import { CompleteResetPasswordPage } from './CompleteResetPasswordPage';

const meta = {
  title: 'Pages/Reset/CompleteResetPasswordPage',
  component: CompleteResetPasswordPage,
  parameters: { layout: 'fullscreen' },
  args: { variant: 'new-key', email: SAMPLE.email, values: { password: '', confirmation: '' }, onChange: fn(), onSubmit: fn(), onNavigate: fn() },
} satisfies Meta<typeof CompleteResetPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const FILLED = { password: 'a long new password', confirmation: 'a long new password' };

/** Without the recovery key: before the fields, the warning that the synced data will be lost. */
export const DataWillBeLost: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const warning = canvas.getByText(/your synced data will be lost/i);
    const field = canvas.getByLabelText(/^new password/i);
    // The warning comes first in reading order, so it is met before anything is typed.
    await expect(warning.compareDocumentPosition(field) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(field).toHaveAttribute('autocomplete', 'new-password');
    await expect(canvas.getByLabelText(/^repeat new password/i)).toHaveAttribute('autocomplete', 'new-password');
    await userEvent.type(field, 'x');
    await expect(args.onChange).toHaveBeenCalledWith({ password: 'x', confirmation: '' });
    await expect(canvas.queryByRole('link', { name: /use my account recovery key/i })).toBeNull();
  },
};

/** The account has a recovery key the person chose not to use: a way back to it under the form. */
export const WithTheKeyToGoBackTo: Story = {
  args: { useKeyHref: '/account_recovery_confirm_key' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: /use my account recovery key instead/i }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/account_recovery_confirm_key');
  },
};

/** With the recovery key: no warning, the data is kept. */
export const DataKept: Story = {
  args: { variant: 'kept-key', values: FILLED },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(/will be lost/i)).toBeNull();
    await expect(canvas.getByText(/opened your synced data/i)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /reset password/i }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

export const TooShort: Story = {
  args: { values: { password: 'short', confirmation: 'short' }, errors: { password: { ftlId: 'auth-error-1009' } } },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText(/^new password/i);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveValue('short');
    await expect(within(canvasElement).getByText(/must be at least 8 characters/i)).toBeInTheDocument();
  },
};

/** Found in known breaches by the check made on submit: said under the field, with what was typed kept. */
export const Breached: Story = {
  args: { values: { password: 'corvette1985', confirmation: 'corvette1985' }, errors: { password: { ftlId: 'auth-error-1068' } } },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText(/^new password/i);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveValue('corvette1985');
    await expect(field).toHaveAccessibleDescription(/appeared in known data breaches/);
  },
};

export const DoNotMatch: Story = {
  args: { values: { password: 'a long new password', confirmation: 'a long new passwore' }, errors: { confirmation: { ftlId: 'auth-error-1004' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(/^repeat new password/i)).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByText(/passwords do not match/i)).toBeInTheDocument();
  },
};

/** While the password is stretched the button is busy and says so. */
export const Stretching: Story = {
  args: { values: FILLED, stage: 'stretching' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /working/i });
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

/** The reset's time ran out: the banner says so and the typed password stays. */
export const Failed: Story = {
  args: { values: FILLED, bannerError: { ftlId: 'auth-error-110' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/invalid session/i);
    await expect(within(canvasElement).getByLabelText(/^new password/i)).toHaveValue(FILLED.password);
  },
};
