import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { confirmedOnHome } from '../kit/storyParts';
import { CreatePasswordPage } from './CreatePasswordPage';

const TYPED = { password: 'a new long passphrase', confirmation: 'a new long passphrase' };

const meta = {
  title: 'Pages/Settings/CreatePasswordPage',
  component: CreatePasswordPage,
  args: { values: { password: '', confirmation: '' }, onChange: fn(), onSubmit: fn(), onCancel: fn(), onNavigate: fn() },
} satisfies Meta<typeof CreatePasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed yet: the new password with its rules, its repetition, Cancel and Create. */
export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Create a password' })).toBeInTheDocument();
    const field = canvas.getByLabelText('New password');
    await expect(field).toHaveAttribute('autocomplete', 'new-password');
    await expect(field).toHaveAccessibleDescription(/8 characters/);
    await userEvent.type(field, 'x');
    await expect(args.onChange).toHaveBeenCalledWith({ password: 'x', confirmation: '' });
    await userEvent.click(canvas.getByRole('link', { name: 'Back to settings' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/settings#security');
  },
};

export const Filled: Story = {
  args: { values: TYPED },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create password' }));
    await expect(args.onSubmit).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

/** A rule broken: said under the field. */
export const RulesShown: Story = {
  args: { values: { password: 'password1', confirmation: 'password1' }, errors: { password: { ftlId: 'auth-error-1058' } } },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText('New password');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/too common/);
  },
};

/** Found in known breaches by the check made on submit: said under the field, with what was typed kept. */
export const Breached: Story = {
  args: { values: { password: 'corvette1985', confirmation: 'corvette1985' }, errors: { password: { ftlId: 'auth-error-1068' } } },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText('New password');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveValue('corvette1985');
    await expect(field).toHaveAccessibleDescription(/appeared in known data breaches/);
  },
};

export const Mismatch: Story = {
  args: { values: { ...TYPED, confirmation: 'something else' }, errors: { confirmation: { ftlId: 'auth-error-1004' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Repeat new password')).toHaveAccessibleDescription(/Passwords do not match/);
  },
};

export const Busy: Story = {
  args: { values: TYPED, busy: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('#settings-create-password-save')).toHaveAttribute('aria-busy', 'true');
  },
};

/** Set meanwhile elsewhere (206): a banner, the fields kept. */
export const AlreadySet: Story = {
  args: { values: TYPED, bannerError: { ftlId: 'auth-error-206' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(/password already set/);
    await expect(canvas.getByLabelText('New password')).toHaveValue(TYPED.password);
  },
};

/** Done: the settings home says so at the top, politely. */
export const Success: Story = confirmedOnHome('settings-password-created', 'Password created');
