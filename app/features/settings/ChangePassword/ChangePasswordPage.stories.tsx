import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SAMPLE } from '../../../lib/flow/fixtures';
import { confirmedOnHome } from '../kit/storyParts';
import { ChangePasswordPage } from './ChangePasswordPage';

const TYPED = { current: 'the old passphrase', password: 'a new long passphrase', confirmation: 'a new long passphrase' };

const meta = {
  title: 'Pages/Settings/ChangePasswordPage',
  component: ChangePasswordPage,
  args: {
    values: { current: '', password: '', confirmation: '' },
    onChange: fn(),
    onSubmit: fn(),
    onCancel: fn(),
    onNavigate: fn(),
    forgotHref: `/reset_password?email=${encodeURIComponent(SAMPLE.email)}`,
  },
} satisfies Meta<typeof ChangePasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed yet: the three fields with the browser's password fill, the rules under the new one, Forgot password, Cancel and Change. */
export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Change password' })).toBeInTheDocument();
    const current = canvas.getByLabelText('Current password');
    await expect(current).toHaveAttribute('autocomplete', 'current-password');
    await expect(canvas.getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password');
    await expect(canvas.getByLabelText('Repeat new password')).toHaveAttribute('autocomplete', 'new-password');
    await userEvent.type(current, 'x');
    await expect(args.onChange).toHaveBeenCalledWith({ current: 'x', password: '', confirmation: '' });
    await userEvent.click(canvas.getByRole('link', { name: 'Forgot password?' }));
    await expect(args.onNavigate).toHaveBeenCalledWith(args.forgotHref);
    await userEvent.click(canvas.getByRole('link', { name: 'Back to settings' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/settings#security');
  },
};

/** Filled in: Change sends, Cancel leaves. */
export const Filled: Story = {
  args: { values: TYPED },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(args.onSubmit).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

/** A new password that breaks a rule: the rule's message under the field, with the rules still described. */
export const RulesShown: Story = {
  args: { values: { ...TYPED, password: 'short', confirmation: 'short' }, errors: { password: { ftlId: 'auth-error-1009' } } },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText('New password');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/Must be at least 8 characters/);
    await expect(field).toHaveValue('short');
  },
};

/** The new password found in known breaches by the check made on submit: said under its field, with what was typed kept. */
export const Breached: Story = {
  args: { values: { ...TYPED, password: 'corvette1985', confirmation: 'corvette1985' }, errors: { password: { ftlId: 'auth-error-1068' } } },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText('New password');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveValue('corvette1985');
    await expect(field).toHaveAccessibleDescription(/appeared in known data breaches/);
  },
};

/** The same password again (SPEC §5.4: it must differ). */
export const SameAsCurrent: Story = {
  args: { values: { current: TYPED.current, password: TYPED.current, confirmation: TYPED.current }, errors: { password: { ftlId: 'auth-error-1008' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('New password')).toHaveAccessibleDescription(/must be different/);
  },
};

/** The server says the current password is wrong: under that field, and everything typed stays. */
export const WrongCurrentPassword: Story = {
  args: { values: TYPED, errors: { current: { ftlId: 'auth-error-103' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const current = canvas.getByLabelText('Current password');
    await expect(current).toHaveAttribute('aria-invalid', 'true');
    await expect(current).toHaveAccessibleDescription(/Incorrect password/);
    await expect(current).toHaveValue(TYPED.current);
    await expect(canvas.getByLabelText('New password')).toHaveValue(TYPED.password);
  },
};

/** The repeated password differs. */
export const Mismatch: Story = {
  args: { values: { ...TYPED, confirmation: 'a new long passphrasf' }, errors: { confirmation: { ftlId: 'auth-error-1004' } } },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText('Repeat new password');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/Passwords do not match/);
  },
};

/** Stretching and sending: the button is busy. */
export const Busy: Story = {
  args: { values: TYPED, busy: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('#settings-change-password-save')).toHaveAttribute('aria-busy', 'true');
  },
};

/** Any other failure: a banner, announced, with every field kept. */
export const Failed: Story = {
  args: { values: TYPED, bannerError: { ftlId: 'auth-error-114', args: { retryAfterLocalized: 'in 15 minutes' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(/tried too many times/);
    await expect(canvas.getByLabelText('Current password')).toHaveValue(TYPED.current);
  },
};

/** Done: the settings home says so at the top, politely. */
export const Success: Story = confirmedOnHome('settings-password-changed', 'Password changed');
