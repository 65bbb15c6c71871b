// Account states as fixtures: a journey that is about settings, a second
// factor or a fault on some later page asks for the account it needs and gets
// it through the real REST API and the development outbox, instead of
// replaying sign-up in the browser. Journeys whose subject is sign-up or
// sign-in still drive those pages themselves.
//
//   const account = await createAccount(baseURL, 'label', { totp: true, recoveryPhone: true });
//   await signInBrowser(page, account);           // the browser holds its session
//   await page.goto('/settings');
//
// An account recovery key is made the way settings makes one: the browser
// module generates the key, derives its id and seals kA and kB under it, and
// the server stores only the id and the sealed data.
import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import createClient from 'openapi-fetch';
import * as OTPAuth from 'otpauth';
import type { components as AuthComponents, paths as AuthPaths } from '../../../generated/openapi/auth';
import {
  bytesToHex,
  deriveCredentials,
  encryptRecoveryData,
  formatRecoveryKey,
  generateRecoveryKey,
  hexToBytes,
  randomKb,
  recoveryKeyId,
  wrapKb,
} from '../../../app/lib/crypto';
import { ABUSE_LIMITS } from '../../../server/config/limits';
import { SETTINGS_OAUTH_CLIENT_ID } from '../../../server/config/oauth-clients';
import { codeFor, nextCode, smsCode, uniqueEmail } from './outbox';

export const PASSWORD = 'a long and uncommon passphrase';
/** A 640×480 JPEG photo, the avatar the fixtures upload and the settings journeys choose. */
export const PICTURE_FILE = new URL('./fixtures/picture-640x480.jpg', import.meta.url).pathname;
export const WRONG_PASSWORD = 'not the right passphrase';
/**
 * A password of eight characters or more found in known breaches: in the compromised-password list
 * the server ships (and answers the breach check from, with no range service configured, as in the
 * journeys), and not in the app's common-password list, so that only the breach check refuses it.
 */
export const BREACHED_PASSWORD = 'corvette';

/**
 * As many different wrong passwords as one browser may type for one address before sign-in asks for
 * the emailed unblock code, at the server's default limits.
 */
export function wrongPasswordsUntilBlocked(): string[] {
  const allowed = Math.min(
    ...ABUSE_LIMITS.filter((limit) => limit.key === 'badPassword' || limit.key === 'badPasswordPerIpAndAddress').map((limit) => limit.limit),
  );
  return Array.from({ length: allowed }, (_, i) => (i === 0 ? WRONG_PASSWORD : `${WRONG_PASSWORD} ${i + 1}`));
}

export function authClient(baseURL: string, token?: string) {
  return createClient<AuthPaths>({ baseUrl: baseURL, headers: token ? { Authorization: `Bearer ${token}` } : {} });
}

/** What an account has besides a confirmed primary address and a password. */
export interface AccountState {
  /** Leave the sign-up code unconfirmed (the session is then unverified too). Default false. */
  unconfirmed?: boolean;
  /** Two-step authentication with an authenticator app, with backup codes as the way back in. */
  totp?: boolean;
  /** A confirmed recovery phone (implies totp). */
  recoveryPhone?: boolean;
  /** A second, confirmed session, as if signed in on another device. */
  otherDevice?: boolean;
  /** A confirmed secondary email address. */
  secondEmail?: boolean;
  /** A fixed address instead of a fresh one (for pictures that show it). */
  email?: string;
  /** A fixed recovery phone number instead of a fresh one. */
  phone?: string;
  /** Fixed backup codes instead of random ones (eight, ten characters each). */
  backupCodes?: string[];
  /** An account recovery key holding the account's kA and kB. */
  recoveryKey?: boolean;
  /** The recovery key's hint (with `recoveryKey`). */
  recoveryKeyHint?: string;
  /** An uploaded profile picture (a 640×480 JPEG), through the profile API as the settings pages upload one. */
  avatar?: boolean;
  /** Another password than PASSWORD, set through the API (which cannot check it: it sees only the stretched authPW). */
  password?: string;
}

export interface TestAccount {
  email: string;
  uid: string;
  /** The session made at sign-up: confirmed unless the state said `unconfirmed`. */
  sessionToken: string;
  verified: boolean;
  /** The account's kB (hex), which only its browsers know: for checking scoped keys. */
  kB: string;
  /** How many messages to the address a test has read (outbox.ts nextCode); the next is message mails + 1. */
  mails: number;
}

