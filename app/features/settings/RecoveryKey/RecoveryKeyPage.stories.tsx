import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SettingsFrame } from '../kit';
import { SAMPLE_RECOVERY_KEY } from '../storySamples';
import { RecoveryKeyPage } from './RecoveryKeyPage';
import type { RecoveryKeyStep } from './RecoveryKeyPage';

const SHOWN: RecoveryKeyStep = { kind: 'key', key: SAMPLE_RECOVERY_KEY.key, hintSaved: false };

const meta = {
  title: 'Pages/Settings/RecoveryKeyPage',
  component: RecoveryKeyPage,
  args: {
    step: { kind: 'none' },
    password: '',
    onPasswordChange: fn(),
    hint: '',
    onHintChange: fn(),
    onStart: fn(),
    onCreate: fn(),
    onSaveHint: fn(),
    onDone: fn(),
    onCancel: fn(),
    onDelete: fn(),
    onCopy: fn(async () => {}),
    onDownload: fn(),
    onPrint: fn(),
    onNavigate: fn(),
  },
} satisfies Meta<typeof RecoveryKeyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No key: what one is for, and making one. */
export const Intro: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Account recovery key' })).toBeInTheDocument();
    await expect(canvasElement.querySelector('#settings-recovery-key-state')).toHaveTextContent("You don't have an account recovery key.");
    await userEvent.click(canvas.getByRole('button', { name: 'Create account recovery key' }));
    await expect(args.onStart).toHaveBeenCalledWith(false);
    await userEvent.click(canvas.getByRole('link', { name: 'Back to settings' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/settings#security');
  },
};

/** No key and no password (an account made with another service): it is offered to create a password, never asked for one. */
export const NoPassword: Story = {
  args: { hasPassword: false },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('#settings-recovery-key-no-password')).toHaveTextContent('your account needs a password first');
    await expect(canvas.queryByRole('button', { name: 'Create account recovery key' })).toBeNull();
    await expect(canvas.queryByLabelText('Password')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Create a password' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/settings/create_password');
  },
};

/** The password asked first; Cancel leaves without making anything. */
/** Back from creating a password for it: the page says the password is made, and now offers the key. */
export const PasswordCreatedForIt: Story = {
  render: (args) => (
    <SettingsFrame current="security" currentKind="page" onNavigate={fn()} onSignOut={fn()} alert="settings-password-created" onDismissAlert={fn()}>
      <RecoveryKeyPage {...args} />
    </SettingsFrame>
  ),
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Password created');
    await expect(canvas.getByRole('button', { name: 'Create account recovery key' })).toBeInTheDocument();
    await expect(canvasElement.querySelector('#settings-recovery-key-no-password')).toBeNull();
  },
};

