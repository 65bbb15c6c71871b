import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SAMPLE } from '../../../lib/flow/fixtures';
import { phoneNumberArgs } from '../kit/storyParts';
import { SAMPLE_PHONE } from '../storySamples';
import { RecoveryPhonePage } from './RecoveryPhonePage';
import type { RecoveryPhoneStep } from './RecoveryPhonePage';

const SETUP: RecoveryPhoneStep = { kind: 'enter', mode: 'setup' };
const CODE: RecoveryPhoneStep = { kind: 'code', mode: 'setup', sentTo: SAMPLE_PHONE.nationalFormat };
const SET: RecoveryPhoneStep = { kind: 'set', nationalFormat: SAMPLE_PHONE.nationalFormat };

const meta = {
  title: 'Pages/Settings/RecoveryPhonePage',
  component: RecoveryPhonePage,
  args: {
    step: SETUP,
    ...phoneNumberArgs(),
    onSend: fn(),
    code: '',
    onCodeChange: fn(),
    onConfirm: fn(),
    resendStatus: 'idle',
    onResend: fn(),
    onStartChange: fn(),
    onCancel: fn(),
    onRemove: fn(),
    backupCodesHref: '/settings/two_step_authentication/replace_codes',
    onNavigate: fn(),
  },
} satisfies Meta<typeof RecoveryPhonePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No phone yet: what it is for, the country (the likely one chosen) and the number. */
export const NoPhone: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Recovery phone' })).toBeInTheDocument();
    const country = canvas.getByRole('combobox', { name: 'Country' });
    await expect(country).toHaveValue('US');
    await expect(within(country).getAllByRole('option').map((option) => option.textContent)).toEqual([
      '\u2068Canada\u2069 (\u2068+1\u2069)',
      '\u2068Germany\u2069 (\u2068+49\u2069)',
      '\u2068Israel\u2069 (\u2068+972\u2069)',
      '\u2068United States\u2069 (\u2068+1\u2069)',
    ]);
    await userEvent.selectOptions(country, 'CA');
    await expect(args.onCountryChange).toHaveBeenCalledWith('CA');
    const number = canvas.getByRole('textbox', { name: /^Phone number/ });
    await expect(number).toHaveAttribute('type', 'tel');
    await expect(number).toHaveAttribute('autocomplete', 'tel-national');
    await expect(number).toHaveAccessibleDescription(/6-digit code/);
    await userEvent.type(number, '2');
    await expect(args.onNumberChange).toHaveBeenCalledWith('2');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(args.onSend).toHaveBeenCalled();
    await expect(canvas.queryByRole('button', { name: 'Cancel' })).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: 'Back to settings' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/settings#security');
  },
};

/** A number typed, about to be sent. */
export const EnteringNumber: Story = {
  args: { number: SAMPLE_PHONE.typed },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /^Phone number/ })).toHaveValue(SAMPLE_PHONE.typed);
  },
};

/** Sending: the step-up, then the text message. */
export const Sending: Story = {
  args: { number: SAMPLE_PHONE.typed, busy: 'send' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('#settings-recovery-phone-send')).toHaveAttribute('aria-busy', 'true');
  },
};

/** A number that is none for the chosen country (129), under the field, what was typed kept. */
export const InvalidNumber: Story = {
  args: { number: SAMPLE_PHONE.invalid, numberError: { ftlId: 'auth-error-129' } },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: /^Phone number/ });
    await expect(field).toHaveValue(SAMPLE_PHONE.invalid);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/You entered an invalid phone number/);
  },
};

/** A country the server does not text (130), under the field. */
export const CountryRefused: Story = {
  args: { country: 'DE', number: '030 123456789', numberError: { ftlId: 'auth-error-130' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /^Phone number/ })).toHaveAccessibleDescription(/Cannot send to this country/);
  },
};

