import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SAMPLE } from '../../../lib/flow/fixtures';
import { AccountRecoveryConfirmKeyPage } from './AccountRecoveryConfirmKeyPage';

const meta = {
  title: 'Pages/Reset/AccountRecoveryConfirmKeyPage',
  component: AccountRecoveryConfirmKeyPage,
  parameters: { layout: 'fullscreen' },
  args: { code: '', onCodeChange: fn(), onSubmit: fn(), withoutKeyHref: '/complete_reset_password', onNavigate: fn() },
} satisfies Meta<typeof AccountRecoveryConfirmKeyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A sample key of the shape people are given: 32 characters in groups of 4. */
const KEY = 'A1B2 C3D4 E5F6 G7H8 J9K0 M1N2 P3Q4 R5S6';
const FIELD = /^account recovery key/i;

/** What is typed or pasted is shown in groups of 4, in capitals, without the dashes pasted with it. */
export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText(FIELD);
    await expect(field).toHaveAttribute('autocomplete', 'off');
    await expect(field).toHaveAttribute('spellcheck', 'false');
    await userEvent.click(field);
    await userEvent.paste('a1b2-c3d4-e5');
    await expect(args.onCodeChange).toHaveBeenLastCalledWith('A1B2 C3D4 E5');
    await userEvent.click(canvas.getByRole('link', { name: /don’t have your account recovery key/i }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/complete_reset_password');
  },
};

/** The hint saved in settings, shown as written above the field (isolated, so a left-to-right hint reads right in Hebrew). */
export const WithHint: Story = {
  args: { hint: SAMPLE.recoveryKeyHint },
  play: async ({ canvasElement }) => {
    const hint = canvasElement.querySelector('#account-recovery-confirm-key-hint');
    await expect(hint).toHaveTextContent(/Your hint: .?Blue folder, top shelf.?$/);
  },
};

export const Filled: Story = {
  args: { code: KEY },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(FIELD)).toHaveValue(KEY);
    await userEvent.click(canvas.getByRole('button', { name: /confirm account recovery key/i }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { code: KEY, submitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /confirm account recovery key/i })).toHaveAttribute('aria-busy', 'true');
  },
};

export const KeyRequired: Story = {
  args: { codeError: { ftlId: 'auth-error-1059' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/account recovery key required/i)).toBeInTheDocument();
  },
};

/** Not the account's key: said under the field, which keeps what was typed. */
export const InvalidKey: Story = {
  args: { code: KEY, codeError: { ftlId: 'auth-error-159' } },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText(FIELD);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveValue(KEY);
    await expect(within(canvasElement).getByText(/invalid account recovery key/i)).toBeInTheDocument();
  },
};

export const Throttled: Story = {
  args: { code: KEY, bannerError: { ftlId: 'auth-error-114', args: { retryAfterLocalized: SAMPLE.wait } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/in 15 minutes/);
    await expect(within(canvasElement).getByLabelText(FIELD)).toHaveValue(KEY);
  },
};

