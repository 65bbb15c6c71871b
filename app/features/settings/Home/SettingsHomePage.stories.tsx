import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SAMPLE } from '../../../lib/flow/fixtures';
import { SAMPLE_PHONE } from '../storySamples';
import { SettingsHomePage } from './SettingsHomePage';

const picture = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#0b3d2e"/><circle cx="32" cy="26" r="12" fill="#7ee2b8"/></svg>',
)}`;

const meta = {
  title: 'Pages/Settings/SettingsHomePage',
  component: SettingsHomePage,
  args: {
    primaryEmail: SAMPLE.email,
    secondaryEmails: [],
    avatarLetter: 's',
    hasPassword: true,
    twoStep: false,
    backupCodes: 0,
    recoveryKey: false,
    connectedServices: 1,
    linkedProviders: [],
    subscriptions: [],
    metricsEnabled: true,
    promotions: [],
    onDismiss: fn(),
    onNavigate: fn(),
  },
} satisfies Meta<typeof SettingsHomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new account: the address alone, every section with its empty state. */
export const NewAccount: Story = {
  args: {
    actions: {
      avatar: { href: '/settings/avatar', label: 'settings-action-add-picture' },
      displayName: { href: '/settings/display_name', label: 'settings-action-add' },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Account settings' })).toBeInTheDocument();
    const sections = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await expect(sections).toEqual([
      'Profile',
      'Security',
      'Connected services',
      'Linked accounts',
      'Subscriptions',
      'Data collection and use',
      'Language',
      'Delete account',
    ]);
    await expect(canvas.getByRole('img', { name: /^Default avatar, letter \W*s\W*$/ })).toBeInTheDocument();
    await expect(canvasElement.querySelector('#settings-display-name')).toHaveTextContent('None');
    await expect(canvas.getByText('No third-party accounts are linked.')).toBeInTheDocument();
    await expect(canvas.getByText('You have no subscriptions.')).toBeInTheDocument();
    await expect(canvasElement.querySelector('#settings-connected-count')).toHaveTextContent(/^\W*1\W* device or app is signed in to your account\.$/);
    // The two ways to add something say what each adds: the picture's beside the address, the display name's in its row.
    await expect(canvasElement.querySelector('#settings-action-avatar')).toHaveAccessibleName('Add picture');
    await expect(canvasElement.querySelector('#settings-action-displayName')).toHaveAccessibleName('Add Display name');
  },
};

/** Everything set: a name, a second address confirmed and one not yet, two-step with a phone and a key, services and lists. */
export const EverythingSet: Story = {
  args: {
    displayName: SAMPLE.displayName,
    avatarLetter: 'A',
    secondaryEmails: [
      { email: SAMPLE.otherEmail, verified: true },
      { email: SAMPLE.pendingEmail, verified: false },
    ],
    twoStep: true,
    backupCodes: 1,
    recoveryPhone: '(201) 555-0123',
    recoveryKey: true,
    connectedServices: 3,
    linkedProviders: [1, 2],
    subscriptions: [SAMPLE.productName],
    metricsEnabled: false,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('#settings-profile-name')).toHaveTextContent(SAMPLE.displayName);
    await expect(canvasElement.querySelector('#settings-secondary-emails')).toHaveTextContent(new RegExp(`${SAMPLE.pendingEmail.replace(/\./g, '\\.')}\\s*Unconfirmed`));
    await expect(canvasElement.querySelector('#settings-two-step')).toHaveTextContent('On');
    await expect(canvas.getByText(/^\W*1\W* code left$/)).toBeInTheDocument();
    await expect(canvas.getByText(SAMPLE.productName)).toBeInTheDocument();
    await expect(canvasElement.querySelector('#settings-data-collection')).toHaveTextContent(/is off/);
    await expect(canvasElement.querySelector('#settings-connected-count')).toHaveTextContent(/^\W*3\W* devices and apps/);
  },
};

/** The person's own picture takes the letter's place. */
export const CustomAvatar: Story = {
  args: { displayName: SAMPLE.displayName, avatarLetter: 'A', avatarUrl: picture },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Your profile picture' })).toBeInTheDocument();
  },
};

/** No recovery key: its promotion leads to the recovery key page and can be dismissed. */
export const RecoveryKeyPromotion: Story = {
  args: { promotions: ['recoveryKeyBanner'] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const promo = canvasElement.querySelector<HTMLElement>('#settings-promo-recoveryKeyBanner')!;
    await expect(within(promo).getByText('Secure your account with an account recovery key')).toBeInTheDocument();
    await userEvent.click(within(promo).getByRole('link', { name: 'Create an account recovery key' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/settings/account_recovery');
    await userEvent.click(within(promo).getByRole('button', { name: 'Close banner' }));
    await expect(args.onDismiss).toHaveBeenCalledWith('recoveryKeyBanner');
    await expect(canvas.queryByText('Secure your account with an account recovery key')).toBeNull();
  },
};

/** Two-step on without a recovery phone: both promotions, one under the other. */
export const BothPromotions: Story = {
  args: { twoStep: true, backupCodes: 8, promotions: ['recoveryKeyBanner', 'recoveryPhoneBanner'] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Secure your account with an account recovery key')).toBeInTheDocument();
    await expect(canvas.getByText(/^\W*8\W* codes left$/)).toBeInTheDocument();
    // The phone's promotion leads to the phone's own page.
    const promo = canvasElement.querySelector<HTMLElement>('#settings-promo-recoveryPhoneBanner')!;
    await expect(within(promo).getByText('If you lose your authenticator app, a code texted to your phone lets you sign in.')).toBeInTheDocument();
    await userEvent.click(within(promo).getByRole('link', { name: 'Add a recovery phone' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/settings/recovery_phone');
  },
};

/** Signed in with a password found in known breaches: a warning, first on the page, asks for a new one and leads to the change; it cannot be dismissed. */
export const PasswordCompromised: Story = {
  args: { passwordCompromised: true, promotions: ['recoveryKeyBanner'] },
  play: async ({ args, canvasElement }) => {
    const notice = canvasElement.querySelector<HTMLElement>('#settings-password-compromised')!;
    await expect(within(notice).getByText('Change your password')).toBeInTheDocument();
    await expect(within(notice).getByText(/appeared in known data breaches/)).toBeInTheDocument();
    await expect(within(notice).queryByRole('button', { name: 'Close banner' })).toBeNull();
    await userEvent.click(within(notice).getByRole('link', { name: 'Change password' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/settings/change_password');
  },
};

/** Two-step on with a recovery phone: the number as its country writes it, and the way to change it. */
export const RecoveryPhoneRow: Story = {
  args: {
    twoStep: true,
    backupCodes: 8,
    recoveryPhone: SAMPLE_PHONE.nationalFormat,
    actions: { recoveryPhone: { href: '/settings/recovery_phone', label: 'settings-action-change' } },
  },
  play: async ({ args, canvasElement }) => {
    await expect(canvasElement.querySelector('#settings-recovery-phone')).toHaveTextContent(SAMPLE_PHONE.nationalFormat);
    await userEvent.click(within(canvasElement).getByRole('link', { name: /^Change/ }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/settings/recovery_phone');
  },
};

/** Two-step on with one backup code left: the row says it is running low, and both rows lead to their pages. */
export const TwoStepLowOnCodes: Story = {
  args: {
    twoStep: true,
    backupCodes: 1,
    actions: {
      twoStep: { href: '/settings/two_step_authentication', label: 'settings-action-manage' },
      backupCodes: { href: '/settings/two_step_authentication/replace_codes', label: 'settings-backup-codes-get-new' },
    },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('#settings-backup-codes-count')).toHaveTextContent(/1\W* code left\s*Running low: get new codes/);
    await userEvent.click(canvas.getByRole('link', { name: /^Manage/ }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/settings/two_step_authentication');
    await userEvent.click(canvas.getByRole('link', { name: /^Get new codes/ }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/settings/two_step_authentication/replace_codes');
  },
};

/** Two-step off: the row offers its set-up and no backup codes row is shown. */
export const TwoStepOff: Story = {
  args: { actions: { twoStep: { href: '/settings/two_step_authentication', label: 'settings-action-set-up' } } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('#settings-two-step')).toHaveTextContent('Off');
    await expect(canvas.queryByText('Backup authentication codes')).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: /^Set up/ }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/settings/two_step_authentication');
  },
};

/**
 * A long address on a phone's width: it breaks before its '@' or a dot, never
 * inside a word, in the profile header and in its row.
 */
export const LongAddressOnPhone: Story = {
  args: { primaryEmail: SAMPLE.longEmail, actions: { avatar: { href: '/settings/avatar', label: 'settings-action-add-picture' } } },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: '358px' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    for (const selector of ['#settings-profile-name', '#settings-primary-email']) {
      const element = canvasElement.querySelector<HTMLElement>(selector)!;
      await expect(element).toHaveTextContent(SAMPLE.longEmail);
      await expect(linesOf(element).length).toBeGreaterThan(1);
      for (const line of linesOf(element).slice(1)) await expect(line).toMatch(/^[@.]/);
    }
  },
};

/** The lines `element`'s text is drawn on, read from where each character is. */
function linesOf(element: HTMLElement): string[] {
  const lines: string[] = [];
  let top: number | undefined;
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.nodeValue ?? '';
    for (let index = 0; index < text.length; index += 1) {
      const range = document.createRange();
      range.setStart(node, index);
      range.setEnd(node, index + 1);
      const rect = range.getClientRects()[0];
      if (!rect) continue;
      if (top === undefined || rect.top > top + 1) {
        lines.push(text.charAt(index));
        top = rect.top;
      } else {
        lines.push(`${lines.pop() ?? ''}${text.charAt(index)}`);
      }
    }
  }
  return lines;
}

/** Just signed in with the password, in a browser that can make passkeys: the offer, with Create and Not now. */
export const PasskeyOffer: Story = {
  args: { passkeyOffer: { onCreate: fn(), onNotNow: fn() } },
  play: async ({ args, canvasElement }) => {
    const offer = within(canvasElement.querySelector<HTMLElement>('#settings-passkey-offer')!);
    await expect(offer.getByText('Sign in faster with a passkey')).toBeInTheDocument();
    await userEvent.click(offer.getByRole('button', { name: 'Create a passkey' }));
    await expect(args.passkeyOffer!.onCreate).toHaveBeenCalled();
    await userEvent.click(offer.getByRole('button', { name: 'Not now' }));
    await expect(args.passkeyOffer!.onNotNow).toHaveBeenCalled();
  },
};

/** The browser's dialog was cancelled: said plainly, not as an error, and the offer stays. */
export const PasskeyOfferCancelled: Story = {
  args: { passkeyOffer: { ceremonyMessage: 'passkey-ceremony-cancelled', onCreate: fn(), onNotNow: fn() } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('#settings-passkey-offer-ceremony')).toHaveTextContent('The passkey request was cancelled or timed out. Nothing was changed.');
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
    await expect(within(canvasElement).getByRole('button', { name: 'Create a passkey' })).toBeEnabled();
  },
};

/** Creating: the step-up and the browser's dialog under way; Create busy, Not now waits. */
export const PasskeyOfferCreating: Story = {
  args: { passkeyOffer: { creating: true, onCreate: fn(), onNotNow: fn() } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('#settings-passkey-offer-create')).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelector('#settings-passkey-offer-not-now')).toBeDisabled();
  },
};
