import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SAMPLE } from '../../../lib/flow/fixtures';
import { phoneNumberArgs } from '../kit/storyParts';
import { SAMPLE_BACKUP_CODES, SAMPLE_PHONE, SAMPLE_TOTP } from '../storySamples';
import { authenticatorEntry } from '../twoStep';
import { TwoStepPage } from './TwoStepPage';
import type { TwoStepStep } from './TwoStepPage';

const SECRET = SAMPLE_TOTP.secret;
const ISSUER = SAMPLE_TOTP.issuer;
const URI = `otpauth://totp/${encodeURIComponent(ISSUER)}:${encodeURIComponent(SAMPLE.email)}?issuer=${encodeURIComponent(ISSUER)}&secret=${SECRET}&algorithm=SHA1&digits=6&period=30`;
const CODES = [...SAMPLE_BACKUP_CODES];

const scan = (mode: 'setup' | 'replace'): TwoStepStep => ({ kind: 'scan', mode, secret: SECRET, uri: URI, entry: authenticatorEntry(URI) });

/** Cancel and the step's submit share one row, as on every settings page: Cancel first, the submit last, on one line. */
async function expectOneButtonRow(canvasElement: HTMLElement, submitName: string): Promise<void> {
  const canvas = within(canvasElement);
  const cancel = canvas.getByRole('button', { name: 'Cancel' });
  const submit = canvas.getByRole('button', { name: submitName });
  await expect(cancel.parentElement).toBe(submit.parentElement);
  await expect(cancel.compareDocumentPosition(submit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  await expect(cancel.getBoundingClientRect().top).toBe(submit.getBoundingClientRect().top);
  await expect(submit.getBoundingClientRect().width).toBeLessThan(submit.parentElement!.getBoundingClientRect().width / 2);
}

const meta = {
  title: 'Pages/Settings/TwoStepPage',
  component: TwoStepPage,
  args: {
    step: { kind: 'off' },
    code: '',
    onCodeChange: fn(),
    onStart: fn(),
    onReplace: fn(),
    onVerify: fn(),
    onCodesSaved: fn(),
    onFinish: fn(),
    onCancel: fn(),
    onDisable: fn(),
    onCopy: fn(async () => {}),
    onDownloadCodes: fn(),
    onPrintCodes: fn(),
    backupCodesHref: '/settings/two_step_authentication/replace_codes',
    onNavigate: fn(),
  },
} satisfies Meta<typeof TwoStepPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Off: what two-step does, and its set-up. */
export const Off: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Two-step authentication' })).toBeInTheDocument();
    await expect(canvasElement.querySelector('#settings-two-step-state')).toHaveTextContent('Two-step authentication is off.');
    await userEvent.click(canvas.getByRole('button', { name: 'Set up two-step authentication' }));
    await expect(args.onStart).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('link', { name: 'Back to settings' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/settings#security');
  },
};

/** Set-up asked for and under way (the step-up, then the key). */
export const Starting: Story = {
  args: { busy: 'start' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('#settings-two-step-start')).toHaveAttribute('aria-busy', 'true');
  },
};

/** Another browser turned it on meanwhile (154), said in a banner. */
export const AlreadyOn: Story = {
  args: { bannerError: { ftlId: 'auth-error-154' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('This account already has an authenticator app.');
  },
};

/** The QR code of the new key, the steps, and the code field. */
export const QrShown: Story = {
  args: { step: scan('setup') },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const qr = canvas.getByRole('img', { name: /^QR code for your authenticator app: \W*Orbit accounts\W*, \W*someone@example\.com\W*$/ });
    await expect(qr.querySelector('path')?.getAttribute('d')?.length).toBeGreaterThan(100);
    await expect(canvas.queryByText(/JBSW/)).toBeNull();
    const field = canvas.getByLabelText('Code from your authenticator app');
    await expect(field).toHaveAttribute('inputmode', 'numeric');
    await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await expectOneButtonRow(canvasElement, 'Continue');
    await userEvent.type(field, '1');
    await expect(args.onCodeChange).toHaveBeenCalledWith('1');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onVerify).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

/** 'Can't scan the code?': the key in groups of four with its copy button, the issuer and the account. */
export const ManualKey: Story = {
  args: { step: scan('setup') },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: "Can't scan the code? Type the key instead" }));
    await expect(canvasElement.querySelector('#settings-totp-key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    await expect(canvasElement.querySelector('#settings-totp-issuer')).toHaveTextContent(ISSUER);
    await expect(canvasElement.querySelector('#settings-totp-account')).toHaveTextContent(SAMPLE.email);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy key' }));
    await expect(args.onCopy).toHaveBeenCalledWith(SECRET);
    await waitFor(() => expect(canvas.getByText('Key copied')).toBeInTheDocument());
  },
};