export const PasswordStep: Story = {
  args: { step: { kind: 'password', replace: false } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText('Password');
    await expect(field).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.type(field, 'x');
    await expect(args.onPasswordChange).toHaveBeenCalledWith('x');
    await userEvent.click(canvas.getByRole('button', { name: 'Create key' }));
    await expect(args.onCreate).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

/** Cancel from the password: the button that opened it has the focus again. */
export const PasswordCancelled: Story = {
  render: function Render(args) {
    const [step, setStep] = useState<RecoveryKeyStep>({ kind: 'none' });
    return <RecoveryKeyPage {...args} step={step} onStart={() => setStep({ kind: 'password', replace: false })} onCancel={() => setStep({ kind: 'none' })} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create account recovery key' }));
    await waitFor(() => expect(canvas.getByLabelText('Password')).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Create account recovery key' })).toHaveFocus());
  },
};

/** The password of a replacement: its own heading, and the current key named as ending. */
export const PasswordStepReplace: Story = {
  args: { step: { kind: 'password', replace: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Create a new account recovery key' })).toBeInTheDocument();
    await expect(canvas.getByText(/current key stops working/)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Create new key' })).toBeInTheDocument();
  },
};

/** A wrong password (103), under the field; what was typed stays. */
export const WrongPassword: Story = {
  args: { step: { kind: 'password', replace: false }, password: 'not-the-password', passwordError: { ftlId: 'auth-error-103' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText('Password');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveValue('not-the-password');
    await expect(canvas.getByText('Incorrect password')).toBeInTheDocument();
  },
};

/** The password is being checked and the key made and stored. */
export const Creating: Story = {
  args: { step: { kind: 'password', replace: false }, password: 'the-password', busy: 'create' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('#settings-recovery-key-create')).toHaveAttribute('aria-busy', 'true');
  },
};

/** Someone made a key elsewhere meanwhile (161), said in a banner. */
export const AlreadyExists: Story = {
  args: { step: { kind: 'exists' }, bannerError: { ftlId: 'auth-error-161' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Account recovery key already exists.');
  },
};

/** Too many tries (114), with the wait. */
export const Throttled: Story = {
  args: { step: { kind: 'password', replace: false }, password: 'the-password', bannerError: { ftlId: 'auth-error-114', args: { retryAfterLocalized: 'in 15 minutes' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/tried too many times/);
  },
};

/** The new key in groups of four, with copy, download and print, and the hint. */
export const KeyShown: Story = {
  args: { step: SHOWN },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const key = canvasElement.querySelector('#settings-recovery-key-value');
    await expect(key).toHaveTextContent(SAMPLE_RECOVERY_KEY.grouped);
    await expect(key).toHaveAccessibleName('Your account recovery key');
    await userEvent.click(canvas.getByRole('button', { name: 'Copy key' }));
    await expect(args.onCopy).toHaveBeenCalledWith(SAMPLE_RECOVERY_KEY.grouped);
    await waitFor(() => expect(canvas.getByText('Key copied')).toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Download' }));
    await expect(args.onDownload).toHaveBeenCalled();
    await expect(canvas.getByText('Key downloaded as a text file')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Print' }));
    await expect(args.onPrint).toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText('Where did you keep your key?'), 'D');
    await expect(args.onHintChange).toHaveBeenCalledWith('D');
    await userEvent.click(canvas.getByRole('button', { name: 'Save hint' }));
    await expect(args.onSaveHint).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }));
    await expect(args.onDone).toHaveBeenCalled();
  },
};

/** A copy the browser refused: said, so the person selects the key themselves. */
export const CopyRefused: Story = {
  args: { step: SHOWN, onCopy: fn(async () => Promise.reject(new Error('denied'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy key' }));
    await waitFor(() => expect(canvas.getByText(/did not allow copying/)).toBeInTheDocument());
  },
};

/** The hint stored: said under the field. */
export const HintSaved: Story = {
  args: { step: { ...SHOWN, hintSaved: true }, hint: 'Drawer' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('#settings-recovery-key-hint-status')).toHaveTextContent('Hint saved');
  },
};

/** A hint that cannot be saved, under its field. */
export const HintTooLong: Story = {
  args: { step: SHOWN, hint: 'x'.repeat(256), hintError: { ftlId: 'settings-recovery-key-hint-too-long', args: { max: '255' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Where did you keep your key?')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(/at most\W*255\W*characters/)).toBeInTheDocument();
  },
};

/** An empty hint asked to be saved. */
export const HintRequired: Story = {
  args: { step: SHOWN, hintError: { ftlId: 'settings-recovery-key-hint-required' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Write a hint before you save it')).toBeInTheDocument();
  },
};

/** The key was deleted elsewhere before the hint was saved (158). */
export const HintKeyGone: Story = {
  args: { step: SHOWN, hint: 'Drawer', bannerError: { ftlId: 'auth-error-158' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Account recovery key not found');
  },
};

/** A key is set: a new one in its place, or deleting it after a confirmation. */
export const Exists: Story = {
  args: { step: { kind: 'exists' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('#settings-recovery-key-state')).toHaveTextContent('Your account recovery key is set.');
    await userEvent.click(canvas.getByRole('button', { name: 'Create new key' }));
    await expect(args.onStart).toHaveBeenCalledWith(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete key' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Delete your account recovery key?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep key' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete key' }));
    const again = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Delete your account recovery key?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Delete key' }));
    await expect(args.onDelete).toHaveBeenCalled();
  },
};

/** The delete confirmation, open. */
export const DeleteConfirm: Story = {
  args: { step: { kind: 'exists' }, confirmingDelete: true },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Delete your account recovery key?' });
    await expect(dialog).toHaveTextContent(/stops working at once/);
  },
};

/** The key is being deleted. */
export const Deleting: Story = {
  args: { step: { kind: 'exists' }, busy: 'delete' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('#settings-recovery-key-delete')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The key was already gone when deleting (158): the page shows no key and says so. */
export const DeleteNotFound: Story = {
  args: { step: { kind: 'none' }, bannerError: { ftlId: 'auth-error-158' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Account recovery key not found');
  },
};

/** The session ended elsewhere (110), said in a banner. */
export const SessionEnded: Story = {
  args: { step: { kind: 'exists' }, bannerError: { ftlId: 'auth-error-110' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/Invalid session/);
  },
};
