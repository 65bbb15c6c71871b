import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { READ_LIST_FAILED, READ_LIST_LOADING } from '../kit/storyParts';
import { SAMPLE_PASSKEY_NAMES } from '../storySamples';
import { PasskeysPage } from './PasskeysPage';
import type { PasskeyItem } from './PasskeysPage';

const NOW = Date.UTC(2026, 2, 10, 12, 0);
const DAY = 24 * 60 * 60 * 1000;

/** A passkey: its id drawn from `id`, the rest as given. */
function passkey(id: string, fields: Partial<PasskeyItem> = {}): PasskeyItem {
  return {
    credentialId: `${id}`.repeat(22),
    name: SAMPLE_PASSKEY_NAMES[0],
    createdAt: NOW - 30 * DAY,
    lastUsedAt: NOW - 2 * DAY,
    backedUp: true,
    unlocksSyncedData: false,
    ...fields,
  };
}

const SYNCED = passkey('a');
const DEVICE_ONLY = passkey('b', { name: SAMPLE_PASSKEY_NAMES[1], backedUp: false, lastUsedAt: null, createdAt: NOW - 3 * DAY });
const TEN = Array.from({ length: 10 }, (_, index) =>
  passkey(String.fromCharCode(99 + index), { name: SAMPLE_PASSKEY_NAMES[index % SAMPLE_PASSKEY_NAMES.length], backedUp: index % 2 === 0 }),
);

/** Text without Fluent's isolation marks around what it placed (names, times). */
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u2068\u2069]/g, '');
const named = (expected: string) => (name: string) => plain(name) === expected;

const meta = {
  title: 'Pages/Settings/PasskeysPage',
  component: PasskeysPage,
  args: {
    passkeys: [SYNCED],
    locale: 'en-US',
    now: NOW,
    limit: 10,
    supported: true,
    onRetry: fn(),
    onAdd: fn(),
    onRename: fn(),
    onRenameChange: fn(),
    onRenameSave: fn(),
    onRenameCancel: fn(),
    onDelete: fn(),
    onDeleteConfirm: fn(),
    onDeleteCancel: fn(),
    createPasswordHref: '/settings/create_password',
    onNavigate: fn(),
  },
} satisfies Meta<typeof PasskeysPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No passkey yet: the sentence that says so, and Add a passkey. */
export const Empty: Story = {
  args: { passkeys: [] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Passkeys' })).toBeInTheDocument();
    await expect(canvas.getByText('You don’t have any passkeys yet.')).toBeInTheDocument();
    await expect(canvas.getByText(/you’ll still be asked for your password/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Add a passkey' }));
    await expect(args.onAdd).toHaveBeenCalled();
  },
};

/**
 * One synced passkey: its name, when it was added and last used (in English, since times are written in
 * the story's locale), that its provider syncs it and that it does not unlock synced data; Rename and
 * Delete name it.
 */
export const OneSynced: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const item = within(canvas.getByRole('list', { name: 'Passkeys' })).getByRole('listitem');
    await expect(within(item).getByRole('heading', { level: 2, name: named(SAMPLE_PASSKEY_NAMES[0]) })).toBeInTheDocument();
    await expect(plain(item.textContent)).toMatch(/Added Feb 8, 2026/);
    await expect(plain(item.textContent)).toMatch(/Last used 2 days ago \(Mar 8, 2026/);
    await expect(item).toHaveTextContent('Synced across your devices by its provider');
    await expect(item).toHaveTextContent('Doesn’t unlock synced data');
    await userEvent.click(canvas.getByRole('button', { name: named(`Rename ${SAMPLE_PASSKEY_NAMES[0]}`) }));
    await expect(args.onRename).toHaveBeenCalledWith(SYNCED.credentialId);
    await userEvent.click(canvas.getByRole('button', { name: named(`Delete ${SAMPLE_PASSKEY_NAMES[0]}`) }));
    await expect(args.onDelete).toHaveBeenCalledWith(SYNCED.credentialId);
    await userEvent.click(canvas.getByRole('link', { name: 'Back to settings' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/settings#security');
  },
};

/** A synced passkey and one kept on its device only, never used yet. */
export const SyncedAndDeviceOnly: Story = {
  globals: { locale: 'en' },
  args: { passkeys: [SYNCED, DEVICE_ONLY] },
  play: async ({ canvasElement }) => {
    const items = within(within(canvasElement).getByRole('list', { name: 'Passkeys' })).getAllByRole('listitem');
    await expect(items[1]).toHaveTextContent('On this device only');
    await expect(items[1]).toHaveTextContent('Not used yet');
    await expect(items[0]).toHaveTextContent('Synced across your devices');
  },
};

/** Ten passkeys, the most an account holds: the page says so in place of Add a passkey, before any ceremony. */
export const LimitReached: Story = {
  args: { passkeys: TEN },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('list', { name: 'Passkeys' })).getAllByRole('listitem')).toHaveLength(10);
    await expect(plain(canvasElement.querySelector('#settings-passkeys-limit')?.textContent)).toBe('You have 10 passkeys, the most an account can have. Delete one to add another.');
    await expect(canvas.queryByRole('button', { name: 'Add a passkey' })).toBeNull();
  },
};

/** A browser without WebAuthn: no Add, and why; the passkeys made elsewhere are still listed. */
export const UnsupportedBrowser: Story = {
  args: { supported: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/This browser can’t make passkeys/)).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Add a passkey' })).toBeNull();
    await expect(canvas.getByRole('button', { name: named(`Delete ${SAMPLE_PASSKEY_NAMES[0]}`) })).toBeEnabled();
  },
};

