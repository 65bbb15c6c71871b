// The account recovery key on every database: creating it (recently confirmed
// session, or a step-up JWT for recovery_key), its hint, whether it exists,
// removing it, the bundle a reset fetches with it (limited, wrong ids
// counted), and the reset that keeps kB and uses the key up. Also the
// GraphQL operations of a reset.
import { describe, expect, it } from 'vitest';
import {
  GetRecoveryKeyBundleDocument,
  PasswordForgotCodeStatusDocument,
  PasswordForgotVerifyCodeDocument,
} from '../../../generated/graphql';
import { databases, useTestServer } from '../harness';
import type { TestServer } from '../harness';
import { signUpVerified } from '../api/flows';
import type { TestAccount } from '../api/flows';
import { TestClock, stepUpToken } from '../second-factor/steps';
import { eventNames, forgotToken, latestMail, newPasswordCredentials, recoveryData, resetToken, unwrap } from './steps';

/** The bundle with the hint, which the app's own document does not ask for. */
/**
 * The bundle with its hint, a question the app itself does not ask: sent as
 * query text, which a server outside production still answers.
 */
const BUNDLE_WITH_HINT = 'query BundleWithHint($input: RecoveryKeyBundleInput!) { getRecoveryKeyBundle(input: $input) { recoveryData recoveryKeyHint } }';

