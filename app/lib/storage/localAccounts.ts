// Locally stored accounts (SPEC §3.4): every account signed in on this
// browser, by uid, and which one is current.
import type { NamespacedStorage } from './namespacedStorage';

export interface StoredAccount {
  uid: string;
  sessionToken?: string;
  /**
   * Whether this browser's pages alone hold `sessionToken`: it came from a sign-in on these pages,
   * and was never handed to the browser itself (for sync) nor taken from it. Only such a session is
   * replaced, not kept beside the new one, when the account signs in here again. A save that brings
   * another token without saying so drops the mark.
   */
  ownSession?: boolean;
  /** One-shot message shown once on the next page, then cleared. */
  alertText?: string;
  displayName?: string;
  metricsEnabled?: boolean;
  /** Milliseconds since the epoch of the last sign-in. */
  lastLogin?: number;
  email?: string;
  verified?: boolean;
  accountResetToken?: string;
  grantedPermissions?: Record<string, string[]>;
  hadProfileImageSetBefore?: boolean;
  permissions?: Record<string, boolean>;
  profileImageId?: string;
  profileImageUrl?: string;
  profileImageUrlDefault?: boolean;
  providerUid?: string;
  recoveryKeyId?: string;
  // Extended fields.
  accessToken?: string;
  declinedSyncEngines?: string[];
  hasBounced?: boolean;
  hasLinkedAccount?: boolean;
  hasPassword?: boolean;
  keyFetchToken?: string;
  newsletters?: string[];
  offeredSyncEngines?: string[];
  unwrapBKey?: string;
  verificationMethod?: string;
  verificationReason?: string;
  totpVerified?: boolean;
  /**
   * The password this browser last signed in with was found in known breaches (the check made at
   * sign-in): settings asks the person to change it until a new password is set here.
   */
  passwordCompromised?: boolean;
}

export const ACCOUNTS_KEY = 'accounts';
export const CURRENT_ACCOUNT_UID_KEY = 'currentAccountUid';
export const UNIQUE_USER_ID_KEY = 'uniqueUserId';

export interface LocalAccounts {
  all(): Record<string, StoredAccount>;
  get(uid: string): StoredAccount | undefined;
  /** The current account, as marked by currentAccountUid. */
  current(): StoredAccount | undefined;
  /** The most recently signed-in account: the greatest lastLogin. */
  mostRecent(): StoredAccount | undefined;
  /** Stores the account, merged over any stored record of the same uid. */
  save(account: StoredAccount): StoredAccount;
  /** Marks the account current (storing it first when given whole). */
  setCurrent(uid: string): void;
  remove(uid: string): void;
  /** Removes the current account and clears the current mark. */
  removeCurrent(): void;
  /** Returns the current account's alertText once and clears it. */
  takeAlertText(): string | undefined;
  /** The browser's metrics id; a random UUID is stored the first time. */
  uniqueUserId(): string;
}

export function createLocalAccounts(
  store: NamespacedStorage,
  randomUUID: () => string = () => crypto.randomUUID(),
): LocalAccounts {
  const all = (): Record<string, StoredAccount> => store.get<Record<string, StoredAccount>>(ACCOUNTS_KEY) ?? {};
  const writeAll = (accounts: Record<string, StoredAccount>) => store.set(ACCOUNTS_KEY, accounts);
  const currentUid = () => store.get<string>(CURRENT_ACCOUNT_UID_KEY);

  const api: LocalAccounts = {
    all,
    get: (uid) => all()[uid],
    current() {
      const uid = currentUid();
      return uid === undefined ? undefined : all()[uid];
    },
    mostRecent() {
      let best: StoredAccount | undefined;
      for (const account of Object.values(all())) {
        if (best === undefined || (account.lastLogin ?? 0) > (best.lastLogin ?? 0)) best = account;
      }
      return best;
    },
    save(account) {
      const accounts = all();
      const stored = accounts[account.uid];
      const newToken = account.sessionToken !== undefined && account.sessionToken !== stored?.sessionToken;
      const merged = { ...stored, ...account };
      if (newToken && account.ownSession === undefined) delete merged.ownSession;
      accounts[account.uid] = merged;
      writeAll(accounts);
      return merged;
    },
    setCurrent(uid) {
      store.set(CURRENT_ACCOUNT_UID_KEY, uid);
    },
    remove(uid) {
      const accounts = all();
      delete accounts[uid];
      writeAll(accounts);
      if (currentUid() === uid) store.remove(CURRENT_ACCOUNT_UID_KEY);
    },
    removeCurrent() {
      const uid = currentUid();
      if (uid !== undefined) api.remove(uid);
    },
    takeAlertText() {
      const account = api.current();
      if (!account?.alertText) return undefined;
      const { alertText, ...rest } = account;
      const accounts = all();
      accounts[account.uid] = rest;
      writeAll(accounts);
      return alertText;
    },
    uniqueUserId() {
      const existing = store.get<string>(UNIQUE_USER_ID_KEY);
      if (existing) return existing;
      const created = randomUUID();
      store.set(UNIQUE_USER_ID_KEY, created);
      return created;
    },
  };
  return api;
}
