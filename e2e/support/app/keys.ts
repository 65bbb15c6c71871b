// kB, the account's key that only its browsers know, as a browser gets it: a
// key fetch (the key-fetch token of a sign-in asking for keys, traded once)
// gives the wrapped kB, which the unwrapBKey the password stretches to opens.
// Journeys compare it with the kB an account was made with (TestAccount.kB)
// after a change that must keep it, or with what the browser was sent.
import { expect } from '@playwright/test';
import { bytesToHex, deriveCredentials, hexToBytes, wrapKb } from '../../../app/lib/crypto';
import { authClient } from './accounts';
import type { TestAccount } from './accounts';
import { nextCode } from './outbox';
import type { Mailbox } from './outbox';

/** What a password stretches to: the sign-in's authPW, and the key that opens the wrapped kB. */
export interface Credentials {
  authPW: string;
  unwrapBKey: string;
}

/** kB from a key fetch: `keyFetchToken` traded for the wrapped kB, opened with `unwrapBKey`. */
export async function unwrapKb(baseURL: string, keyFetchToken: string | undefined, unwrapBKey: string): Promise<string> {
  const keys = await authClient(baseURL, keyFetchToken).GET('/v1/account/keys');
  expect(keys.error, 'the key-fetch token is traded').toBeUndefined();
  return bytesToHex(wrapKb(hexToBytes(keys.data!.wrapKB), hexToBytes(unwrapBKey)));
}

/** The credentials a browser stretches `password` to now: key stretching v2 with its salt once the account has it, else v1. */
export async function currentCredentials(baseURL: string, email: string, password: string): Promise<Credentials> {
  const status = await authClient(baseURL).POST('/v1/account/credentials/status', { body: { email } });
  expect(status.error).toBeUndefined();
  const { currentVersion, clientSalt } = status.data!;
  return currentVersion === 'v2' && clientSalt ? deriveCredentials(2, email, password, clientSalt) : deriveCredentials(1, email, password);
}

/** The sign-in's own fields: the address the password is stretched with, and what a browser adds to it. */
export interface KeysLogin {
  email: string;
  /** The address typed, when the server named another one to stretch with (errno 120). */
  originalLoginEmail?: string;
  reason?: 'signin';
}

/**
 * kB as a browser that signs in gets it: a sign-in asking for keys with
 * `credentials`, confirmed with the next code mailed to `mailbox` when the
 * server asks for one, then its key fetch unwrapped.
 */
export async function signInForKb(baseURL: string, login: KeysLogin, credentials: Credentials, mailbox: Mailbox): Promise<string> {
  const signedIn = await authClient(baseURL).POST('/v1/account/login', { params: { query: { keys: true } }, body: { ...login, authPW: credentials.authPW } });
  expect(signedIn.error, 'signed in with the password').toBeUndefined();
  const { sessionToken, keyFetchToken, sessionVerified } = signedIn.data!;
  if (!sessionVerified) {
    const code = await nextCode(baseURL, mailbox);
    expect((await authClient(baseURL, sessionToken).POST('/v1/session/verify_code', { body: { code } })).error, 'the sign-in confirmed').toBeUndefined();
  }
  return unwrapKb(baseURL, keyFetchToken, credentials.unwrapBKey);
}

/** kB as a browser with `password` gets it now (the key stretching the account reports, its mail read in order). */
export async function currentKb(baseURL: string, account: TestAccount, password: string): Promise<string> {
  return signInForKb(baseURL, { email: account.email, reason: 'signin' }, await currentCredentials(baseURL, account.email, password), account);
}
