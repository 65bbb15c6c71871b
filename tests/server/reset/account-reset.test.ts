// Setting the new password at the end of a reset, on every database: the
// account-reset token works once, the new password works and the old one no
// longer does, kB is new (or kept with the recovery key), every other session
// and OAuth token ends, and the change is recorded and mailed.
import { describe, expect, it } from 'vitest';
import { AccountResetDocument } from '../../../generated/graphql';
import { databases, useTestServer } from '../harness';
import type { TestServer } from '../harness';
import { credentialsFor, signUpVerified } from '../api/flows';
import type { TestAccount } from '../api/flows';
import { CONFIDENTIAL_CLIENT, clientsEnv, postForm, relyingParty, signInWith } from '../oauth/fixtures';
import { TestClock, codeNow, withTwoStep } from '../second-factor/steps';
import { credentialsV1 } from '../../../server/crypto/onepw';
import { SWEEP_AGE_MS, sweepOnce } from '../../../server/maintenance/sweep';
import { NEW_PASSWORD, eventNames, forgotToken, latestMail, newPasswordCredentials, resetToken, unwrap } from './steps';
import { WRONG_PASSWORDS_AT_ONE_SOURCE as WRONG } from '../ratelimit/defaults';

async function login(t: TestServer, email: string, authPW: string) {
  return t.rest().POST('/v1/account/login', { body: { reason: 'signin', email, authPW } });
}

/** kB as the account's key fetch gives it, unwrapped with the given key. */
async function fetchKB(t: TestServer, keyFetchToken: string, unwrapBKey: string): Promise<string> {
  const keys = await t.rest(keyFetchToken).GET('/v1/account/keys');
  expect(keys.error).toBeUndefined();
  return unwrap(keys.data!.wrapKB, unwrapBKey);
}

