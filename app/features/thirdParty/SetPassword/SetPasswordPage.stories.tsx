import type { Meta, StoryObj } from '@storybook/react-vite';
import { expectTermsAgreement } from '../../../lib/flow/termsAgreementStories';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SAMPLE } from '../../../lib/flow/fixtures';
import { SetPasswordPage } from './SetPasswordPage';

const ALL = { bookmarks: true, history: true, passwords: true, addons: true, tabs: true, prefs: true };
const TYPED = { password: 'a new long passphrase', confirmation: 'a new long passphrase' };

const meta = {
  title: 'Pages/ThirdParty/SetPasswordPage',
  component: SetPasswordPage,
  parameters: { layout: 'fullscreen' },
  args: { email: SAMPLE.email, values: { password: '', confirmation: '' }, engines: ALL, onChange: fn(), onEngineChange: fn(), onSubmit: fn() },
} satisfies Meta<typeof SetPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed: the password, its repetition and every engine chosen. */
export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Create a password to sync' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(6);
    await expectTermsAgreement(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'History' }));
    await expect(args.onEngineChange).toHaveBeenCalledWith('history', false);
  },
};

/** Typed, one engine left out: the submit sends. */
export const Filled: Story = {
  args: { values: TYPED, engines: { ...ALL, history: false } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'History' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Start syncing' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

/** A repetition that differs, said under its field. */
export const Mismatch: Story = {
  args: { values: { password: TYPED.password, confirmation: 'another' }, errors: { confirmation: { ftlId: 'auth-error-1004' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Passwords do not match')).toBeInTheDocument();
  },
};

/** Found in known breaches by the check made on submit: said under the field, with what was typed kept. */
export const Breached: Story = {
  args: { values: { password: 'corvette1985', confirmation: 'corvette1985' }, errors: { password: { ftlId: 'auth-error-1068' } } },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText('Password', { exact: true });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveValue('corvette1985');
    await expect(field).toHaveAccessibleDescription(/appeared in known data breaches/);
  },
};

/** Being created. */
export const Busy: Story = {
  args: { values: TYPED, busy: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('#third-party-set-password-submit')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The server could not be reached: a banner, nothing typed lost. */
export const Failed: Story = {
  args: { values: TYPED, bannerError: { ftlId: 'auth-error-998' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toBeInTheDocument();
    await expect(canvas.getByLabelText('Password', { exact: true })).toHaveValue(TYPED.password);
  },
};