export interface TwoStepAccount extends TestAccount {
  /** The authenticator's base32 secret. */
  secret: string;
  /** Eight unused backup authentication codes. */
  backupCodes: string[];
  /** A step-up token of scope 2fa, for further second-factor changes. */
  jwt: string;
}

export interface AccountWithPhone extends TwoStepAccount {
  phone: string;
}

export interface AccountWithSecondEmail extends TestAccount {
  /** The confirmed secondary address. */
  secondEmail: string;
}

export interface AccountWithRecoveryKey extends TestAccount {
  /** The recovery key as the person saved it: 32 Crockford base32 characters (formatRecoveryKey). */
  recoveryKey: string;
  /** Its id, derived from the key and the uid. */
  recoveryKeyId: string;
  /** kA as the server holds it (the recovery data seals it with kB). */
  kA: string;
}

export interface AccountWithAvatar extends TestAccount {
  /** The uploaded picture's id and address. */
  avatar: { id: string; url: string };
}

export interface AccountOnTwoDevices extends TestAccount {
  /** The other device's confirmed session. */
  otherSessionToken: string;
}

/** The account `createAccount` makes for `state`, with the fields that state adds. */
export type Made<S extends AccountState> = (S['recoveryPhone'] extends true ? AccountWithPhone : S['totp'] extends true ? TwoStepAccount : TestAccount) &
  (S['otherDevice'] extends true ? AccountOnTwoDevices : unknown) &
  (S['secondEmail'] extends true ? AccountWithSecondEmail : unknown) &
  (S['recoveryKey'] extends true ? AccountWithRecoveryKey : unknown) &
  (S['avatar'] extends true ? AccountWithAvatar : unknown);

/**
 * A new account at `label-…@example.com` with the password PASSWORD (version 1
 * credentials, as a browser without key stretching v2 makes), confirmed by
 * its emailed code, in the state asked for.
 */
export async function createAccount<S extends AccountState>(baseURL: string, label: string, state: S = {} as S): Promise<Made<S>> {
  const email = state.email ?? uniqueEmail(label);
  const credentials = await deriveCredentials(1, email, state.password ?? PASSWORD);
  const kB = randomKb();
  const created = await authClient(baseURL).POST('/v1/account/create', {
    // A recovery key seals kA too, which the key fetch of sign-up gives.
    params: { query: { keys: state.recoveryKey === true } },
    body: {
      email,
      authPW: credentials.authPW,
      wrapKb: bytesToHex(wrapKb(kB, hexToBytes(credentials.unwrapBKey))),
      verificationMethod: 'email-otp',
    },
  });
  expect(created.error, 'account created').toBeUndefined();
  const { uid, sessionToken } = created.data!;
  const code = await codeFor(baseURL, email, 1);
  const account: TestAccount = { email, uid, sessionToken, verified: !state.unconfirmed, kB: bytesToHex(kB), mails: 1 };
  if (state.unconfirmed) return account as Made<S>;
  const confirmed = await authClient(baseURL, sessionToken).POST('/v1/session/verify_code', { body: { code } });
  expect(confirmed.error, 'sign-up code confirmed').toBeUndefined();

  let made: TestAccount = account;
  if (state.recoveryKey) made = await addRecoveryKey(baseURL, made, created.data!.keyFetchToken, state.recoveryKeyHint);
  if (state.totp || state.recoveryPhone) made = await addAuthenticator(baseURL, made, state.backupCodes);
  if (state.recoveryPhone) made = await addRecoveryPhone(baseURL, made as TwoStepAccount, state.phone);
  if (state.secondEmail) made = await addSecondEmail(baseURL, made, label);
  if (state.otherDevice) made = await signInElsewhere(baseURL, made);
  if (state.avatar) made = await addAvatar(baseURL, made);
  return made as Made<S>;
}

