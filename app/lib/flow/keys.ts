// kB for a relying party's scoped keys (SPEC §5.1), held in memory only for
// the flow that asked for them: a sign-in with `keys=true` keeps the key-fetch
// token and unwrapBKey; a sign-up keeps the kB it made. /authorization reads
// kB from it, fetching the keys once the session is confirmed. A reload
// forgets it, and the person types the password again.
import type { Api } from '../../api';
import { ERRNO } from '../../api';
import { bytesToHex, deriveCredentials, hexToBytes, wrapKb } from '../crypto';
import { hasErrno } from './errors';
import { DESKTOP_V3_CONTEXT, OAUTH_WEBCHANNEL_CONTEXT, SYNC_SERVICE } from '../integration';
import type { SensitiveData } from '../storage';

const KIND = 'auth';

interface HeldKeys {
  uid: string;
  keyFetchToken?: string;
  unwrapBKey?: string;
  kB?: string;
  /** Kept with kB when the key-fetch token gave both. */
  kA?: string;
}

/** Whether a flow's query asks for scoped keys: a relying party's `keys_jwk` with a scope. */
export function wantsScopedKeys(search: string): boolean {
  const params = new URLSearchParams(search);
  return (params.get('keys_jwk') ?? '') !== '' && (params.get('scope') ?? '') !== '';
}

/** Whether a flow's query is a sign-in of the browser's sync (service=sync, or a sync context): the password then also gives the account's keys. */
export function isSyncSignIn(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.get('service') === SYNC_SERVICE || [DESKTOP_V3_CONTEXT, OAUTH_WEBCHANNEL_CONTEXT].includes(params.get('context') ?? '');
}

/** Keeps what a sign-in with keys returned, to fetch kB once the session is confirmed. */
export function holdKeyFetch(sensitive: SensitiveData, uid: string, keyFetchToken: string, unwrapBKey: string): void {
  sensitive.set(KIND, { uid, keyFetchToken, unwrapBKey } satisfies HeldKeys);
}

/** Keeps the kB a sign-up made. */
export function holdKb(sensitive: SensitiveData, uid: string, kB: string): void {
  sensitive.set(KIND, { uid, kB } satisfies HeldKeys);
}

/**
 * The account's kB if this flow holds what gives it: fetched with the
 * key-fetch token the first time (the token is single use), then kept.
 * Undefined when nothing is held for `uid`.
 */
export async function heldKb(api: Pick<Api, 'accountKeys'>, sensitive: SensitiveData, uid: string): Promise<string | undefined> {
  const held = sensitive.get<HeldKeys>(KIND);
  if (!held || held.uid !== uid) return undefined;
  if (held.kB) return held.kB;
  if (!held.keyFetchToken || !held.unwrapBKey) return undefined;
  const { kA, wrapKB } = await api.accountKeys(held.keyFetchToken);
  const kB = bytesToHex(wrapKb(hexToBytes(wrapKB), hexToBytes(held.unwrapBKey)));
  sensitive.set(KIND, { uid, kA, kB } satisfies HeldKeys);
  return kB;
}

/**
 * kA and kB of `uid` when this flow's sign-in holds a key-fetch token (or
 * already fetched with it): what an account recovery key keeps. Undefined
 * otherwise (a sign-up holds kB alone).
 */
export async function heldAccountKeys(api: Pick<Api, 'accountKeys'>, sensitive: SensitiveData, uid: string): Promise<{ kA: string; kB: string } | undefined> {
  const kB = await heldKb(api, sensitive, uid);
  const kA = sensitive.get<HeldKeys>(KIND)?.kA;
  return kB && kA ? { kA, kB } : undefined;
}

/** Whether this flow holds what gives `uid`'s kB (checked before asking the person anything). */
export function holdsKeysFor(sensitive: SensitiveData, uid: string): boolean {
  const held = sensitive.get<HeldKeys>(KIND);
  return held?.uid === uid && (held.kB !== undefined || (held.keyFetchToken !== undefined && held.unwrapBKey !== undefined));
}

