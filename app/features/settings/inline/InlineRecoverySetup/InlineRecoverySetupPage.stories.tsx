import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SAMPLE } from '../../../../lib/flow/fixtures';
import { phoneNumberArgs } from '../../kit/storyParts';
import { SAMPLE_BACKUP_CODES, SAMPLE_PHONE } from '../../storySamples';
import { InlineRecoverySetupPage } from './InlineRecoverySetupPage';

const meta = {
  title: 'Pages/Inline/InlineRecoverySetupPage',
  component: InlineRecoverySetupPage,
  parameters: { layout: 'fullscreen' },
  args: {
    step: { kind: 'choose' },
    serviceName: SAMPLE.serviceName,
    onChooseCodes: fn(),
    onChoosePhone: fn(),
    onBack: fn(),
    onCopy: fn(async () => {}),
    onDownloadCodes: fn(),
    onPrintCodes: fn(),
    onCodesSaved: fn(),
    code: '',
    onCodeChange: fn(),
    onFinish: fn(),
    ...phoneNumberArgs(),
    onSend: fn(),
    resendStatus: 'idle',
    onResend: fn(),
  },
} satisfies Meta<typeof InlineRecoverySetupPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Backup codes or a recovery phone. */
export const Choose: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Choose a way back in');
    await userEvent.click(canvas.getByRole('button', { name: 'Use backup authentication codes' }));
    await expect(args.onChooseCodes).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Use a recovery phone' }));
    await expect(args.onChoosePhone).toHaveBeenCalled();
  },
};

/** The codes, shown once, with copy, download and print. */
export const CodesShown: Story = {
  args: { step: { kind: 'save-codes', codes: SAMPLE_BACKUP_CODES } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelectorAll('#settings-backup-codes li')).toHaveLength(SAMPLE_BACKUP_CODES.length);
    await userEvent.click(canvas.getByRole('button', { name: 'Download' }));
    await expect(args.onDownloadCodes).toHaveBeenCalled();
    await userEvent.click(canvasElement.querySelector<HTMLElement>('#inline-recovery-codes-saved')!);
    await expect(args.onCodesSaved).toHaveBeenCalled();
  },
};

/** One code typed back. */
export const ConfirmCode: Story = {
  args: { step: { kind: 'confirm-code' }, code: SAMPLE_BACKUP_CODES[0]! },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Finish and continue' }));
    await expect(args.onFinish).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

/** A code that is not one of those shown (1056), under the field. */
export const WrongBackupCode: Story = {
  args: { step: { kind: 'confirm-code' }, code: 'zzzzzzzzzz', codeError: { ftlId: 'auth-error-1056' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('#settings-backup-code-confirm')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Two-step being turned on. */
export const Finishing: Story = {
  args: { step: { kind: 'confirm-code' }, code: SAMPLE_BACKUP_CODES[0]!, busy: 'finish' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('#settings-backup-code-confirm-submit')).toHaveAttribute('aria-busy', 'true');
  },
};

/** A number for the recovery phone. */
export const Phone: Story = {
  args: { step: { kind: 'phone' }, number: SAMPLE_PHONE.typed },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(args.onSend).toHaveBeenCalled();
  },
};

/** A number that is none (129), under the field. */
export const PhoneInvalid: Story = {
  args: { step: { kind: 'phone' }, number: SAMPLE_PHONE.invalid, numberError: { ftlId: 'auth-error-129' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('#settings-recovery-phone-number')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The texted code, the number as its country writes it. */
export const PhoneCode: Story = {
  args: { step: { kind: 'phone-code', sentTo: SAMPLE_PHONE.nationalFormat }, code: '123456' },
  play: async ({ args, canvasElement }) => {
    await expect(canvasElement.querySelector('#settings-recovery-phone-sent')).toHaveTextContent(SAMPLE_PHONE.nationalFormat);
    await userEvent.click(canvasElement.querySelector<HTMLElement>('#settings-recovery-phone-code-submit')!);
    await expect(args.onFinish).toHaveBeenCalled();
  },
};

/** A wrong texted code (183), under the field. */
export const PhoneWrongCode: Story = {
  args: { step: { kind: 'phone-code', sentTo: SAMPLE_PHONE.nationalFormat }, code: '000000', codeError: { ftlId: 'auth-error-183' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('#settings-recovery-phone-code')).toHaveAttribute('aria-invalid', 'true');
  },
};
