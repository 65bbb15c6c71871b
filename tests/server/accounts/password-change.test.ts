// A signed-in person's password, on every database: checking it again for
// the session (reauth, with the key-fetch token that reads kB), changing it
// with kB kept (the session replaced, every other session and OAuth token
// ended, recorded and mailed), and creating a first one. The current password
// is checked under the address's wrong-password limit, counted before the
// hash in the database, so a burst gets no more checks than a sequential client.
import { describe, expect, it } from 'vitest';
import { credentialsV1, credentialsV2 } from '../../../server/crypto/onepw';
import { issueStepUpToken } from '../../../server/second-factor/step-up';
import { sessionIdOf } from '../../../server/sessions/session-service';
import { databases, useTestServer } from '../harness';
import type { TestServer } from '../harness';
import { PASSWORD, signUpVerified } from '../api/flows';
import type { TestAccount } from '../api/flows';
import { CONFIDENTIAL_CLIENT, clientsEnv, postForm, relyingParty, signInWith } from '../oauth/fixtures';
import { NEW_PASSWORD, eventNames, latestMail, newPasswordCredentials, unwrap } from '../reset/steps';
import { stepUpToken } from '../second-factor/steps';
import { WRONG_PASSWORDS_AT_ONE_SOURCE as WRONG } from '../ratelimit/defaults';

async function login(t: TestServer, email: string, authPW: string) {
  return t.rest().POST('/v1/account/login', { body: { reason: 'signin', email, authPW } });
}

/** kB read with a key-fetch token and unwrapped with the key of the version it was issued for. */
async function fetchKB(t: TestServer, keyFetchToken: string, unwrapBKey: string): Promise<string> {
  const keys = await t.rest(keyFetchToken).GET('/v1/account/keys');
  expect(keys.error).toBeUndefined();
  return unwrap(keys.data!.wrapKB, unwrapBKey);
}

/** The current password's credentials of a fixture account (both versions share PASSWORD). */
function current(account: TestAccount) {
  return { v1: account.credentials.authPW, v2: account.credentials.authPWVersion2 };
}

function changeBody(account: TestAccount, kB = account.credentials.kB) {
  const fresh = newPasswordCredentials(account.email, kB);
  return { fresh, body: { email: account.email, oldAuthPW: current(account).v2, ...fresh.body } };
}

async function sessionGone(t: TestServer, token: string): Promise<boolean> {
  return (await t.rest(token).GET('/v1/session/status')).response.status === 401;
}