/** Adding under way (the browser's dialog is open): Add a passkey is busy. */
export const Adding: Story = {
  args: { adding: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('#settings-passkeys-add')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The browser's dialog was cancelled or timed out: said politely, as what happened, not as an error. */
export const CeremonyCancelled: Story = {
  args: { ceremonyMessage: 'passkey-ceremony-cancelled' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('#settings-passkeys-ceremony')).toHaveTextContent('The passkey request was cancelled or timed out. Nothing was changed.');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Add a passkey' })).toBeEnabled();
  },
};

/** Renaming: a labelled field in the row with the current name, Save and Cancel; the other rows wait. */
export const Renaming: Story = {
  args: { passkeys: [SYNCED, DEVICE_ONLY], renaming: { credentialId: DEVICE_ONLY.credentialId, value: SAMPLE_PASSKEY_NAMES[3] } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Passkey name' });
    await expect(field).toHaveValue(SAMPLE_PASSKEY_NAMES[3]);
    await expect(field).toHaveFocus();
    await expect(canvas.getByRole('button', { name: named(`Rename ${SAMPLE_PASSKEY_NAMES[0]}`) })).toBeDisabled();
    await userEvent.type(field, '!');
    await expect(args.onRenameChange).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onRenameSave).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onRenameCancel).toHaveBeenCalled();
  },
};

/** A name refused: the reason under the field, and what was typed kept. */
export const RenameError: Story = {
  args: { renaming: { credentialId: SYNCED.credentialId, value: ' ', error: { ftlId: 'settings-passkeys-name-required' } } },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Passkey name' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/Enter a name for the passkey\./);
    await expect(field).toHaveValue(' ');
  },
};

/** Saving the new name: Save busy, Cancel waits. */
export const RenameSaving: Story = {
  args: { renaming: { credentialId: SYNCED.credentialId, value: SAMPLE_PASSKEY_NAMES[3], saving: true } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('#settings-passkey-rename-save')).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelector('#settings-passkey-rename-cancel')).toBeDisabled();
  },
};

/** Delete asks first, naming the passkey; Keep it and Delete passkey. */
export const Deleting: Story = {
  args: { deleting: { credentialId: SYNCED.credentialId } },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Delete this passkey?' });
    await expect(plain(dialog.textContent)).toContain(`You won’t be able to sign in with “${SAMPLE_PASSKEY_NAMES[0]}” any more.`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete passkey' }));
    await expect(args.onDeleteConfirm).toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await expect(args.onDeleteCancel).toHaveBeenCalled();
  },
};

/** The deletion under way: the dialog stays, Keep it waits. */
export const DeleteBusy: Story = {
  args: { deleting: { credentialId: SYNCED.credentialId, busy: true } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Delete this passkey?' });
    await expect(within(dialog).getByRole('button', { name: 'Keep it' })).toBeDisabled();
  },
};

/** The server kept the account's last way in: why, and the way to create a password. */
export const RefusedLastWayIn: Story = {
  args: { lastWayIn: SYNCED.credentialId },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('This passkey is the last way to sign in to this account. Create a password first.');
    await userEvent.click(canvas.getByRole('link', { name: 'Create a password' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/settings/create_password');
  },
};

/** Another failure (the limit reached elsewhere meanwhile): the server's reason in the banner. */
export const Failed: Story = {
  args: { bannerError: { ftlId: 'auth-error-221' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('This account already has the most passkeys it can have.');
  },
};

export const Loading: Story = { args: { passkeys: undefined }, ...READ_LIST_LOADING };

export const LoadFailed: Story = { args: { passkeys: undefined, ...READ_LIST_FAILED.args }, play: READ_LIST_FAILED.play };