/** Uploads a picture as the account's avatar with the settings pages' token for its session (SPEC §6, §7.3). */
async function addAvatar(baseURL: string, account: TestAccount): Promise<AccountWithAvatar> {
  const token = await authClient(baseURL, account.sessionToken).POST('/v1/oauth/token', {
    body: { grant_type: 'session_token', client_id: SETTINGS_OAUTH_CLIENT_ID, scope: 'profile:write clients:write', ttl: 300 },
  });
  expect(token.error, 'avatar token issued').toBeUndefined();
  const picture = readFileSync(PICTURE_FILE);
  const response = await fetch(new URL('/v1/avatar/upload', baseURL), {
    method: 'POST',
    headers: { Authorization: `Bearer ${token.data!.access_token}`, 'Content-Type': 'image/jpeg' },
    body: picture,
  });
  expect(response.status, 'avatar uploaded').toBe(201);
  return Object.assign(account, { avatar: (await response.json()) as { id: string; url: string } });
}

/** The scopes of a step-up token (SPEC §3.11): each sensitive settings change needs its own. */
export type StepUpScope = AuthComponents['schemas']['MfaScope'];

/**
 * A step-up JWT of `scope` for the account's session, taken over REST from the
 * code mailed to its primary address (read in order, see outbox.ts nextCode).
 */
export async function stepUpToken(baseURL: string, account: TestAccount, scope: StepUpScope = '2fa'): Promise<string> {
  const api = authClient(baseURL, account.sessionToken);
  expect((await api.POST('/v1/mfa/otp/request', { body: { scope } })).error, 'step-up code sent').toBeUndefined();
  const code = await nextCode(baseURL, account);
  const verified = await api.POST('/v1/mfa/otp/verify', { body: { scope, code } });
  expect(verified.error, 'step-up code accepted').toBeUndefined();
  return verified.data!.accessToken;
}

function totp(secret: string): OTPAuth.TOTP {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
}

/** The code an authenticator with the base32 `secret` shows `offset` milliseconds from now. */
export function totpCode(secret: string, offset = 0): string {
  return totp(secret).generate({ timestamp: Date.now() + offset });
}

/** The authenticator code of the next 30-second step: never one already used, and still accepted now. */
export function nextTotpCode(secret: string): string {
  return totpCode(secret, 30_000);
}

/** A six-digit code that the authenticator does not accept around now. */
export function wrongTotpCode(secret: string): string {
  const valid = new Set([-60_000, -30_000, 0, 30_000, 60_000].map((offset) => totpCode(secret, offset)));
  return ['000000', '111111', '222222', '333333'].find((code) => !valid.has(code)) ?? '444444';
}

/** Turns on two-step authentication with an authenticator and eight backup codes, through the step-up operations. */
async function addAuthenticator(baseURL: string, account: TestAccount, fixedCodes?: string[]): Promise<TwoStepAccount> {
  const jwt = await stepUpToken(baseURL, account);
  const api = authClient(baseURL, jwt);
  const created = await api.POST('/v1/mfa/totp/create', { body: {} });
  expect(created.error, 'authenticator created').toBeUndefined();
  const secret = created.data!.secret;
  expect((await api.POST('/v1/mfa/totp/setup/verify', { body: { code: totp(secret).generate() } })).error, 'set-up code accepted').toBeUndefined();
  const seed = Math.random().toString(36).slice(2, 8);
  const backupCodes = fixedCodes ?? Array.from({ length: 8 }, (_, i) => `${seed}${i}`.padEnd(10, 'k').slice(0, 10));
  expect((await api.POST('/v1/mfa/recoveryCodes', { body: { recoveryCodes: backupCodes } })).error, 'backup codes stored').toBeUndefined();
  expect((await api.POST('/v1/mfa/totp/setup/complete', { body: {} })).error, 'two-step authentication on').toBeUndefined();
  return Object.assign(account, { secret, backupCodes, jwt });
}

let phoneSeed = Math.floor(Math.random() * 5000);

/** A number no other account of this run uses. */
function freshPhone(): string {
  phoneSeed += 1;
  return `+1212456${String(5000 + (phoneSeed % 5000)).padStart(4, '0')}`;
}

/** Adds a confirmed recovery phone to a two-step account. */
async function addRecoveryPhone(baseURL: string, account: TwoStepAccount, fixedPhone?: string): Promise<AccountWithPhone> {
  const phone = fixedPhone ?? freshPhone();
  const api = authClient(baseURL, account.jwt);
  expect((await api.POST('/v1/mfa/recovery_phone/create', { body: { phoneNumber: phone } })).error, 'recovery phone added').toBeUndefined();
  const code = await smsCode(baseURL, phone, 1);
  expect((await api.POST('/v1/mfa/recovery_phone/confirm', { body: { code } })).error, 'recovery phone confirmed').toBeUndefined();
  return Object.assign(account, { phone });
}