async function bundleWithHint(t: TestServer, input: { accountResetToken: string; recoveryKeyId: string }) {
  const response = await fetch(`${t.server.url}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ query: BUNDLE_WITH_HINT, variables: { input } }),
  });
  return (await response.json()) as { data?: { getRecoveryKeyBundle: { recoveryData: string; recoveryKeyHint: string | null } } };
}

async function withRecoveryKey(t: TestServer, account: TestAccount, hint?: string) {
  const key = await recoveryData(account.credentials.kB);
  const created = await t.rest(account.sessionToken).POST('/v1/recoveryKey', { body: { ...key, enabled: true, ...(hint ? { hint } : {}) } });
  expect(created.error).toBeUndefined();
  return key;
}

function otherId(id: string): string {
  return id.startsWith('0') ? `1${id.slice(1)}` : `0${id.slice(1)}`;
}

describe.each(databases)('the account recovery key on $name', (database) => {
  const clock = new TestClock();
  const t = useTestServer(database, { now: clock.now });

  it('is created by a recently confirmed session, once (161), and replaced only when asked', async () => {
    const account = await signUpVerified(t);
    const api = t.rest(account.sessionToken);
    expect((await api.GET('/v1/recoveryKey/exists')).data).toEqual({ exists: false, estimatedSyncDeviceCount: 1 });
    const key = await withRecoveryKey(t, account, 'In the drawer');
    expect((await api.GET('/v1/recoveryKey/exists')).data).toMatchObject({ exists: true });
    const stored = await t.db.query<{ recovery_key_id: string; recovery_data: string }>('SELECT recovery_key_id, recovery_data FROM recovery_keys WHERE uid = $1', [account.uid]);
    expect(stored).toEqual([{ recovery_key_id: key.recoveryKeyId, recovery_data: key.recoveryData }]);
    const second = await recoveryData(account.credentials.kB);
    const refused = await api.POST('/v1/recoveryKey', { body: { ...second, enabled: true } });
    expect(refused.error).toMatchObject({ code: 400, errno: 161 });
    expect((await api.POST('/v1/recoveryKey', { body: { ...second, enabled: true, replaceKey: true } })).error).toBeUndefined();
    expect(await eventNames(t, account.uid)).toEqual(expect.arrayContaining(['account.recovery_key_added', 'account.recovery_key_replaced']));
    // Ten minutes after the session was confirmed, only the step-up JWT will do.
    clock.advance(11 * 60_000);
    const late = await api.POST('/v1/recoveryKey', { body: { ...second, enabled: true, replaceKey: true } });
    expect(late.error).toMatchObject({ code: 401, errno: 110, message: 'Missing or expired jwt.' });
  });

  it('is created and removed with a step-up JWT for recovery_key only', async () => {
    const account = await signUpVerified(t);
    const wrongScope = await stepUpToken(t, account, '2fa');
    const key = await recoveryData(account.credentials.kB);
    const refused = await t.rest(wrongScope).POST('/v1/mfa/recoveryKey', { body: { ...key, enabled: true } });
    expect(refused.error).toMatchObject({ code: 401, errno: 110, message: 'Missing or expired jwt.' });
    expect((await t.rest(wrongScope).POST('/v1/recoveryKey/destroy')).error).toMatchObject({ code: 401, errno: 110 });
    const jwt = await stepUpToken(t, account, 'recovery_key');
    expect((await t.rest(jwt).POST('/v1/mfa/recoveryKey', { body: { ...key, enabled: true } })).error).toBeUndefined();
    expect((await t.rest(jwt).POST('/v1/recoveryKey/destroy')).error).toBeUndefined();
    expect((await t.rest(account.sessionToken).GET('/v1/recoveryKey/exists')).data).toMatchObject({ exists: false });
    expect((await t.rest(jwt).POST('/v1/recoveryKey/destroy')).error).toMatchObject({ code: 400, errno: 158 });
    expect(await eventNames(t, account.uid)).toContain('account.recovery_key_removed');
  });

  it('refuses an unconfirmed session (138) and a malformed hint (107)', async () => {
    const account = await signUpVerified(t);
    const unconfirmed = await t.rest().POST('/v1/account/login', { body: { reason: 'signin', email: account.email, authPW: account.credentials.authPWVersion2 } });
    const key = await recoveryData(account.credentials.kB);
    const refused = await t.rest(unconfirmed.data!.sessionToken).POST('/v1/recoveryKey', { body: { ...key, enabled: true } });
    expect(refused.error).toMatchObject({ code: 400, errno: 138 });
    const badHint = await t.rest(account.sessionToken).POST('/v1/recoveryKey', { body: { ...key, enabled: true, hint: 'bad\u0007hint' } });
    expect(badHint.error).toMatchObject({ code: 400, errno: 107 });
    expect((await t.rest(account.sessionToken).GET('/v1/recoveryKey/exists')).data).toMatchObject({ exists: false });
  });

  it('keeps a hint, shown during a reset (158 without a key)', async () => {
    const account = await signUpVerified(t);
    const noKey = await t.rest(account.sessionToken).POST('/v1/recoveryKey/hint', { body: { hint: 'Safe' } });
    expect(noKey.error).toMatchObject({ code: 400, errno: 158 });
    await withRecoveryKey(t, account);
    expect((await t.rest(account.sessionToken).POST('/v1/recoveryKey/hint', { body: { hint: 'Behind the clock' } })).error).toBeUndefined();
    const bad = await t.rest(account.sessionToken).POST('/v1/recoveryKey/hint', { body: { hint: '\u{F0000}private' } });
    expect(bad.error).toMatchObject({ code: 400, errno: 107 });
    // During a reset: whether a key exists, by the password-forgot token, and its hint, by the account-reset token.
    const forgot = await forgotToken(t, account);
    expect((await t.rest(forgot.token).GET('/v1/recoveryKey/exists')).data).toMatchObject({ exists: true });
    // Only a reset proved by its emailed code reads the hint: not the address's token before the code, nor a session.
    expect((await t.rest(forgot.token).GET('/v1/recoveryKey/hint')).error).toMatchObject({ code: 401, errno: 110 });
    expect((await t.rest(account.sessionToken).GET('/v1/recoveryKey/hint')).error).toMatchObject({ code: 401, errno: 110 });
    const traded = await t.rest(forgot.token).POST('/v1/password/forgot/verify_code', { body: { code: forgot.code, accountResetWithRecoveryKey: true } });
    expect((await t.rest(traded.data!.accountResetToken).GET('/v1/recoveryKey/hint')).data).toEqual({ hint: 'Behind the clock' });
    expect((await t.rest('0'.repeat(64)).GET('/v1/recoveryKey/hint')).error).toMatchObject({ code: 401, errno: 110 });
  });

  it('hands the recovery data to an account-reset token that names the key (158 for another id, 110 without the token)', async () => {
    const account = await signUpVerified(t);
    const key = await withRecoveryKey(t, account);
    const token = await resetToken(t, account);
    const bundle = await t.rest(token).GET('/v1/recoveryKey/bundle/{recoveryKeyId}', { params: { path: { recoveryKeyId: key.recoveryKeyId } } });
    expect(bundle.data).toEqual({ recoveryData: key.recoveryData });
    const wrong = await t.rest(token).GET('/v1/recoveryKey/bundle/{recoveryKeyId}', { params: { path: { recoveryKeyId: otherId(key.recoveryKeyId) } } });
    expect(wrong.error).toMatchObject({ code: 400, errno: 158 });
    const badId = await t.rest(token).GET('/v1/recoveryKey/bundle/{recoveryKeyId}', { params: { path: { recoveryKeyId: 'XYZ' } } });
    expect(badId.error).toMatchObject({ code: 400, errno: 107 });
    const noToken = await t.rest('1'.repeat(64)).GET('/v1/recoveryKey/bundle/{recoveryKeyId}', { params: { path: { recoveryKeyId: key.recoveryKeyId } } });
    expect(noToken.error).toMatchObject({ code: 401, errno: 110 });
  });

  it('checks twenty concurrent wrong ids exactly ten times, then answers 114 even to the right one', async () => {
    clock.advance(16 * 60_000);
    const account = await signUpVerified(t);
    const key = await withRecoveryKey(t, account);
    const token = await resetToken(t, account);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.rest(token).GET('/v1/recoveryKey/bundle/{recoveryKeyId}', { params: { path: { recoveryKeyId: otherId(key.recoveryKeyId) } } }),
      ),
    );
    expect(answers.filter((a) => a.error?.errno === 158)).toHaveLength(10);
    const throttled = answers.filter((a) => a.error?.errno === 114);
    expect(throttled).toHaveLength(10);
    expect(throttled[0]!.error!.retryAfterLocalized).toBeDefined();
    const right = await t.rest(token).GET('/v1/recoveryKey/bundle/{recoveryKeyId}', { params: { path: { recoveryKeyId: key.recoveryKeyId } } });
    expect(right.error).toMatchObject({ code: 429, errno: 114 });
    clock.advance(16 * 60_000);
    // The account-reset token has expired meanwhile; a new one finds the key.
    const next = await resetToken(t, account);
    expect((await t.rest(next).GET('/v1/recoveryKey/bundle/{recoveryKeyId}', { params: { path: { recoveryKeyId: key.recoveryKeyId } } })).data).toEqual({
      recoveryData: key.recoveryData,
    });
  });

  it('resets with the key: kB is kept, the key is used up, and the mail says so', async () => {
    const account = await signUpVerified(t);
    const key = await withRecoveryKey(t, account);
    const token = await resetToken(t, account);
    const keep = newPasswordCredentials(account.email, account.credentials.kB);
    const wrong = await t.rest(token).POST('/v1/account/reset_with_recovery_key', { body: { ...keep.body, recoveryKeyId: otherId(key.recoveryKeyId) } });
    expect(wrong.error).toMatchObject({ code: 400, errno: 159 });
    const reset = await t.rest(token).POST('/v1/account/reset_with_recovery_key', {
      params: { query: { keys: true } },
      body: { ...keep.body, recoveryKeyId: key.recoveryKeyId, sessionToken: true },
      headers: { 'Accept-Language': 'ja', 'User-Agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36' },
    });
    expect(reset.error).toBeUndefined();
    const keys = await t.rest(reset.data!.keyFetchToken!).GET('/v1/account/keys');
    expect(unwrap(keys.data!.wrapKB, keep.unwrapBKeyV2)).toBe(account.credentials.kB);
    expect((await t.rest(reset.data!.sessionToken!).GET('/v1/recoveryKey/exists')).data).toMatchObject({ exists: false });
    expect(await eventNames(t, account.uid)).toEqual(expect.arrayContaining(['account.password_reset', 'account.recovery_key_used']));
    // The key's use names the device that reset, as the reset itself does.
    const used = await t.db.query<{ browser: string | null; os: string | null }>(
      "SELECT browser, os FROM security_events WHERE uid = $1 AND name = 'account.recovery_key_used'",
      [account.uid],
    );
    expect(used).toEqual([{ browser: 'Chrome', os: 'Android' }]);
    expect(await latestMail(t, account.email)).toMatchObject({ template: 'password-reset-recovery-key', locale: 'ja', subject: 'パスワードが変更されました' });
    // Used up: the same key does not work for the next reset.
    const next = await resetToken(t, account);
    const again = await t.rest(next).POST('/v1/account/reset_with_recovery_key', { body: { ...keep.body, recoveryKeyId: key.recoveryKeyId } });
    expect(again.error).toMatchObject({ code: 400, errno: 158 });
  });

  it('is removed by a reset without it, whose new kB its data no longer holds', async () => {
    const account = await signUpVerified(t);
    await withRecoveryKey(t, account);
    const token = await resetToken(t, account);
    expect((await t.rest(token).POST('/v1/account/reset', { body: newPasswordCredentials(account.email).body })).error).toBeUndefined();
    const rows = await t.db.query('SELECT 1 FROM recovery_keys WHERE uid = $1', [account.uid]);
    expect(rows).toHaveLength(0);
  });

  it('serves a reset over GraphQL: code status, the trade, and the bundle with its hint', async () => {
    clock.advance(16 * 60_000);
    const account = await signUpVerified(t);
    const key = await withRecoveryKey(t, account, 'Blue notebook');
    const forgot = await forgotToken(t, account);
    const status = await t.graphql(PasswordForgotCodeStatusDocument, { input: { token: forgot.token } });
    expect(status.data?.passwordForgotCodeStatus).toEqual({ tries: 3, ttl: 3_600_000 });
    const unknown = await t.graphql(PasswordForgotCodeStatusDocument, { input: { token: 'a'.repeat(64) } });
    expect(unknown.errors?.[0]?.extensions).toMatchObject({ errno: 110 });
    const wrong = await t.graphql(PasswordForgotVerifyCodeDocument, { input: { token: forgot.token, code: 'f'.repeat(32) === forgot.code ? 'e'.repeat(32) : 'f'.repeat(32) } });
    expect(wrong.errors?.[0]?.extensions).toMatchObject({ errno: 105 });
    const traded = await t.graphql(PasswordForgotVerifyCodeDocument, {
      input: { token: forgot.token, code: forgot.code, options: { accountResetWithRecoveryKey: true } },
    });
    expect(traded.errors).toBeUndefined();
    const resetTokenValue = traded.data!.passwordForgotVerifyCode.accountResetToken;
    const bundle = await t.graphql(GetRecoveryKeyBundleDocument, { input: { accountResetToken: resetTokenValue, recoveryKeyId: key.recoveryKeyId } });
    expect(bundle.data?.getRecoveryKeyBundle).toEqual({ recoveryData: key.recoveryData });
    const withHint = await bundleWithHint(t, { accountResetToken: resetTokenValue, recoveryKeyId: key.recoveryKeyId });
    expect(withHint.data?.getRecoveryKeyBundle).toEqual({ recoveryData: key.recoveryData, recoveryKeyHint: 'Blue notebook' });
    const wrongId = await t.graphql(GetRecoveryKeyBundleDocument, { input: { accountResetToken: resetTokenValue, recoveryKeyId: otherId(key.recoveryKeyId) } });
    expect(wrongId.errors?.[0]?.extensions).toMatchObject({ errno: 158 });
    const badToken = await t.graphql(GetRecoveryKeyBundleDocument, { input: { accountResetToken: 'b'.repeat(64), recoveryKeyId: key.recoveryKeyId } });
    expect(badToken.errors?.[0]?.extensions).toMatchObject({ errno: 110 });
  });

  it('records a reported sign-in and spends the unblock code', async () => {
    const account = await signUpVerified(t);
    await t.rest().POST('/v1/account/login/send_unblock_code', { body: { email: account.email } });
    const code = await t.latestCode(account.email);
    expect((await t.rest().POST('/v1/account/login/reject_unblock_code', { body: { uid: account.uid, unblockCode: code } })).error).toBeUndefined();
    expect(await eventNames(t, account.uid)).toContain('account.login.unblock_rejected');
    const [row] = await t.db.query<{ used_at: number | null }>("SELECT used_at FROM codes WHERE uid = $1 AND purpose = 'unblock'", [account.uid]);
    expect(row!.used_at).not.toBeNull();
  });
});
