import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SAMPLE } from '../../../lib/flow/fixtures';
import { ResetPasswordRecoveryChoicePage } from './ResetPasswordRecoveryChoicePage';

const meta = {
  title: 'Pages/Reset/ResetPasswordRecoveryChoicePage',
  component: ResetPasswordRecoveryChoicePage,
  parameters: { layout: 'fullscreen' },
  args: {
    factors: ['totp', 'backup-code', 'phone'],
    factor: 'totp',
    backupCodes: 8,
    phoneDigits: SAMPLE.phoneDigits,
    hasRecoveryKey: true,
    useRecoveryKey: true,
    onFactorChange: fn(),
    onUseRecoveryKeyChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof ResetPasswordRecoveryChoicePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A two-step account with every way: the three second factors, and the recovery key for the data. */
export const Everything: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/has two-step authentication/i)).toBeInTheDocument();
    const factors = within(canvas.getByRole('radiogroup', { name: /confirm with/i }));
    await expect(factors.getAllByRole('radio')).toHaveLength(3);
    await expect(factors.getByRole('radio', { name: /authenticator app/i })).toBeChecked();
    await expect(factors.getByRole('radio', { name: /backup authentication code \(\u2068?8\u2069? left\)/i })).toBeInTheDocument();
    await userEvent.click(factors.getByRole('radio', { name: new RegExp(`ending in .*${SAMPLE.phoneDigits}`) }));
    await expect(args.onFactorChange).toHaveBeenCalledWith('phone');
    const data = within(canvas.getByRole('radiogroup', { name: /your synced data/i }));
    await expect(data.getByRole('radio', { name: /account recovery key$/i })).toBeChecked();
    await userEvent.click(data.getByRole('radio', { name: /synced data will be lost/i }));
    await expect(args.onUseRecoveryKeyChange).toHaveBeenCalledWith(false);
    await userEvent.click(canvas.getByRole('button', { name: /continue/i }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

/** Only the ways the account has: no recovery phone, one backup code, no recovery key. */
export const OnlyWhatTheAccountHas: Story = {
  args: { factors: ['totp', 'backup-code'], backupCodes: 1, phoneDigits: undefined, hasRecoveryKey: false, useRecoveryKey: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('radiogroup')).toHaveLength(1);
    await expect(canvas.getAllByRole('radio')).toHaveLength(2);
    await expect(canvas.getByRole('radio', { name: /\(1 left\)/ })).toBeInTheDocument();
    await expect(canvas.queryByRole('radio', { name: /recovery phone/i })).toBeNull();
  },
};

/** An account without two-step authentication and with a recovery key: only the data's question. */
export const RecoveryKeyOnly: Story = {
  args: { factors: [], factor: undefined, useRecoveryKey: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('radiogroup')).toHaveLength(1);
    await expect(canvas.getByText(/has an account recovery key/i)).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: /synced data will be lost/i })).toBeChecked();
  },
};

export const Submitting: Story = {
  args: { factor: 'phone', submitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /continue/i })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The recovery phone cannot be texted now: the banner says why, the choice stays. */
export const TextLimitReached: Story = {
  args: { factor: 'phone', bannerError: { ftlId: 'auth-error-216' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(/text message limit reached/i);
    await expect(canvas.getByRole('radio', { name: /recovery phone/i })).toBeChecked();
  },
};