/** The key shown as text from the start, as the picture of it. */
export const ManualKeyShown: Story = {
  args: { step: scan('setup'), keyShown: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('#settings-totp-key')).toHaveTextContent('JBSW Y3DP');
  },
};

/** A copy the browser refused: said, so the person selects the key themselves. */
export const CopyRefused: Story = {
  args: { step: scan('setup'), keyShown: true, onCopy: fn(async () => Promise.reject(new Error('denied'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy key' }));
    await waitFor(() => expect(canvas.getByText(/did not allow copying/)).toBeInTheDocument());
  },
};

/** No code typed (1053), under the field. */
export const CodeRequired: Story = {
  args: { step: scan('setup'), codeError: { ftlId: 'auth-error-1053' } },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText('Code from your authenticator app');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/Two-step authentication code required/);
  },
};

/** A wrong code (1054), under the field, the typed code kept. */
export const WrongCode: Story = {
  args: { step: scan('setup'), code: '123456', codeError: { ftlId: 'auth-error-1054' } },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText('Code from your authenticator app');
    await expect(field).toHaveValue('123456');
    await expect(field).toHaveAccessibleDescription(/Invalid two-step authentication code/);
  },
};

/** The code was right but was just used (220): wait for the next one, under the field, the typed code kept. */
export const CodeJustUsed: Story = {
  args: { step: scan('setup'), code: '123456', codeError: { ftlId: 'auth-error-220' } },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText('Code from your authenticator app');
    await expect(field).toHaveValue('123456');
    await expect(field).toHaveAccessibleDescription(/Wait for the next code from your authenticator app/);
  },
};

/** The pending key is gone (155: set-up was started again elsewhere), in a banner. */
export const KeyGone: Story = {
  args: { step: scan('setup'), code: '123456', bannerError: { ftlId: 'auth-error-155' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('No authenticator app was found for this account.');
  },
};

export const Verifying: Story = {
  args: { step: scan('setup'), code: '123456', busy: 'verify' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('#settings-totp-code-submit')).toHaveAttribute('aria-busy', 'true');
  },
};

/** Set-up's backup codes, shown once, with copy, download and print. */
export const CodesShownOnce: Story = {
  args: { step: { kind: 'save-codes', codes: CODES } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Save your backup authentication codes' })).toBeInTheDocument();
    const list = canvas.getByRole('list', { name: /^Your \W*8\W* backup authentication codes$/ });
    await expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(CODES);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy codes' }));
    await expect(args.onCopy).toHaveBeenCalledWith(CODES.join('\n'));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Codes copied'));
    await userEvent.click(canvas.getByRole('button', { name: 'Download' }));
    await expect(args.onDownloadCodes).toHaveBeenCalled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Codes downloaded as a text file');
    await userEvent.click(canvas.getByRole('button', { name: 'Print' }));
    await expect(args.onPrintCodes).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: "I've saved my codes" }));
    await expect(args.onCodesSaved).toHaveBeenCalled();
  },
};

/** One of the codes typed back before two-step goes on. */
export const ConfirmCode: Story = {
  args: { step: { kind: 'confirm-code' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText('Backup authentication code');
    await expect(field).toHaveAttribute('inputmode', 'text');
    await expectOneButtonRow(canvasElement, 'Turn on two-step authentication');
    await userEvent.type(field, 'K');
    await expect(args.onCodeChange).toHaveBeenCalledWith('k');
    await userEvent.click(canvas.getByRole('button', { name: 'Turn on two-step authentication' }));
    await expect(args.onFinish).toHaveBeenCalled();
  },
};

/** A code that is not one of those shown (1056). */
export const ConfirmCodeWrong: Story = {
  args: { step: { kind: 'confirm-code' }, code: 'zzzzzzzzzz', codeError: { ftlId: 'auth-error-1056' } },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText('Backup authentication code');
    await expect(field).toHaveValue('zzzzzzzzzz');
    await expect(field).toHaveAccessibleDescription(/Invalid backup authentication code/);
  },
};

export const Finishing: Story = {
  args: { step: { kind: 'confirm-code' }, code: CODES[0]!, busy: 'finish' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('#settings-backup-code-confirm-submit')).toHaveAttribute('aria-busy', 'true');
  },
};