/** Two-step is off (160): the server's refusal, in a banner. */
export const NeedsTwoStep: Story = {
  args: { number: SAMPLE_PHONE.typed, bannerError: { ftlId: 'auth-error-160' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('This request requires two step authentication enabled on your account.');
  },
};

/** The code texted: the number it went to, the code field and a new code. */
export const CodeSent: Story = {
  args: { step: CODE },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('#settings-recovery-phone-sent')).toHaveTextContent(`Enter the 6-digit code we texted to \u2068${SAMPLE_PHONE.nationalFormat}\u2069.`);
    const field = canvas.getByLabelText('Code from the text message');
    await expect(field).toHaveAttribute('inputmode', 'numeric');
    await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(field, '1');
    await expect(args.onCodeChange).toHaveBeenCalledWith('1');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Text a new code' }));
    await expect(args.onResend).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Use a different number' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

/** A wrong or expired code (183), under the field, the typed code kept. */
export const WrongCode: Story = {
  args: { step: CODE, code: '123456', codeError: { ftlId: 'auth-error-183' } },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText('Code from the text message');
    await expect(field).toHaveValue('123456');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/Invalid or expired confirmation code/);
  },
};

/** A new code texted on request. */
export const CodeResent: Story = {
  args: { step: CODE, resendStatus: 'sent' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('A new code was texted to you.');
  },
};

/** Too many tries (114), with the wait the server gives, in a banner; the code kept. */
export const Throttled: Story = {
  args: { step: CODE, code: '123456', bannerError: { ftlId: 'auth-error-114', args: { retryAfterLocalized: SAMPLE.wait } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(SAMPLE.wait);
    await expect(within(canvasElement).getByLabelText('Code from the text message')).toHaveValue('123456');
  },
};

/** No more text messages for now (216), in a banner. */
export const TextLimit: Story = {
  args: { step: CODE, bannerError: { ftlId: 'auth-error-216' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Text message limit reached');
  },
};

/** The phone set, as written in its own country, with change and remove. */
export const PhoneSet: Story = {
  args: { step: SET },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('#settings-recovery-phone-current')).toHaveTextContent(SAMPLE_PHONE.nationalFormat);
    await userEvent.click(canvas.getByRole('button', { name: 'Change' }));
    await expect(args.onStartChange).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Remove recovery phone?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};

/** A new number for the phone: the current one stays until the new one is confirmed. */
export const Change: Story = {
  args: { step: { kind: 'enter', mode: 'change', current: SAMPLE_PHONE.nationalFormat }, number: SAMPLE_PHONE.newTyped, country: 'CA' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Change recovery phone' })).toBeInTheDocument();
    await expect(canvasElement.querySelector('#settings-recovery-phone-state')).toHaveTextContent(SAMPLE_PHONE.nationalFormat);
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toHaveValue('CA');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

/** The code texted to the new number. */
export const ChangeCodeSent: Story = {
  args: { step: { kind: 'code', mode: 'change', sentTo: SAMPLE_PHONE.newNationalFormat } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Change recovery phone' })).toBeInTheDocument();
    await expect(canvasElement.querySelector('#settings-recovery-phone-sent')).toHaveTextContent(SAMPLE_PHONE.newNationalFormat);
  },
};

/** Removing asks first, naming the number. */
export const RemoveDialog: Story = {
  args: { step: SET, confirmingRemove: true },
  play: async ({ args, canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Remove recovery phone?' });
    await expect(dialog).toHaveTextContent(SAMPLE_PHONE.nationalFormat);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expect(args.onRemove).toHaveBeenCalled();
  },
};

/** Removal refused for want of backup codes (218): why, and the way to new ones. */
export const RemoveBlocked: Story = {
  args: { step: SET, removeBlocked: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Unable to remove recovery phone, missing backup authentication codes.');
    await expect(alert).toHaveTextContent(/only way back in/);
    await userEvent.click(canvas.getByRole('link', { name: 'Get new backup codes' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/settings/two_step_authentication/replace_codes');
  },
};