describe.each(databases)('the password of a signed-in person on $name', (database) => {
  const t = useTestServer(database, { env: { OAUTH_CLIENTS: clientsEnv([CONFIDENTIAL_CLIENT]) } });

  describe('reauth', () => {
    it('checks the password and, with keys, gives a key-fetch token that reads the same kB', async () => {
      const account = await signUpVerified(t);
      const plain = await t.rest(account.sessionToken).POST('/v1/session/reauth', { body: { email: account.email, authPW: current(account).v2 } });
      expect(plain.error).toBeUndefined();
      expect(plain.data).toEqual({
        uid: account.uid,
        authAt: expect.any(Number),
        emailVerified: true,
        sessionVerified: true,
        metricsEnabled: true,
      });
      const keyed = await t.rest(account.sessionToken).POST('/v1/session/reauth', {
        params: { query: { keys: true } },
        body: { email: account.email, authPW: current(account).v1, reason: 'password_change' },
      });
      expect(keyed.data?.keyFetchToken).toMatch(/^[0-9a-f]{64}$/);
      // The token is of the version that matched (here version 1).
      expect(await fetchKB(t, keyed.data!.keyFetchToken!, credentialsV1(account.email, PASSWORD).unwrapBKey)).toBe(account.credentials.kB);
    });

    it('answers 103 for a wrong password, 120 for another case of a version 1 account, and 110 without a session', async () => {
      const account = await signUpVerified(t);
      const api = t.rest(account.sessionToken);
      const wrong = await api.POST('/v1/session/reauth', { body: { email: account.email, authPW: 'ab'.repeat(32) } });
      expect(wrong.response.status).toBe(400);
      expect(wrong.error).toMatchObject({ errno: 103 });
      // A version 2 account checks another case with its version 2 verifier, which no address salts.
      const upper = account.email.toUpperCase();
      expect((await api.POST('/v1/session/reauth', { body: { email: upper, authPW: current(account).v2 } })).error).toBeUndefined();
      const v1 = await signUpVerified(t, { v2: false });
      const v1Upper = v1.email.toUpperCase();
      const cased = await t.rest(v1.sessionToken).POST('/v1/session/reauth', { body: { email: v1Upper, authPW: credentialsV1(v1Upper, PASSWORD).authPW } });
      expect(cased.error).toMatchObject({ errno: 120, email: v1.email });
      const other = await api.POST('/v1/session/reauth', { body: { email: `x${account.email}`, authPW: current(account).v2 } });
      expect(other.error).toMatchObject({ errno: 103 });
      const none = await t.rest('cd'.repeat(32)).POST('/v1/session/reauth', { body: { email: account.email, authPW: current(account).v2 } });
      expect(none.response.status).toBe(401);
      expect(none.error).toMatchObject({ errno: 110 });
    });

    it('counts wrong passwords with sign-in: after the limit’s, 114 with the wait, even for the right one', async () => {
      const account = await signUpVerified(t);
      const api = t.rest(account.sessionToken);
      // Wrong passwords at sign-in and at reauth share the address's count.
      for (let i = 0; i < WRONG; i += 1) {
        const wrong = i % 2 === 0 ? login(t, account.email, 'ef'.repeat(32)) : api.POST('/v1/session/reauth', { body: { email: account.email, authPW: 'ab'.repeat(32) } });
        expect((await wrong).error).toMatchObject({ errno: 103 });
      }
      const blocked = await api.POST('/v1/session/reauth', { body: { email: account.email, authPW: current(account).v2 }, headers: { 'Accept-Language': 'de' } });
      expect(blocked.response.status).toBe(429);
      expect(blocked.error).toMatchObject({ errno: 114, retryAfter: expect.any(Number), retryAfterLocalized: expect.any(String) });
      // And sign-in now asks for the unblock code.
      expect((await login(t, account.email, current(account).v2)).error).toMatchObject({ errno: 125 });
    });

    it('gives a burst of twenty wrong passwords at once only the checks a sequential client gets', async () => {
      const account = await signUpVerified(t);
      const api = t.rest(account.sessionToken);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => api.POST('/v1/session/reauth', { body: { email: account.email, authPW: 'ab'.repeat(32) } })),
      );
      const errnos = answers.map((a) => a.error?.errno).sort();
      expect(errnos.filter((e) => e === 103)).toHaveLength(WRONG);
      expect(errnos.filter((e) => e === 114)).toHaveLength(20 - WRONG);
    });

    it('forgets the count after the right password, as sign-in does', async () => {
      const account = await signUpVerified(t);
      const api = t.rest(account.sessionToken);
      expect((await api.POST('/v1/session/reauth', { body: { email: account.email, authPW: 'ab'.repeat(32) } })).error).toMatchObject({ errno: 103 });
      expect((await api.POST('/v1/session/reauth', { body: { email: account.email, authPW: current(account).v2 } })).error).toBeUndefined();
      expect((await api.POST('/v1/session/reauth', { body: { email: account.email, authPW: 'ab'.repeat(32) } })).error).toMatchObject({ errno: 103 });
      expect((await api.POST('/v1/session/reauth', { body: { email: account.email, authPW: current(account).v2 } })).error).toBeUndefined();
    });
  });

  describe('change', () => {
    it('keeps kB, replaces the session, signs everything else out, and records and mails the change', async () => {
      const account = await signUpVerified(t);
      const other = await login(t, account.email, current(account).v2);
      expect(other.error).toBeUndefined();
      const rp = await relyingParty(t, CONFIDENTIAL_CLIENT);
      const oauth = await signInWith(t, rp, CONFIDENTIAL_CLIENT, account, { offline: true });
      const jwt = await stepUpToken(t, account, 'password');
      const { fresh, body } = changeBody(account);

      const changed = await t.rest(jwt).POST('/v1/password/change', { params: { query: { keys: true } }, body, headers: { 'Accept-Language': 'he' } });
      expect(changed.error).toBeUndefined();
      expect(changed.data).toEqual({
        uid: account.uid,
        sessionToken: expect.stringMatching(/^[0-9a-f]{64}$/),
        keyFetchToken: expect.stringMatching(/^[0-9a-f]{64}$/),
        verified: true,
        authAt: expect.any(Number),
      });
      const next = changed.data!.sessionToken;
      expect(next).not.toBe(account.sessionToken);
      // kB is the one the account had, read under the new password.
      expect(await fetchKB(t, changed.data!.keyFetchToken!, fresh.unwrapBKeyV2)).toBe(account.credentials.kB);
      // The new session is confirmed; the caller's old one, the other device and the OAuth tokens have ended.
      expect((await t.rest(next).GET('/v1/session/status')).data).toMatchObject({ state: 'verified', uid: account.uid });
      expect(await sessionGone(t, account.sessionToken)).toBe(true);
      expect(await sessionGone(t, other.data!.sessionToken)).toBe(true);
      const refreshed = await postForm(t, '/v1/oauth/token', {
        grant_type: 'refresh_token',
        refresh_token: oauth.tokens.refresh_token!,
        client_id: CONFIDENTIAL_CLIENT.id,
        client_secret: CONFIDENTIAL_CLIENT.secret!,
      });
      expect(refreshed.body).toMatchObject({ error: 'invalid_grant' });
      const sessions = await t.db.query<{ id: string }>('SELECT id FROM sessions WHERE uid = $1', [account.uid]);
      expect(sessions.map((s) => s.id)).toEqual([sessionIdOf(next)]);
      // The new password signs in by either version; the old one is wrong.
      expect((await login(t, account.email, fresh.body.authPWVersion2)).error).toBeUndefined();
      expect((await login(t, account.email, fresh.body.authPW)).error).toBeUndefined();
      expect((await login(t, account.email, current(account).v2)).error).toMatchObject({ errno: 103 });
      expect(await eventNames(t, account.uid)).toContain('account.password_changed');
      // passwordCreated follows the change (SPEC §4.7).
      const created = await t.db.query<{ password_created_at: number }>('SELECT password_created_at FROM accounts WHERE uid = $1', [account.uid]);
      expect(Math.floor(Number(created[0]!.password_created_at) / 1000)).toBe(changed.data!.authAt);
      const mails = await t.db.query<{ locale: string; text_body: string }>(
        "SELECT locale, text_body FROM outbox WHERE normalized_recipient = $1 AND template = 'password-changed'",
        [account.email],
      );
      expect(mails).toHaveLength(1);
      expect(mails[0]!.locale).toBe('he');
      expect(mails[0]!.text_body).toContain(account.email);
    });

    it('keeps a two-step session two-step, and upgrades a version 1 account sent version 2 fields', async () => {
      const account = await signUpVerified(t, { v2: false });
      await t.db.query("UPDATE sessions SET verified_method = 'totp-2fa' WHERE uid = $1", [account.uid]);
      const jwt = await stepUpToken(t, account, 'password');
      const fresh = newPasswordCredentials(account.email, account.credentials.kB);
      const changed = await t.rest(jwt).POST('/v1/password/change', { body: { email: account.email, oldAuthPW: current(account).v1, ...fresh.body } });
      expect(changed.error).toBeUndefined();
      const status = await t.rest(changed.data!.sessionToken).GET('/v1/session/status');
      expect(status.data?.details.sessionVerificationMethod).toBe('totp-2fa');
      const credentials = await t.rest().POST('/v1/account/credentials/status', { body: { email: account.email } });
      expect(credentials.data).toMatchObject({ currentVersion: 'v2', upgradeNeeded: false, clientSalt: fresh.body.clientSalt });
      expect((await login(t, account.email, credentialsV2(fresh.body.clientSalt, NEW_PASSWORD).authPW)).error).toBeUndefined();
    });

    it('changes nothing for a wrong current password (103), in the exact case or another', async () => {
      const account = await signUpVerified(t);
      const jwt = await stepUpToken(t, account, 'password');
      const verifiers = () => t.db.query('SELECT verify_hash, verify_hash_v2, wrap_kb, wrap_kb_v2 FROM accounts WHERE uid = $1', [account.uid]);
      const before = await verifiers();
      const { body } = changeBody(account);
      const wrong = await t.rest(jwt).POST('/v1/password/change', { body: { ...body, oldAuthPW: 'ab'.repeat(32) } });
      expect(wrong.response.status).toBe(400);
      expect(wrong.error).toMatchObject({ errno: 103 });
      // Another case of a version 2 account is compared with its version 2 verifier: a version 1
      // stretch of it is a wrong password like any other.
      const upper = account.email.toUpperCase();
      const cased = await t.rest(jwt).POST('/v1/password/change', { body: { ...body, email: upper, oldAuthPW: credentialsV1(upper, PASSWORD).authPW } });
      expect(cased.error).toMatchObject({ errno: 103 });
      expect(await sessionGone(t, account.sessionToken)).toBe(false);
      expect(await verifiers()).toEqual(before);
      expect(await eventNames(t, account.uid)).not.toContain('account.password_changed');
    });

    it('is limited with sign-in: a wrong current password beyond the limit is 114', async () => {
      const account = await signUpVerified(t);
      const jwt = await stepUpToken(t, account, 'password');
      const { body } = changeBody(account);
      for (let i = 0; i < WRONG; i += 1) {
        expect((await t.rest(jwt).POST('/v1/password/change', { body: { ...body, oldAuthPW: 'ab'.repeat(32) } })).error).toMatchObject({ errno: 103 });
      }
      const blocked = await t.rest(jwt).POST('/v1/password/change', { body });
      expect(blocked.response.status).toBe(429);
      expect(blocked.error).toMatchObject({ errno: 114 });
      expect(await sessionGone(t, account.sessionToken)).toBe(false);
    });

    it('refuses a missing JWT, one of another scope, and one whose session has ended (401, errno 110)', async () => {
      const account = await signUpVerified(t);
      const { body } = changeBody(account);
      const none = await t.rest().POST('/v1/password/change', { body });
      expect(none.response.status).toBe(401);
      expect(none.error).toMatchObject({ errno: 110, message: 'Missing or expired jwt.' });
      const session = await t.rest(account.sessionToken).POST('/v1/password/change', { body });
      expect(session.error).toMatchObject({ errno: 110, message: 'Missing or expired jwt.' });
      const twoStep = await stepUpToken(t, account, '2fa');
      expect((await t.rest(twoStep).POST('/v1/password/change', { body })).error).toMatchObject({ errno: 110, message: 'Missing or expired jwt.' });
      const jwt = await stepUpToken(t, account, 'password');
      expect((await t.rest(account.sessionToken).POST('/v1/session/destroy', { body: {} })).error).toBeUndefined();
      const orphan = await t.rest(jwt).POST('/v1/password/change', { body });
      expect(orphan.response.status).toBe(401);
      expect(orphan.error).toMatchObject({ errno: 110, message: 'Missing parent session token.' });
    });

    it('refuses an unconfirmed session (138)', async () => {
      const account = await signUpVerified(t);
      const other = await login(t, account.email, current(account).v2);
      const session = await t.server.services.sessions.get(t.db, sessionIdOf(other.data!.sessionToken)!);
      const jwt = await issueStepUpToken(t.server.services, session!, 'password');
      const { body } = changeBody(account);
      const refused = await t.rest(jwt).POST('/v1/password/change', { body });
      expect(refused.response.status).toBe(400);
      expect(refused.error).toMatchObject({ errno: 138 });
      expect((await login(t, account.email, current(account).v2)).error).toBeUndefined();
    });

    it('changes the password once for three concurrent changes with one JWT', async () => {
      const account = await signUpVerified(t);
      const jwt = await stepUpToken(t, account, 'password');
      const answers = await Promise.all(Array.from({ length: 3 }, () => t.rest(jwt).POST('/v1/password/change', { body: changeBody(account).body })));
      expect(answers.filter((a) => a.error === undefined)).toHaveLength(1);
      // The others find the session used up (110), the old password gone once the change is made (103),
      // or the address's wrong-password window full of checks not yet decided (114).
      expect(answers.filter((a) => [110, 103, 114].includes(a.error?.errno ?? 0)), JSON.stringify(answers.map((a) => a.error))).toHaveLength(2);
      expect(await t.db.query('SELECT 1 FROM sessions WHERE uid = $1', [account.uid])).toHaveLength(1);
      const mails = await t.db.query("SELECT 1 FROM outbox WHERE normalized_recipient = $1 AND template = 'password-changed'", [account.email]);
      expect(mails).toHaveLength(1);
    });

    it('refuses incomplete version 2 fields (108) before anything is checked', async () => {
      const account = await signUpVerified(t);
      const jwt = await stepUpToken(t, account, 'password');
      const { body } = changeBody(account);
      const partial = await fetch(`${t.server.url}/v1/password/change`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${jwt}` },
        body: JSON.stringify({ email: body.email, oldAuthPW: body.oldAuthPW, authPW: body.authPW, wrapKb: body.wrapKb, clientSalt: body.clientSalt }),
      });
      expect(partial.status).toBe(400);
      expect(await sessionGone(t, account.sessionToken)).toBe(false);
    });
  });

  describe('create', () => {
    /** An account as a third-party sign-in leaves it: no password, no wrapped kB. */
    async function withoutPassword(): Promise<TestAccount> {
      const account = await signUpVerified(t);
      await t.db.query(
        `UPDATE accounts SET auth_salt = NULL, verify_hash = NULL, wrap_kb = NULL, auth_salt_v2 = NULL, verify_hash_v2 = NULL,
                wrap_kb_v2 = NULL, client_salt = NULL, password_created_at = 0 WHERE uid = $1`,
        [account.uid],
      );
      return account;
    }

    it('sets a first password, keeps the session, and records and mails it', async () => {
      const account = await withoutPassword();
      const fresh = newPasswordCredentials(account.email);
      const created = await t.rest(account.sessionToken).POST('/v1/password/create', { body: fresh.body });
      expect(created.error).toBeUndefined();
      expect(created.data).toEqual({ passwordCreated: expect.any(Number) });
      expect(await sessionGone(t, account.sessionToken)).toBe(false);
      expect(await latestMail(t, account.email)).toMatchObject({ template: 'password-created', locale: 'en' });
      expect((await login(t, account.email, fresh.body.authPWVersion2)).error).toBeUndefined();
      // The session that created it reads the kB the browser made, under the new password.
      const reauth = await t.rest(account.sessionToken).POST('/v1/session/reauth', {
        params: { query: { keys: true } },
        body: { email: account.email, authPW: fresh.body.authPWVersion2 },
      });
      expect(await fetchKB(t, reauth.data!.keyFetchToken!, fresh.unwrapBKeyV2)).toBe(fresh.kB);
      const record = await t.db.query<{ password_created_at: number }>('SELECT password_created_at FROM accounts WHERE uid = $1', [account.uid]);
      expect(Number(record[0]!.password_created_at)).toBe(created.data!.passwordCreated);
      expect(await eventNames(t, account.uid)).toContain('account.password_added');
      // The account reads as having a password now.
      const status = await t.rest().POST('/v1/account/status', { body: { email: account.email, thirdPartyAuthStatus: true } });
      expect(status.data).toMatchObject({ hasPassword: true });
    });

    it('answers 210 to every password sent for an account without one, counts none of them, and the first password created signs in at once', async () => {
      const account = await withoutPassword();
      const guess = newPasswordCredentials(account.email).body.authPWVersion2;
      const jwt = await stepUpToken(t, account, 'password');
      // More tries than the address's wrong-password limits allow, from one client address and from all.
      for (let i = 0; i < 6; i += 1) {
        const reauth = await t.rest(account.sessionToken).POST('/v1/session/reauth', { params: { query: { keys: true } }, body: { email: account.email, authPW: guess } });
        expect(reauth.response.status).toBe(400);
        expect(reauth.error).toMatchObject({ errno: 210 });
        const change = await t.rest(jwt).POST('/v1/password/change', { body: { email: account.email, oldAuthPW: guess, ...newPasswordCredentials(account.email).body } });
        expect(change.error).toMatchObject({ errno: 210 });
        const destroy = await t.rest(account.sessionToken).POST('/v1/account/destroy', { body: { email: account.email, authPW: guess } });
        expect(destroy.error).toMatchObject({ errno: 210 });
        expect((await login(t, account.email, guess)).error).toMatchObject({ errno: 210 });
      }
      const record = await t.db.query('SELECT 1 FROM accounts WHERE uid = $1', [account.uid]);
      expect(record).toHaveLength(1);
      // Nothing was counted against the address: the new password signs in without an unblock code.
      const fresh = newPasswordCredentials(account.email);
      expect((await t.rest(account.sessionToken).POST('/v1/password/create', { body: fresh.body })).error).toBeUndefined();
      expect((await login(t, account.email, fresh.body.authPWVersion2)).error).toBeUndefined();
      expect((await t.rest(account.sessionToken).POST('/v1/session/reauth', { body: { email: account.email, authPW: fresh.body.authPWVersion2 } })).error).toBeUndefined();
    });

    it('answers 206 when the account has a password, and creates it once for concurrent requests', async () => {
      const account = await signUpVerified(t);
      const refused = await t.rest(account.sessionToken).POST('/v1/password/create', { body: newPasswordCredentials(account.email).body });
      expect(refused.response.status).toBe(400);
      expect(refused.error).toMatchObject({ errno: 206 });
      expect((await login(t, account.email, current(account).v2)).error).toBeUndefined();

      const bare = await withoutPassword();
      const answers = await Promise.all(
        Array.from({ length: 3 }, () => t.rest(bare.sessionToken).POST('/v1/password/create', { body: newPasswordCredentials(bare.email).body })),
      );
      expect(answers.filter((a) => a.error === undefined)).toHaveLength(1);
      expect(answers.filter((a) => a.error?.errno === 206)).toHaveLength(2);
    });

    it('refuses an unconfirmed session (138) and a missing one (110)', async () => {
      const account = await withoutPassword();
      const other = await t.server.services.sessions.create(t.db, { uid: account.uid, verified: false });
      const refused = await t.rest(other.token).POST('/v1/password/create', { body: newPasswordCredentials(account.email).body });
      expect(refused.error).toMatchObject({ errno: 138 });
      const none = await t.rest().POST('/v1/password/create', { body: newPasswordCredentials(account.email).body });
      expect(none.response.status).toBe(401);
      expect(none.error).toMatchObject({ errno: 110 });
      const record = await t.db.query<{ verify_hash: string | null }>('SELECT verify_hash FROM accounts WHERE uid = $1', [account.uid]);
      expect(record[0]!.verify_hash).toBeNull();
    });
  });
});