/**
 * Takes the unused key-fetch token held for `uid` with its unwrapBKey, and
 * forgets it: a sync flow hands it to the browser, which trades it once.
 */
export function takeKeyFetch(sensitive: SensitiveData, uid: string): { keyFetchToken: string; unwrapBKey: string } | undefined {
  const held = sensitive.get<HeldKeys>(KIND);
  if (held?.uid !== uid || !held.keyFetchToken || !held.unwrapBKey) return undefined;
  sensitive.clear(KIND);
  return { keyFetchToken: held.keyFetchToken, unwrapBKey: held.unwrapBKey };
}

type KeysApi = Pick<Api, 'accountCredentialsStatus' | 'sessionReauth' | 'accountKeys'>;

/** Why the password is checked again for the keys. */
export type KeysReason = 'password_check' | 'recovery_key' | 'password_change';

/** What a password checked again with keys proves. */
export interface ReauthenticatedKeys {
  /** The address the password is stretched with (another one than asked for once another became primary). */
  email: string;
  /** The stretched password's authPW, for an operation that sends it again. */
  authPW: string;
  kA: string;
  kB: Uint8Array;
}

/** What a password checked again with keys gives before the key fetch: the single-use token and what unwraps kB. */
export interface ReauthenticatedKeyFetch {
  /** The address the password is stretched with (another one than asked for once another became primary). */
  email: string;
  /** The stretched password's authPW, for an operation that sends it again. */
  authPW: string;
  keyFetchToken: string;
  unwrapBKey: string;
}

/**
 * Checks the signed-in account's password again and asks for a key-fetch
 * token: the newest key-stretch version the account has, and the address the
 * server names when another one became primary (120). The token is not used
 * here, so a sync flow can hand it to the browser. Rejects with the server's
 * error (103 for a wrong password).
 */
export async function reauthenticateForKeyFetch(
  api: Pick<Api, 'accountCredentialsStatus' | 'sessionReauth'>,
  email: string,
  password: string,
  reason: KeysReason,
): Promise<ReauthenticatedKeyFetch> {
  const status = await api.accountCredentialsStatus(email);
  let hashEmail = email;
  for (let attempt = 0; ; attempt += 1) {
    const stretched =
      status.currentVersion === 'v2' && status.clientSalt
        ? await deriveCredentials(2, hashEmail, password, status.clientSalt)
        : await deriveCredentials(1, hashEmail, password);
    let keyFetchToken: string | undefined;
    try {
      ({ keyFetchToken } = await api.sessionReauth({ email: hashEmail, authPW: stretched.authPW, reason }, { keys: true }));
    } catch (error) {
      if (attempt === 0 && hasErrno(error, ERRNO.INCORRECT_EMAIL_CASE) && error.email) {
        hashEmail = error.email;
        continue;
      }
      throw error;
    }
    if (!keyFetchToken) throw new Error('The server gave no key-fetch token');
    return { email: hashEmail, authPW: stretched.authPW, keyFetchToken, unwrapBKey: stretched.unwrapBKey };
  }
}

/**
 * Checks the signed-in account's password again and fetches its keys
 * (reauthenticateForKeyFetch, then the key fetch). Rejects with the server's
 * error (103 for a wrong password).
 */
export async function reauthenticateWithKeys(api: KeysApi, email: string, password: string, reason: KeysReason): Promise<ReauthenticatedKeys> {
  const { keyFetchToken, unwrapBKey, ...proved } = await reauthenticateForKeyFetch(api, email, password, reason);
  const keys = await api.accountKeys(keyFetchToken);
  return { ...proved, kA: keys.kA, kB: wrapKb(hexToBytes(keys.wrapKB), hexToBytes(unwrapBKey)) };
}

/** kA and kB (hex) of the signed-in account, proved by its password. */
export async function accountKeysWithPassword(api: KeysApi, email: string, password: string, reason: KeysReason): Promise<{ kA: string; kB: string }> {
  const { kA, kB } = await reauthenticateWithKeys(api, email, password, reason);
  return { kA, kB: bytesToHex(kB) };
}
