import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SAMPLE } from '../../../../lib/flow/fixtures';
import { SAMPLE_TOTP } from '../../storySamples';
import { authenticatorEntry } from '../../twoStep';
import { InlineTotpSetupPage } from './InlineTotpSetupPage';
import type { InlineTotpSetupStep } from './InlineTotpSetupPage';

const URI = `otpauth://totp/${encodeURIComponent(SAMPLE_TOTP.issuer)}:${encodeURIComponent(SAMPLE.email)}?issuer=${encodeURIComponent(SAMPLE_TOTP.issuer)}&secret=${SAMPLE_TOTP.secret}&algorithm=SHA1&digits=6&period=30`;
const SCAN: InlineTotpSetupStep = { kind: 'scan', secret: SAMPLE_TOTP.secret, uri: URI, entry: authenticatorEntry(URI) };

const meta = {
  title: 'Pages/Inline/InlineTotpSetupPage',
  component: InlineTotpSetupPage,
  parameters: { layout: 'fullscreen' },
  args: {
    step: { kind: 'intro' },
    serviceName: SAMPLE.serviceName,
    code: '',
    onCodeChange: fn(),
    onStart: fn(),
    onVerify: fn(),
    onCopy: fn(async () => {}),
  },
} satisfies Meta<typeof InlineTotpSetupPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Why two-step is asked for, and the way on. */
export const Intro: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Turn on two-step authentication');
    await expect(canvasElement.querySelector('#inline-totp-why')).toHaveTextContent('This service asks for two-step authentication.');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onStart).toHaveBeenCalled();
  },
};

/** The new key asked for. */
export const Starting: Story = {
  args: { busy: 'start' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('#inline-totp-start')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The session is too old for set-up without a step-up (110), in a banner. */
export const Failed: Story = {
  args: { bannerError: { ftlId: 'auth-error-110' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Invalid session');
  },
};

/** The QR code and the field for the app's code. */
export const QrShown: Story = {
  args: { step: SCAN },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: /QR code for your authenticator app/ })).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText('Code from your authenticator app'), '1');
    await expect(args.onCodeChange).toHaveBeenCalledWith('1');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onVerify).toHaveBeenCalled();
  },
};

/** The key as text in groups of four, with the issuer and the account. */
export const ManualKey: Story = {
  args: { step: SCAN, keyShown: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('#settings-totp-key')).toHaveTextContent(SAMPLE_TOTP.groupedSecret);
    await expect(canvasElement.querySelector('#settings-totp-account')).toHaveTextContent(SAMPLE.email);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy key' }));
    await expect(args.onCopy).toHaveBeenCalledWith(SAMPLE_TOTP.secret);
  },
};

/** A wrong code (1054) under the field, the code kept. */
export const WrongCode: Story = {
  args: { step: SCAN, code: '123456', codeError: { ftlId: 'auth-error-1054' } },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText('Code from your authenticator app');
    await expect(field).toHaveValue('123456');
    await expect(field).toHaveAccessibleDescription(/Invalid two-step authentication code/);
  },
};

/** The code was right but was just used (220): wait for the next one, under the field, the code kept. */
export const CodeJustUsed: Story = {
  args: { step: SCAN, code: '123456', codeError: { ftlId: 'auth-error-220' } },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText('Code from your authenticator app');
    await expect(field).toHaveValue('123456');
    await expect(field).toHaveAccessibleDescription(/Wait for the next code from your authenticator app/);
  },
};

/** The code being checked. */
export const Verifying: Story = {
  args: { step: SCAN, code: '123456', busy: 'verify' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('#settings-totp-code-submit')).toHaveAttribute('aria-busy', 'true');
  },
};
