// REST: sign-up, status look-ups, sign-in, session confirmation, keys and
// deletion, through the client generated from openapi/auth.yaml.
import { describe, expect, it } from 'vitest';
import { credentialsV1, wrapKb } from '../../../server/crypto/onepw';
import { databases, uniqueEmail, useTestServer } from '../harness';
import { PASSWORD, credentialsFor, signUp, signUpVerified, v1AuthPW } from './flows';

describe.each(databases)('accounts over REST on $name', (database) => {
  let clock = Date.now();
  const t = useTestServer(database, { now: () => clock });

  describe('POST /v1/account/create', () => {
    it('creates an unverified account and emails a six-digit code', async () => {
      const email = uniqueEmail('Create');
      const creds = credentialsFor(email);
      const { data, error, response } = await t.rest().POST('/v1/account/create', {
        body: { verificationMethod: 'email-otp', email, authPW: creds.authPW, wrapKb: creds.wrapKb },
        headers: { 'Accept-Language': 'de-DE, de;q=0.9' },
      });
      expect(error).toBeUndefined();
      expect(response.status).toBe(200);
      expect(data?.uid).toMatch(/^[0-9a-f]{32}$/);
      expect(data?.sessionToken).toMatch(/^[0-9a-f]{64}$/);
      expect(data?.verificationMethod).toBe('email-otp');
      expect(data?.authAt).toBe(Math.floor(clock / 1000));
      const outbox = await t.content().GET('/__dev/outbox', { params: { query: { email } } });
      const message = outbox.data?.messages[0];
      expect(message?.to).toBe(email);
      expect(message?.code).toMatch(/^[0-9]{6}$/);
      expect(message?.text).toContain(message!.code!);
      expect(message?.html).toContain(message!.code!);
      const [account] = await t.db.query<{ locale: string; email: string; normalized_email: string }>(
        'SELECT locale, email, normalized_email FROM accounts WHERE uid = $1',
        [data!.uid],
      );
      expect(account).toEqual({ locale: 'de', email, normalized_email: email.toLowerCase() });
    });

    it('refuses an address that already has a confirmed account (101)', async () => {
      const account = await signUpVerified(t);
      const creds = credentialsFor(account.email);
      const { error, response } = await t.rest().POST('/v1/account/create', {
        body: { verificationMethod: 'email-otp', email: account.email.toUpperCase(), authPW: creds.authPW, wrapKb: creds.wrapKb },
      });
      expect(response.status).toBe(400);
      expect(error).toMatchObject({ code: 400, errno: 101, error: 'Bad Request', message: 'Account already exists' });
    });

    it('lets an unconfirmed account be created again', async () => {
      const first = await signUp(t);
      const second = await signUp(t, { email: first.email });
      expect(second.uid).not.toBe(first.uid);
      const rows = await t.db.query('SELECT uid FROM accounts WHERE normalized_email = $1', [first.email.toLowerCase()]);
      expect(rows).toEqual([{ uid: second.uid }]);
    });

    it('names an invalid field (107) and a missing one (108)', async () => {
      const creds = credentialsFor('x@example.com');
      const invalid = await t.rest().POST('/v1/account/create', {
        body: { verificationMethod: 'email-otp', email: 'not-an-email', authPW: creds.authPW, wrapKb: creds.wrapKb },
      });
      expect(invalid.response.status).toBe(400);
      expect(invalid.error).toMatchObject({ errno: 107 });
      expect(invalid.error?.message).toContain('email');
      const missing = await t.rest().POST('/v1/account/create', {
        body: { verificationMethod: 'email-otp', email: 'x@example.com', wrapKb: creds.wrapKb } as never,
      });
      expect(missing.error).toMatchObject({ errno: 108 });
      expect(missing.error?.message).toContain('authPW');
      const partialV2 = await t.rest().POST('/v1/account/create', {
        body: { verificationMethod: 'email-otp', email: 'x@example.com', authPW: creds.authPW, wrapKb: creds.wrapKb, clientSalt: creds.clientSalt } as never,
      });
      expect(partialV2.error).toMatchObject({ errno: 108 });
    });

    it('answers 106 to a body that is not JSON and 413 to one that is too large', async () => {
      const bad = await t.rest().POST('/v1/account/create', {
        body: {} as never,
        bodySerializer: () => '{"email": ',
      });
      expect(bad.response.status).toBe(400);
      expect(bad.error).toEqual({ code: 400, errno: 106, error: 'Bad Request', message: 'Invalid JSON in request body' });
      const big = await t.rest().POST('/v1/account/create', {
        body: {} as never,
        bodySerializer: () => JSON.stringify({ email: 'a'.repeat(200_000) }),
      });
      expect(big.response.status).toBe(413);
      expect(big.error).toMatchObject({ code: 413, errno: 113 });
    });
  });

  describe('POST /v1/account/status and /v1/account/credentials/status', () => {
    it('tells whether an account exists', async () => {
      const account = await signUp(t);
      const yes = await t.rest().POST('/v1/account/status', { body: { email: account.email.toUpperCase() } });
      expect(yes.data).toEqual({ exists: true });
      const no = await t.rest().POST('/v1/account/status', { body: { email: uniqueEmail('nobody') } });
      expect(no.data).toEqual({ exists: false });
      const detail = await t.rest().POST('/v1/account/status', {
        body: { email: account.email, thirdPartyAuthStatus: true },
      });
      expect(detail.data).toEqual({ exists: true, hasLinkedAccount: false, hasPassword: true });
    });

    it('reports the stretching versions and the client salt', async () => {
      const v2 = await signUp(t);
      const v2Status = await t.rest().POST('/v1/account/credentials/status', { body: { email: v2.email } });
      expect(v2Status.data).toEqual({ currentVersion: 'v2', upgradeNeeded: false, clientSalt: v2.credentials.clientSalt });
      const v1 = await signUp(t, { v2: false });
      const v1Status = await t.rest().POST('/v1/account/credentials/status', { body: { email: v1.email } });
      expect(v1Status.data).toEqual({ currentVersion: 'v1', upgradeNeeded: true });
      const unknown = await t.rest().POST('/v1/account/credentials/status', { body: { email: uniqueEmail('nobody') } });
      expect(unknown.response.status).toBe(400);
      expect(unknown.error).toMatchObject({ errno: 102 });
    });
  });

  describe('POST /v1/session/verify_code and /v1/session/resend_code', () => {
    it('confirms the session and the account with the emailed code', async () => {
      const account = await signUp(t);
      const before = await t.rest(account.sessionToken).GET('/v1/session/status');
      expect(before.data).toMatchObject({ state: 'unverified', uid: account.uid });
      const code = await t.latestCode(account.email);
      const verified = await t.rest(account.sessionToken).POST('/v1/session/verify_code', { body: { code } });
      expect(verified.response.status).toBe(200);
      expect(verified.data).toEqual({});
      const after = await t.rest(account.sessionToken).GET('/v1/session/status');
      expect(after.data).toEqual({
        state: 'verified',
        uid: account.uid,
        details: {
          accountEmailVerified: true,
          sessionVerified: true,
          sessionVerificationMethod: 'email-otp',
          sessionVerificationMeetsMinimumAAL: true,
        },
      });
    });

    it('reports that an emailed code does not meet two-step authentication', async () => {
      const account = await signUpVerified(t);
      await t.db.query('INSERT INTO totp (uid, secret, verified, created_at, updated_at) VALUES ($1, $2, true, $3, $3)', [
        account.uid,
        'JBSWY3DPEHPK3PXP',
        clock,
      ]);
      const { data } = await t.rest(account.sessionToken).GET('/v1/session/status');
      expect(data?.details).toMatchObject({ sessionVerificationMethod: 'email-otp', sessionVerificationMeetsMinimumAAL: false });
    });

    it('rejects a wrong code with 183', async () => {
      const account = await signUp(t);
      const code = await t.latestCode(account.email);
      const wrong = code === '000000' ? '111111' : '000000';
      const { error, response } = await t.rest(account.sessionToken).POST('/v1/session/verify_code', { body: { code: wrong } });
      expect(response.status).toBe(400);
      expect(error).toMatchObject({ errno: 183, message: 'Invalid or expired confirmation code' });
    });

    it('stops accepting the right code after too many wrong ones', async () => {
      const account = await signUp(t);
      const code = await t.latestCode(account.email);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < t.server.services.config.codes.signup.maxAttempts; i += 1) {
        await t.rest(account.sessionToken).POST('/v1/session/verify_code', { body: { code: wrong } });
      }
      const { error } = await t.rest(account.sessionToken).POST('/v1/session/verify_code', { body: { code } });
      expect(error).toMatchObject({ errno: 183 });
    });

    it('rejects an expired code with 153, and a resent code works', async () => {
      const account = await signUp(t);
      const code = await t.latestCode(account.email);
      clock += t.server.services.config.codes.signup.ttlMs;
      const expired = await t.rest(account.sessionToken).POST('/v1/session/verify_code', { body: { code } });
      expect(expired.error).toMatchObject({ errno: 153, message: 'This confirmation code has expired' });
      const resent = await t.rest(account.sessionToken).POST('/v1/session/resend_code');
      expect(resent.response.status).toBe(200);
      const fresh = await t.latestCode(account.email);
      const ok = await t.rest(account.sessionToken).POST('/v1/session/verify_code', { body: { code: fresh } });
      expect(ok.response.status).toBe(200);
    });

    it('checks the code format (107) and needs a session (110)', async () => {
      const account = await signUp(t);
      const badFormat = await t.rest(account.sessionToken).POST('/v1/session/verify_code', { body: { code: '12ab56' } });
      expect(badFormat.error).toMatchObject({ errno: 107 });
      const noSession = await t.rest().POST('/v1/session/verify_code', { body: { code: '123456' } });
      expect(noSession.response.status).toBe(401);
      expect(noSession.error).toMatchObject({ code: 401, errno: 110 });
      const unknown = await t.rest('f'.repeat(64)).POST('/v1/session/resend_code');
      expect(unknown.error).toMatchObject({ errno: 110 });
    });
  });

  describe('POST /v1/account/login', () => {
    it('signs in with the newest version and asks for an emailed code', async () => {
      const account = await signUpVerified(t);
      const { data, error } = await t.rest().POST('/v1/account/login', {
        body: { reason: 'signin', email: account.email, authPW: account.credentials.authPWVersion2 },
      });
      expect(error).toBeUndefined();
      expect(data).toMatchObject({
        uid: account.uid,
        emailVerified: true,
        sessionVerified: false,
        metricsEnabled: true,
        verificationMethod: 'email-otp',
        verificationReason: 'login',
      });
      expect(data?.sessionToken).not.toBe(account.sessionToken);
      const code = await t.latestCode(account.email);
      const confirmed = await t.rest(data!.sessionToken).POST('/v1/session/verify_code', { body: { code } });
      expect(confirmed.response.status).toBe(200);
    });

    it('accepts version 1 credentials and asks unconfirmed accounts to finish sign-up', async () => {
      const account = await signUp(t, { v2: false });
      const { data } = await t.rest().POST('/v1/account/login', {
        body: { reason: 'signin', email: account.email, authPW: account.credentials.authPW },
      });
      expect(data).toMatchObject({ emailVerified: false, verificationReason: 'signup' });
    });

    it('answers 102 for an unknown account and 103 for a wrong password', async () => {
      const unknown = await t.rest().POST('/v1/account/login', {
        body: { reason: 'signin', email: uniqueEmail('nobody'), authPW: '0'.repeat(64) },
      });
      expect(unknown.error).toMatchObject({ code: 400, errno: 102 });
      const account = await signUpVerified(t);
      const wrong = await t.rest().POST('/v1/account/login', {
        body: { reason: 'signin', email: account.email, authPW: v1AuthPW(account.email, 'wrong password') },
      });
      expect(wrong.error).toMatchObject({ code: 400, errno: 103, message: 'Incorrect password' });
    });

    it('answers 400 (107) to an address with a NUL character', async () => {
      const { response, error } = await t.rest().POST('/v1/account/login', {
        body: { reason: 'signin', email: 'nul@exa\u0000mple.com', authPW: '0'.repeat(64) },
      });
      expect(response.status).toBe(400);
      expect(error).toMatchObject({ code: 400, errno: 107 });
    });

    it('answers 120 with the registered address when only its case differs', async () => {
      const email = uniqueEmail('MixedCase');
      const account = await signUpVerified(t, { email, v2: false });
      const typed = email.toLowerCase();
      const { error } = await t.rest().POST('/v1/account/login', {
        body: { reason: 'signin', email: typed, authPW: credentialsV1(typed, PASSWORD).authPW },
      });
      expect(error).toMatchObject({ errno: 120, email: account.email });
      const retry = await t.rest().POST('/v1/account/login', {
        body: { reason: 'signin', email: account.email, authPW: account.credentials.authPW, originalLoginEmail: typed },
      });
      expect(retry.response.status).toBe(200);
    });
  });

  describe('GET /v1/account/keys', () => {
    it('returns kA and the wrapped kB once the session is confirmed, once', async () => {
      const account = await signUpVerified(t);
      const login = await t.rest().POST('/v1/account/login', {
        body: { reason: 'signin', email: account.email, authPW: account.credentials.authPWVersion2 },
        params: { query: { keys: true } },
      });
      const keyFetchToken = login.data!.keyFetchToken!;
      expect(keyFetchToken).toMatch(/^[0-9a-f]{64}$/);
      const code = await t.latestCode(account.email);
      await t.rest(login.data!.sessionToken).POST('/v1/session/verify_code', { body: { code } });
      const keys = await t.rest(keyFetchToken).GET('/v1/account/keys');
      expect(keys.data?.kA).toMatch(/^[0-9a-f]{64}$/);
      expect(keys.data?.wrapKB).toBe(account.credentials.wrapKbVersion2);
      const again = await t.rest(keyFetchToken).GET('/v1/account/keys');
      expect(again.error).toMatchObject({ code: 401, errno: 110 });
    });

    it('refuses a token of an unconfirmed session (138) and uses it up', async () => {
      const account = await signUpVerified(t, { v2: false });
      const login = await t.rest().POST('/v1/account/login', {
        body: { reason: 'signin', email: account.email, authPW: account.credentials.authPW },
        params: { query: { keys: true } },
      });
      const token = login.data!.keyFetchToken!;
      const early = await t.rest(token).GET('/v1/account/keys');
      expect(early.error).toMatchObject({ errno: 138 });
      const later = await t.rest(token).GET('/v1/account/keys');
      expect(later.error).toMatchObject({ errno: 110 });
    });

    it('lets the browser unwrap kB with unwrapBKey', async () => {
      const account = await signUp(t, { v2: false });
      const { data } = await t.rest().POST('/v1/account/create', {
        body: { verificationMethod: 'email-otp', email: uniqueEmail(), authPW: account.credentials.authPW, wrapKb: account.credentials.wrapKb },
        params: { query: { keys: true } },
      });
      expect(data?.keyFetchToken).toMatch(/^[0-9a-f]{64}$/);
      const unwrap = credentialsV1(account.email, PASSWORD).unwrapBKey;
      expect(wrapKb(account.credentials.wrapKb, unwrap)).toBe(account.credentials.kB);
    });
  });

  describe('GET /v1/session/status and POST /v1/session/destroy', () => {
    it('signs the session out', async () => {
      const account = await signUpVerified(t);
      const destroyed = await t.rest(account.sessionToken).POST('/v1/session/destroy', { body: {} });
      expect(destroyed.response.status).toBe(200);
      const status = await t.rest(account.sessionToken).GET('/v1/session/status');
      expect(status.response.status).toBe(401);
      expect(status.error).toMatchObject({ errno: 110 });
    });

    it('destroys another session of the same account, but not of another account', async () => {
      const account = await signUpVerified(t);
      const other = await t.rest().POST('/v1/account/login', {
        body: { reason: 'signin', email: account.email, authPW: account.credentials.authPWVersion2 },
      });
      const stranger = await signUpVerified(t);
      const refused = await t.rest(stranger.sessionToken).POST('/v1/session/destroy', {
        body: { customSessionToken: other.data!.sessionToken },
      });
      expect(refused.error).toMatchObject({ errno: 110 });
      const done = await t.rest(account.sessionToken).POST('/v1/session/destroy', {
        body: { customSessionToken: other.data!.sessionToken },
      });
      expect(done.response.status).toBe(200);
      expect((await t.rest(other.data!.sessionToken).GET('/v1/session/status')).response.status).toBe(401);
      expect((await t.rest(account.sessionToken).GET('/v1/session/status')).response.status).toBe(200);
    });

    it('records the last access, at most once a minute', async () => {
      const account = await signUpVerified(t);
      const lastAccess = async () =>
        (await t.db.query<{ last_access: number }>('SELECT last_access FROM sessions WHERE uid = $1', [account.uid]))[0]!
          .last_access;
      const start = await lastAccess();
      clock += 30_000;
      await t.rest(account.sessionToken).GET('/v1/session/status');
      expect(await lastAccess()).toBe(start);
      clock += 31_000;
      await t.rest(account.sessionToken).GET('/v1/session/status');
      expect(await lastAccess()).toBe(clock);
    });

    it('answers 401 without a token', async () => {
      const { error, response } = await t.rest().GET('/v1/session/status');
      expect(response.status).toBe(401);
      expect(error).toEqual({
        code: 401,
        errno: 110,
        error: 'Unauthorized',
        message: 'Invalid session. Please sign out and sign in again.',
      });
    });
  });

  describe('POST /v1/account/destroy', () => {
    it('needs a confirmed session (138)', async () => {
      const account = await signUp(t);
      const { error } = await t.rest(account.sessionToken).POST('/v1/account/destroy', {
        body: { email: account.email, authPW: account.credentials.authPWVersion2 },
      });
      expect(error).toMatchObject({ errno: 138 });
    });

    it('checks the password (103) and the address case of a version 1 account (120)', async () => {
      const email = uniqueEmail('Destroy');
      const account = await signUpVerified(t, { email, v2: false });
      const wrong = await t.rest(account.sessionToken).POST('/v1/account/destroy', {
        body: { email, authPW: '1'.repeat(64) },
      });
      expect(wrong.error).toMatchObject({ errno: 103 });
      const caseOnly = await t.rest(account.sessionToken).POST('/v1/account/destroy', {
        body: { email: email.toLowerCase(), authPW: '1'.repeat(64) },
      });
      expect(caseOnly.error).toMatchObject({ errno: 120, email });
    });

    it('deletes the account and everything that belongs to it', async () => {
      const account = await signUpVerified(t);
      const { response } = await t.rest(account.sessionToken).POST('/v1/account/destroy', {
        body: { email: account.email, authPW: account.credentials.authPWVersion2 },
      });
      expect(response.status).toBe(200);
      const login = await t.rest().POST('/v1/account/login', {
        body: { reason: 'signin', email: account.email, authPW: account.credentials.authPWVersion2 },
      });
      expect(login.error).toMatchObject({ errno: 102 });
      const left = await t.db.query('SELECT 1 FROM sessions WHERE uid = $1 UNION ALL SELECT 1 FROM emails WHERE uid = $1', [
        account.uid,
      ]);
      expect(left).toEqual([]);
    });
  });
});