/** On, with its codes: a new app, new codes, a recovery phone as another way back in, or off. */
export const On: Story = {
  args: { step: { kind: 'on', backupCodes: 8 }, recoveryPhoneHref: '/settings/recovery_phone' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('#settings-two-step-state')).toHaveTextContent(/is on/);
    await expect(canvasElement.querySelector('#settings-two-step-codes-left')).toHaveTextContent(/8\W* codes left/);
    await expect(canvasElement.querySelector('#settings-two-step-low-codes')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Use a new app' }));
    await expect(args.onReplace).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('link', { name: 'Get new codes' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/settings/two_step_authentication/replace_codes');
    await expect(canvasElement.querySelector('#settings-two-step-phone')).toHaveTextContent('Not set');
    await userEvent.click(canvas.getByRole('link', { name: 'Add' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/settings/recovery_phone');
  },
};

/** On with a recovery phone: its number as its country writes it, and the way to change it. */
export const OnWithPhone: Story = {
  args: { step: { kind: 'on', backupCodes: 8, recoveryPhone: SAMPLE_PHONE.nationalFormat }, recoveryPhoneHref: '/settings/recovery_phone' },
  play: async ({ args, canvasElement }) => {
    await expect(canvasElement.querySelector('#settings-two-step-phone')).toHaveTextContent(SAMPLE_PHONE.nationalFormat);
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Change' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/settings/recovery_phone');
  },
};

/** Two codes left: the low-count warning. */
export const OnLowCount: Story = {
  args: { step: { kind: 'on', backupCodes: 2 } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('#settings-two-step-low-codes')).toHaveTextContent(/Only \W*2\W* backup authentication codes are left/);
  },
};

/** No code left. */
export const OnNoCodes: Story = {
  args: { step: { kind: 'on', backupCodes: 0 } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('#settings-two-step-codes-left')).toHaveTextContent('None');
    await expect(canvasElement.querySelector('#settings-two-step-low-codes')).toHaveTextContent(/no backup authentication codes left/);
  },
};

/** Turning it off asks first: Keep it on closes the dialog, Turn off goes on and the dialog stays until it is off. */
export const ConfirmDisable: Story = {
  args: { step: { kind: 'on', backupCodes: 8 } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Turn off' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Turn off two-step authentication?' });
    await expect(dialog).toHaveAccessibleDescription(/backup authentication codes and recovery phone will be removed/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it on' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onDisable).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Turn off' }));
    await userEvent.click(within(await body.findByRole('dialog')).getByRole('button', { name: 'Turn off' }));
    await expect(args.onDisable).toHaveBeenCalled();
    await expect(body.getByRole('dialog', { name: 'Turn off two-step authentication?' })).toBeInTheDocument();
  },
};

/** Turning it off failed: the reason is said in the confirmation, whose Turn off sends it again. */
export const DisableFailed: Story = {
  args: { step: { kind: 'on', backupCodes: 8 }, confirmingDisable: true, bannerError: { ftlId: 'auth-error-999' } },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Turn off two-step authentication?' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(/Unexpected error/);
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    await expect(args.onDisable).toHaveBeenCalled();
  },
};

/** The confirmation open, as its picture. */
export const DisableDialog: Story = {
  args: { step: { kind: 'on', backupCodes: 8 }, confirmingDisable: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Turn off two-step authentication?' })).toBeInTheDocument();
  },
};

/** A new app: its own heading, the current app still working until the new one's code. */
export const Replace: Story = {
  args: { step: scan('replace') },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Use a new authenticator app' })).toBeInTheDocument();
    await expect(canvas.getByText(/current app keeps working/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Use this app' }));
    await expect(args.onVerify).toHaveBeenCalled();
  },
};

export const Disabling: Story = {
  args: { step: { kind: 'on', backupCodes: 8 }, busy: 'disable' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('#settings-two-step-disable')).toHaveAttribute('aria-busy', 'true');
  },
};

const PHONE = {
  onUsePhone: fn(),
  ...phoneNumberArgs(),
  number: SAMPLE_PHONE.typed,
  onSend: fn(),
  resendStatus: 'idle' as const,
  onResend: fn(),
};

/** Set-up offers a recovery phone instead of the backup codes. */
export const PhoneOffered: Story = {
  args: { step: { kind: 'save-codes', codes: CODES }, phone: PHONE },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Use a recovery phone instead' }));
    await expect(args.phone!.onUsePhone).toHaveBeenCalled();
  },
};

/** The recovery phone's number, as set-up's way back in. */
export const SetupWithPhone: Story = {
  args: { step: { kind: 'phone' }, phone: PHONE },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Recovery phone' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(args.phone!.onSend).toHaveBeenCalled();
  },
};

/** The texted code, which turns two-step on. */
export const SetupWithPhoneCode: Story = {
  args: { step: { kind: 'phone-code', sentTo: SAMPLE_PHONE.nationalFormat }, phone: PHONE, code: '123456' },
  play: async ({ args, canvasElement }) => {
    await expect(canvasElement.querySelector('#settings-recovery-phone-sent')).toHaveTextContent(SAMPLE_PHONE.nationalFormat);
    await userEvent.click(canvasElement.querySelector<HTMLElement>('#settings-recovery-phone-code-submit')!);
    await expect(args.onFinish).toHaveBeenCalled();
  },
};