describe.each(databases)('the account reset on $name', (database) => {
  const clock = new TestClock();
  const t = useTestServer(database, { now: clock.now, env: { OAUTH_CLIENTS: clientsEnv([CONFIDENTIAL_CLIENT]) } });

  it('sets the new password with a new kB, signs the person in, and uses the token up', async () => {
    const account = await signUpVerified(t);
    const token = await resetToken(t, account);
    const fresh = newPasswordCredentials(account.email);
    const reset = await t.rest(token).POST('/v1/account/reset', { params: { query: { keys: true } }, body: { ...fresh.body, sessionToken: true } });
    expect(reset.error).toBeUndefined();
    expect(reset.data).toEqual({
      uid: account.uid,
      sessionToken: expect.stringMatching(/^[0-9a-f]{64}$/),
      keyFetchToken: expect.stringMatching(/^[0-9a-f]{64}$/),
      authAt: Math.floor(clock.value / 1000),
      verified: true,
    });
    // The new session is confirmed and its keys unwrap to the kB the browser chose, not the old one.
    const status = await t.rest(reset.data!.sessionToken).GET('/v1/session/status');
    expect(status.data).toMatchObject({ state: 'verified', uid: account.uid });
    const kB = await fetchKB(t, reset.data!.keyFetchToken!, fresh.unwrapBKeyV2);
    expect(kB).toBe(fresh.kB);
    expect(kB).not.toBe(account.credentials.kB);
    // Single use.
    const again = await t.rest(token).POST('/v1/account/reset', { body: fresh.body });
    expect(again.response.status).toBe(401);
    expect(again.error).toMatchObject({ errno: 110 });
    // The new password signs in, by either stretching version; the old one is 103.
    expect((await login(t, account.email, fresh.body.authPW)).error).toBeUndefined();
    expect((await login(t, account.email, fresh.body.authPWVersion2)).error).toBeUndefined();
    expect((await login(t, account.email, account.credentials.authPWVersion2)).error).toMatchObject({ errno: 103 });
    expect((await login(t, account.email, account.credentials.authPW)).error).toMatchObject({ errno: 103 });
    expect(await eventNames(t, account.uid)).toContain('account.password_reset');
  });

  it('keeps only version 1 credentials when the browser sends no version 2 fields', async () => {
    const account = await signUpVerified(t);
    const token = await resetToken(t, account);
    const fresh = newPasswordCredentials(account.email);
    const reset = await t.rest(token).POST('/v1/account/reset', { body: { authPW: fresh.body.authPW, wrapKb: fresh.body.wrapKb } });
    expect(reset.data).toEqual({ uid: account.uid, authAt: expect.any(Number), verified: false });
    const status = await t.rest().POST('/v1/account/credentials/status', { body: { email: account.email } });
    expect(status.data).toEqual({ currentVersion: 'v1', upgradeNeeded: true });
    // The old version 2 verifier went with the old password.
    expect((await login(t, account.email, account.credentials.authPWVersion2)).error).toMatchObject({ errno: 103 });
    expect((await login(t, account.email, fresh.body.authPW)).error).toBeUndefined();
  });

  it('ends every other session and every OAuth token of the account', async () => {
    const account = await signUpVerified(t);
    const other = await login(t, account.email, account.credentials.authPWVersion2);
    const rp = await relyingParty(t, CONFIDENTIAL_CLIENT);
    const oauth = await signInWith(t, rp, CONFIDENTIAL_CLIENT, account, { offline: true });
    expect(oauth.tokens.refresh_token).toBeDefined();

    const token = await resetToken(t, account);
    const fresh = newPasswordCredentials(account.email);
    const reset = await t.rest(token).POST('/v1/account/reset', { body: { ...fresh.body, sessionToken: true } });
    expect(reset.error).toBeUndefined();

    for (const old of [account.sessionToken, other.data!.sessionToken]) {
      const status = await t.rest(old).GET('/v1/session/status');
      expect(status.response.status).toBe(401);
    }
    expect((await t.rest(reset.data!.sessionToken).GET('/v1/session/status')).data?.state).toBe('verified');
    const refreshed = await postForm(t, '/v1/oauth/token', {
      grant_type: 'refresh_token',
      refresh_token: oauth.tokens.refresh_token!,
      client_id: CONFIDENTIAL_CLIENT.id,
      client_secret: CONFIDENTIAL_CLIENT.secret!,
    });
    expect(refreshed.status).toBe(400);
    expect(refreshed.body).toMatchObject({ error: 'invalid_grant' });
    const userinfo = await fetch(`${t.server.url}/v1/oauth/userinfo`, { headers: { Authorization: `Bearer ${oauth.tokens.access_token}` } });
    expect(userinfo.status).toBe(401);
  });

  it('mails "your password was changed" in the request’s language', async () => {
    const account = await signUpVerified(t);
    const token = await resetToken(t, account);
    const reset = await t.rest(token).POST('/v1/account/reset', {
      body: newPasswordCredentials(account.email).body,
      headers: { 'Accept-Language': 'he' },
    });
    expect(reset.error).toBeUndefined();
    const mail = await latestMail(t, account.email);
    expect(mail).toMatchObject({ template: 'password-reset', locale: 'he', subject: 'הססמה שלך שונתה' });
    expect(mail.text_body).toContain(account.email);
  });

  it('sets the new password once for five concurrent requests with one token', async () => {
    const account = await signUpVerified(t);
    const token = await resetToken(t, account);
    const attempts = Array.from({ length: 5 }, () => newPasswordCredentials(account.email));
    const answers = await Promise.all(attempts.map((fresh) => t.rest(token).POST('/v1/account/reset', { body: { ...fresh.body, sessionToken: true } })));
    const winners = answers.filter((a) => a.error === undefined);
    expect(winners).toHaveLength(1);
    expect(answers.filter((a) => a.error?.errno === 110)).toHaveLength(4);
    const sessions = await t.db.query('SELECT 1 FROM sessions WHERE uid = $1', [account.uid]);
    expect(sessions).toHaveLength(1);
    const mails = await t.db.query("SELECT 1 FROM outbox WHERE normalized_recipient = $1 AND template = 'password-reset'", [account.email]);
    expect(mails).toHaveLength(1);
  });

  it('refuses an expired token (110) and a body whose version 2 fields are incomplete (400)', async () => {
    const account = await signUpVerified(t);
    const token = await resetToken(t, account);
    const fresh = newPasswordCredentials(account.email);
    const partial = await fetch(`${t.server.url}/v1/account/reset`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ authPW: fresh.body.authPW, wrapKb: fresh.body.wrapKb, authPWVersion2: fresh.body.authPWVersion2 }),
    });
    expect(partial.status).toBe(400);
    clock.advance(16 * 60_000);
    const expired = await t.rest(token).POST('/v1/account/reset', { body: fresh.body });
    expect(expired.error).toMatchObject({ code: 401, errno: 110 });
    // Nothing changed: the old password still works.
    expect((await login(t, account.email, account.credentials.authPWVersion2)).error).toBeUndefined();
  });

  it('gives a two-step reset a two-step session', async () => {
    const account = await withTwoStep(t, clock, 'r');
    const forgot = await forgotToken(t, account);
    clock.nextStep();
    expect((await t.rest(forgot.token).POST('/v1/totp/verify', { body: { code: codeNow(account.secret, clock) } })).error).toBeUndefined();
    const traded = await t.rest(forgot.token).POST('/v1/password/forgot/verify_code', { body: { code: forgot.code } });
    const reset = await t.rest(traded.data!.accountResetToken).POST('/v1/account/reset', {
      body: { ...newPasswordCredentials(account.email).body, sessionToken: true },
    });
    const status = await t.rest(reset.data!.sessionToken).GET('/v1/session/status');
    expect(status.data?.details).toMatchObject({ sessionVerified: true, sessionVerificationMethod: 'totp-2fa', sessionVerificationMeetsMinimumAAL: true });
    // The authenticator stays on: two-step authentication is not what a reset changes.
    expect((await t.rest(reset.data!.sessionToken).GET('/v1/totp/exists')).data).toEqual({ exists: true, verified: true });
  });

  it('resets through GraphQL accountReset, with a random kB when no version 2 fields are sent', async () => {
    const account: TestAccount = await signUpVerified(t);
    const token = await resetToken(t, account);
    const v1 = credentialsV1(account.email, NEW_PASSWORD);
    const result = await t.graphql(AccountResetDocument, {
      input: { clientMutationId: 'r1', accountResetToken: token, newPasswordAuthPW: v1.authPW, options: { sessionToken: true, keys: true } },
    });
    expect(result.errors).toBeUndefined();
    expect(result.data?.accountReset).toEqual({
      clientMutationId: 'r1',
      uid: account.uid,
      sessionToken: expect.stringMatching(/^[0-9a-f]{64}$/),
      authAt: Math.floor(clock.value / 1000),
      keyFetchToken: expect.stringMatching(/^[0-9a-f]{64}$/),
      verified: true,
    });
    const kB = await fetchKB(t, result.data!.accountReset.keyFetchToken!, v1.unwrapBKey);
    expect(kB).toMatch(/^[0-9a-f]{64}$/);
    expect(kB).not.toBe(account.credentials.kB);
    const used = await t.graphql(AccountResetDocument, { input: { accountResetToken: token, newPasswordAuthPW: v1.authPW } });
    expect(used.errors?.[0]?.extensions).toMatchObject({ errno: 110 });

    // With newPasswordV2 the browser's kB is kept.
    const second = await resetToken(t, account);
    const keep = newPasswordCredentials(account.email, credentialsFor(account.email).kB);
    const kept = await t.graphql(AccountResetDocument, {
      input: {
        accountResetToken: second,
        newPasswordAuthPW: keep.body.authPW,
        newPasswordV2: { wrapKb: keep.body.wrapKb, authPWVersion2: keep.body.authPWVersion2, wrapKbVersion2: keep.body.wrapKbVersion2, clientSalt: keep.body.clientSalt },
        options: { sessionToken: true, keys: true },
      },
    });
    expect(kept.errors).toBeUndefined();
    expect(await fetchKB(t, kept.data!.accountReset.keyFetchToken!, keep.unwrapBKeyV2)).toBe(keep.kB);
  });

  it('leaves its tokens to the sweep, which deletes them a day after they expired', async () => {
    const account = await signUpVerified(t);
    await forgotToken(t, account);
    await resetToken(t, account);
    const count = async () => {
      const rows = await t.db.query<{ n: number }>(
        `SELECT (SELECT count(*)::int FROM password_forgot_tokens WHERE uid = $1) + (SELECT count(*)::int FROM account_reset_tokens WHERE uid = $1) AS n`,
        [account.uid],
      );
      return rows[0]!.n;
    };
    expect(await count()).toBe(3);
    clock.advance(60 * 60_000 + SWEEP_AGE_MS - 60_000);
    await sweepOnce(t.server.services);
    // The account-reset token expired a day and 45 minutes ago, the password-forgot tokens not yet a day ago.
    expect(await count()).toBe(2);
    clock.advance(2 * 60_000);
    const swept = await sweepOnce(t.server.services);
    expect(swept.resetTokens).toBeGreaterThanOrEqual(2);
    expect(await count()).toBe(0);
  });

  it('lifts the wrong-password block of the address: the new password signs in without an unblock code', async () => {
    const account = await signUpVerified(t);
    for (let i = 0; i <= WRONG; i += 1) await login(t, account.email, 'e'.repeat(64));
    expect((await login(t, account.email, account.credentials.authPWVersion2)).error).toMatchObject({ errno: 125 });
    const token = await resetToken(t, account);
    const fresh = newPasswordCredentials(account.email);
    expect((await t.rest(token).POST('/v1/account/reset', { body: fresh.body })).error).toBeUndefined();
    expect((await login(t, account.email, fresh.body.authPWVersion2)).error).toBeUndefined();
  });
});
