// Accounts in the states a reset meets, made through the in-process server's
// REST API as settings makes them: an authenticator with backup codes (after
// the emailed step-up code), a recovery phone, and an account recovery key
// sealing the account's kA and kB. The account's kB is kept to compare after
// a reset.
import * as OTPAuth from 'otpauth';
import { expect } from 'vitest';
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
} from '../../../../app/lib/crypto';
import { TEST_PASSWORD, restClient } from '../../../support/accounts';
import type { InProcessServer } from '../../../support/inProcessServer';

export interface ResetTestAccount {
  email: string;
  uid: string;
  sessionToken: string;
  /** The account's kB, hex. */
  kB: string;
  /** The authenticator's secret and the backup codes, with `totp`. */
  secret?: string;
  backupCodes?: string[];
  /** The recovery phone, with `phone`. */
  phone?: string;
  /** The recovery key as it was shown, with `recoveryKey`. */
  recoveryKey?: string;
}

/** The newest code mailed or texted to `to`. */
async function latestCode(server: InProcessServer, to: { email: string } | { phone: string }): Promise<string> {
  const [message] = await server.services.outbox.recent({ ...to, limit: 1 });
  expect(message?.code, 'a code was sent').toBeTypeOf('string');
  return message!.code!;
}

function authenticator(secret: string): OTPAuth.TOTP {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
}

/** The authenticator's code now. */
export function totpCode(secret: string): string {
  return authenticator(secret).generate();
}

/** The code of the next 30-second step: never one already used (the server takes each once), and accepted now. */
export function nextTotpCode(secret: string): string {
  return authenticator(secret).generate({ timestamp: Date.now() + 30_000 });
}

let phones = 0;

/** A confirmed account at `email` with TEST_PASSWORD, in the state asked for. */
export async function createResetAccount(
  server: InProcessServer,
  email: string,
  state: { totp?: boolean; phone?: boolean; recoveryKey?: boolean; hint?: string } = {},
): Promise<ResetTestAccount> {
  const credentials = await deriveCredentials(1, email, TEST_PASSWORD);
  const kB = randomKb();
  const created = await restClient(server).POST('/v1/account/create', {
    params: { query: { keys: true } },
    body: { email, authPW: credentials.authPW, wrapKb: bytesToHex(wrapKb(kB, hexToBytes(credentials.unwrapBKey))), verificationMethod: 'email-otp' },
  });
  expect(created.error, 'account created').toBeUndefined();
  const { uid, sessionToken, keyFetchToken } = created.data!;
  const account: ResetTestAccount = { email, uid, sessionToken, kB: bytesToHex(kB) };
  const session = restClient(server, sessionToken);
  expect((await session.POST('/v1/session/verify_code', { body: { code: await latestCode(server, { email }) } })).error).toBeUndefined();

  if (state.recoveryKey) {
    const keys = await restClient(server, keyFetchToken).GET('/v1/account/keys');
    expect(keys.error, 'keys fetched').toBeUndefined();
    const key = generateRecoveryKey();
    const recoveryData = await encryptRecoveryData(key, uid, { kA: keys.data!.kA, kB: account.kB });
    const stored = await session.POST('/v1/recoveryKey', {
      body: { recoveryKeyId: await recoveryKeyId(key, uid), recoveryData, enabled: true, ...(state.hint ? { hint: state.hint } : {}) },
    });
    expect(stored.error, 'recovery key stored').toBeUndefined();
    account.recoveryKey = formatRecoveryKey(key);
  }

  if (state.totp || state.phone) {
    expect((await session.POST('/v1/mfa/otp/request', { body: { scope: '2fa' } })).error, 'step-up code sent').toBeUndefined();
    const stepUp = await session.POST('/v1/mfa/otp/verify', { body: { scope: '2fa', code: await latestCode(server, { email }) } });
    expect(stepUp.error, 'step-up code accepted').toBeUndefined();
    const mfa = restClient(server, stepUp.data!.accessToken);
    const totp = await mfa.POST('/v1/mfa/totp/create', { body: {} });
    expect(totp.error, 'authenticator created').toBeUndefined();
    account.secret = totp.data!.secret;
    expect((await mfa.POST('/v1/mfa/totp/setup/verify', { body: { code: totpCode(account.secret) } })).error).toBeUndefined();
    account.backupCodes = Array.from({ length: 8 }, (_, i) => `${uid.slice(0, 9)}${i}`);
    expect((await mfa.POST('/v1/mfa/recoveryCodes', { body: { recoveryCodes: account.backupCodes } })).error, 'backup codes stored').toBeUndefined();
    expect((await mfa.POST('/v1/mfa/totp/setup/complete', { body: {} })).error, 'two-step authentication on').toBeUndefined();
    if (state.phone) {
      phones += 1;
      account.phone = `+1212555${String(1000 + phones)}`;
      expect((await mfa.POST('/v1/mfa/recovery_phone/create', { body: { phoneNumber: account.phone } })).error, 'recovery phone added').toBeUndefined();
      const code = await latestCode(server, { phone: account.phone });
      expect((await mfa.POST('/v1/mfa/recovery_phone/confirm', { body: { code } })).error, 'recovery phone confirmed').toBeUndefined();
    }
  }
  return account;
}

/**
 * Signs in with `password` as a new device does (confirming the session by
 * the emailed code, or by the authenticator of a two-step account) and
 * returns kB as the browser unwraps it; the errno of a refused password.
 */
export async function signInForKb(server: InProcessServer, account: ResetTestAccount, password: string): Promise<{ kB: string } | { errno: number }> {
  const credentials = await deriveCredentials(1, account.email, password);
  const login = await restClient(server).POST('/v1/account/login', {
    params: { query: { keys: true } },
    body: { email: account.email, authPW: credentials.authPW, reason: 'signin' },
  });
  if (login.error) return { errno: (login.error as { errno: number }).errno };
  const session = restClient(server, login.data!.sessionToken);
  if (!login.data!.sessionVerified) {
    const confirmed =
      login.data!.verificationMethod === 'totp-2fa' && account.secret
        ? await session.POST('/v1/session/verify/totp', { body: { code: nextTotpCode(account.secret) } })
        : await session.POST('/v1/session/verify_code', { body: { code: await latestCode(server, { email: account.email }) } });
    expect(confirmed.error, 'new session confirmed').toBeUndefined();
  }
  const keys = await restClient(server, login.data!.keyFetchToken).GET('/v1/account/keys');
  expect(keys.error, 'keys fetched').toBeUndefined();
  return { kB: bytesToHex(wrapKb(hexToBytes(keys.data!.wrapKB), hexToBytes(credentials.unwrapBKey))) };
}
