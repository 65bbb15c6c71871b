// Shared steps of the reset suites: the emailed reset code, the
// password-forgot and account-reset tokens, the credentials of a new
// password (with a chosen kB), and recovery data the way a browser makes it.
import { randomBytes } from 'node:crypto';
import { CompactEncrypt } from 'jose';
import { expect } from 'vitest';
import { credentialsV1, credentialsV2, newClientSalt, wrapKb, xorBytes } from '../../../server/crypto/onepw';
import type { StretchedCredentials } from '../../../server/crypto/onepw';
import type { TestAccount } from '../api/flows';
import type { TestServer } from '../harness';

export const NEW_PASSWORD = 'a brand new passphrase';

/** Version 2 credentials do not depend on the email: derived once (650,000 iterations) and shared. */
let sharedV2: { clientSalt: string; v2: StretchedCredentials } | undefined;

/** What a browser sends for the new password: both stretching versions, wrapping `kB`. */
export function newPasswordCredentials(email: string, kB: string = randomBytes(32).toString('hex')) {
  if (!sharedV2) {
    const clientSalt = newClientSalt();
    sharedV2 = { clientSalt, v2: credentialsV2(clientSalt, NEW_PASSWORD) };
  }
  const v1 = credentialsV1(email, NEW_PASSWORD);
  return {
    kB,
    unwrapBKeyV1: v1.unwrapBKey,
    unwrapBKeyV2: sharedV2.v2.unwrapBKey,
    body: {
      authPW: v1.authPW,
      wrapKb: wrapKb(kB, v1.unwrapBKey),
      authPWVersion2: sharedV2.v2.authPW,
      wrapKbVersion2: wrapKb(kB, sharedV2.v2.unwrapBKey),
      clientSalt: sharedV2.clientSalt,
    },
  };
}

/** kB from a wrapped kB and the unwrapBKey of the same version. */
export function unwrap(wrapped: string, unwrapBKey: string): string {
  return xorBytes(Buffer.from(wrapped, 'hex'), Buffer.from(unwrapBKey, 'hex')).toString('hex');
}

/** Asks for the emailed reset code and returns it. */
export async function sendResetCode(t: TestServer, email: string, headers: Record<string, string> = {}): Promise<string> {
  const sent = await t.rest().POST('/v1/password/forgot/send_otp', { body: { email }, headers });
  expect(sent.error).toBeUndefined();
  return t.latestCode(email);
}

/** The emailed code traded for a password-forgot token and its reset code. */
export async function forgotToken(t: TestServer, account: Pick<TestAccount, 'email'>): Promise<{ token: string; code: string; uid: string }> {
  const otp = await sendResetCode(t, account.email);
  const verified = await t.rest().POST('/v1/password/forgot/verify_otp', { body: { email: account.email, code: otp } });
  expect(verified.error).toBeUndefined();
  return verified.data!;
}

/** A live account-reset token for an account without two-step authentication. */
export async function resetToken(t: TestServer, account: Pick<TestAccount, 'email'>): Promise<string> {
  const forgot = await forgotToken(t, account);
  const traded = await t.rest(forgot.token).POST('/v1/password/forgot/verify_code', { body: { code: forgot.code } });
  expect(traded.error).toBeUndefined();
  return traded.data!.accountResetToken;
}

/** Recovery data as the browser makes it: a compact JWE (dir, A256GCM) of kA and kB under a random key. */
export async function recoveryData(kB: string): Promise<{ recoveryKeyId: string; recoveryData: string }> {
  const recoveryKeyId = randomBytes(16).toString('hex');
  const jwe = await new CompactEncrypt(new TextEncoder().encode(JSON.stringify({ kA: randomBytes(32).toString('hex'), kB })))
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM', kid: recoveryKeyId })
    .encrypt(randomBytes(32));
  return { recoveryKeyId, recoveryData: jwe };
}

/** The account's security event names, newest first. */
export async function eventNames(t: TestServer, uid: string): Promise<string[]> {
  const rows = await t.db.query<{ name: string }>('SELECT name FROM security_events WHERE uid = $1 ORDER BY id DESC', [uid]);
  return rows.map((row) => row.name);
}

/** The newest message of an address in the outbox (template, language, subject). */
export async function latestMail(t: TestServer, email: string): Promise<{ template: string; locale: string; subject: string; text_body: string }> {
  const rows = await t.db.query<{ template: string; locale: string; subject: string; text_body: string }>(
    'SELECT template, locale, subject, text_body FROM outbox WHERE normalized_recipient = $1 ORDER BY id DESC LIMIT 1',
    [email.toLowerCase()],
  );
  expect(rows[0], `no mail to ${email}`).toBeDefined();
  return rows[0]!;
}