/** Adds a secondary address and confirms it with the code sent to it. */
async function addSecondEmail(baseURL: string, account: TestAccount, label: string): Promise<AccountWithSecondEmail> {
  const secondEmail = uniqueEmail(`${label}-second`);
  const api = authClient(baseURL, await stepUpToken(baseURL, account, 'email'));
  expect((await api.POST('/v1/recovery_email/create', { body: { email: secondEmail } })).error, 'second address added').toBeUndefined();
  const code = await codeFor(baseURL, secondEmail, 1);
  expect((await api.POST('/v1/recovery_email/verify_code', { body: { email: secondEmail, code } })).error, 'second address confirmed').toBeUndefined();
  return Object.assign(account, { secondEmail });
}

/**
 * Makes an account recovery key as settings does, right after the session was
 * confirmed (the session-token variant): kA from sign-up's key fetch, kB the
 * account's, sealed under a new key by the browser's crypto module.
 */
async function addRecoveryKey(
  baseURL: string,
  account: TestAccount,
  keyFetchToken: string | undefined,
  hint?: string,
): Promise<AccountWithRecoveryKey> {
  expect(keyFetchToken, 'sign-up gave a key-fetch token').toBeDefined();
  const keys = await authClient(baseURL, keyFetchToken).GET('/v1/account/keys');
  expect(keys.error, 'keys fetched').toBeUndefined();
  const kA = keys.data!.kA;
  const key = generateRecoveryKey();
  const id = await recoveryKeyId(key, account.uid);
  const recoveryData = await encryptRecoveryData(key, account.uid, { kA, kB: account.kB });
  const created = await authClient(baseURL, account.sessionToken).POST('/v1/recoveryKey', {
    body: { recoveryKeyId: id, recoveryData, enabled: true, ...(hint ? { hint } : {}) },
  });
  expect(created.error, 'recovery key stored').toBeUndefined();
  return Object.assign(account, { recoveryKey: formatRecoveryKey(key), recoveryKeyId: id, kA });
}

/** Signs the account in a second time, as another device would, and confirms that session by its emailed code. */
async function signInElsewhere(baseURL: string, account: TestAccount): Promise<AccountOnTwoDevices> {
  const credentials = await deriveCredentials(1, account.email, PASSWORD);
  const login = await authClient(baseURL).POST('/v1/account/login', {
    body: { email: account.email, authPW: credentials.authPW, reason: 'signin' },
    headers: { 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0' },
  });
  expect(login.error, 'signed in on the other device').toBeUndefined();
  const otherSessionToken = login.data!.sessionToken;
  const other = authClient(baseURL, otherSessionToken);
  if (login.data!.verificationMethod === 'totp-2fa' && 'secret' in account) {
    const code = nextTotpCode((account as TwoStepAccount).secret);
    expect((await other.POST('/v1/session/verify/totp', { body: { code } })).error, 'other device confirmed by its authenticator').toBeUndefined();
  } else if (!login.data!.sessionVerified) {
    const code = await nextCode(baseURL, account);
    expect((await other.POST('/v1/session/verify_code', { body: { code } })).error, 'other device confirmed').toBeUndefined();
  }
  return Object.assign(account, { otherSessionToken });
}

/**
 * Makes the browser hold the account's session, as it would after signing in
 * on this page: the stored account and the current mark, written before the
 * app's first script runs on the next page load (and only on that one, so a
 * later sign-out is not undone by a reload).
 */
export async function signInBrowser(page: Page, account: TestAccount): Promise<void> {
  const stored = {
    uid: account.uid,
    sessionToken: account.sessionToken,
    email: account.email,
    verified: account.verified,
    lastLogin: Date.now(),
    verificationMethod: 'email-otp',
    ...(account.verified ? {} : { verificationReason: 'signup' }),
  };
  await page.addInitScript((record) => {
    const marker = '__orbit_e2e_seeded';
    if (sessionStorage.getItem(marker)) return;
    sessionStorage.setItem(marker, '1');
    const key = '__orbit_storage.accounts';
    const accounts = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
    accounts[record.uid] = record;
    localStorage.setItem(key, JSON.stringify(accounts));
    localStorage.setItem('__orbit_storage.currentAccountUid', JSON.stringify(record.uid));
  }, stored);
}
