// Step-up JWTs and the authenticator: set-up, replacement, removal and
// sign-in confirmation, through the generated REST client and the typed
// GraphQL documents, on every database.
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { GetTotpStatusDocument } from '../../../generated/graphql';
import { databases, useTestServer } from '../harness';
import { signUp, signUpVerified } from '../api/flows';
import { TestClock, codeNow, stepUpToken, withTwoStep } from './steps';

const MISSING_JWT = { code: 401, errno: 110, message: 'Missing or expired jwt.' };

describe.each(databases)('step-up JWT and authenticator on $name', (database) => {
  const clock = new TestClock();
  const t = useTestServer(database, { now: clock.now });

  describe('POST /v1/mfa/otp/request and /v1/mfa/otp/verify', () => {
    it('emails a code and trades it for a JWT with the claims of SPEC §3.11', async () => {
      const account = await signUpVerified(t);
      const jwt = await stepUpToken(t, account, 'recovery_key');
      const claims = decodeJwt(jwt);
      expect(claims).toMatchObject({ sub: account.uid, scope: ['mfa:recovery_key'] });
      for (const claim of ['aud', 'iss', 'jti', 'stid']) expect(typeof claims[claim]).toBe('string');
      for (const claim of ['exp', 'iat']) expect(typeof claims[claim]).toBe('number');
      expect(claims.exp! * 1000).toBeGreaterThan(clock.value);
    });

    it('refuses a wrong code and a code used once already (183)', async () => {
      const account = await signUpVerified(t);
      const api = t.rest(account.sessionToken);
      await api.POST('/v1/mfa/otp/request', { body: { scope: '2fa' } });
      const code = await t.latestCode(account.email);
      const wrong = await api.POST('/v1/mfa/otp/verify', { body: { scope: '2fa', code: code === '000000' ? '000001' : '000000' } });
      expect(wrong.error).toMatchObject({ code: 400, errno: 183 });
      expect((await api.POST('/v1/mfa/otp/verify', { body: { scope: '2fa', code } })).error).toBeUndefined();
      const again = await api.POST('/v1/mfa/otp/verify', { body: { scope: '2fa', code } });
      expect(again.error).toMatchObject({ errno: 183 });
    });

    it('does not accept a code issued for another scope', async () => {
      const account = await signUpVerified(t);
      const api = t.rest(account.sessionToken);
      await api.POST('/v1/mfa/otp/request', { body: { scope: 'email' } });
      const code = await t.latestCode(account.email);
      const other = await api.POST('/v1/mfa/otp/verify', { body: { scope: '2fa', code } });
      expect(other.error).toMatchObject({ errno: 183 });
    });

    it('needs a confirmed session (138) and a session token (110)', async () => {
      const account = await signUp(t);
      const request = await t.rest(account.sessionToken).POST('/v1/mfa/otp/request', { body: { scope: '2fa' } });
      expect(request.error).toMatchObject({ code: 400, errno: 138 });
      const verify = await t.rest(account.sessionToken).POST('/v1/mfa/otp/verify', { body: { scope: '2fa', code: '123456' } });
      expect(verify.error).toMatchObject({ code: 400, errno: 138 });
      const anonymous = await t.rest().POST('/v1/mfa/otp/request', { body: { scope: '2fa' } });
      expect(anonymous.error).toMatchObject({ code: 401, errno: 110 });
    });

    it('sends at most four codes per window, then answers 114 with the wait (SPEC §9)', async () => {
      const account = await signUpVerified(t);
      const api = t.rest(account.sessionToken);
      for (let i = 0; i < 4; i += 1) expect((await api.POST('/v1/mfa/otp/request', { body: { scope: 'password' } })).error).toBeUndefined();
      const fifth = await api.POST('/v1/mfa/otp/request', { body: { scope: 'password' }, headers: { 'Accept-Language': 'fr' } });
      expect(fifth.response.status).toBe(429);
      expect(fifth.error).toMatchObject({ code: 429, errno: 114 });
      expect(fifth.error!.retryAfter).toBeGreaterThan(0);
      expect(fifth.response.headers.get('Retry-After')).toBe(String(fifth.error!.retryAfter));
      expect(fifth.error!.retryAfterLocalized).toMatch(/^dans /);
    });
  });

  describe('operations that need the JWT', () => {
    it("answer 401 'Missing or expired jwt.' without a JWT, with a session token, or with another scope", async () => {
      const account = await signUpVerified(t);
      const emailScope = await stepUpToken(t, account, 'email');
      for (const token of [undefined, account.sessionToken, emailScope, 'a.b.c']) {
        const { error, response } = await t.rest(token).POST('/v1/mfa/totp/create', { body: {} });
        expect(response.status).toBe(401);
        expect(error).toMatchObject(MISSING_JWT);
      }
    });

    it('answer the same once the JWT has expired', async () => {
      const account = await signUpVerified(t);
      const jwt = await stepUpToken(t, account);
      clock.advance(16 * 60_000);
      const { error } = await t.rest(jwt).POST('/v1/mfa/totp/create', { body: {} });
      expect(error).toMatchObject(MISSING_JWT);
    });

    it("answer 'Missing parent session token.' when the JWT's session is gone", async () => {
      const account = await signUpVerified(t);
      const jwt = await stepUpToken(t, account);
      expect((await t.rest(account.sessionToken).POST('/v1/session/destroy', { body: {} })).error).toBeUndefined();
      const { error } = await t.rest(jwt).POST('/v1/mfa/totp/create', { body: {} });
      expect(error).toMatchObject({ code: 401, errno: 110, message: 'Missing parent session token.' });
    });
  });

  describe('set-up (create, verify, complete)', () => {
    it('turns two-step on, records it and reports it through GetTotpStatus and GET /v1/totp/exists', async () => {
      const account = await signUpVerified(t);
      const before = await t.graphql(GetTotpStatusDocument, {}, account.sessionToken);
      expect(before.data?.account?.totp).toEqual({ exists: false, verified: false });
      const jwt = await stepUpToken(t, account);
      const api = t.rest(jwt);
      const created = await api.POST('/v1/mfa/totp/create', { body: {} });
      expect(created.data?.secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(created.data?.qrCodeUrl).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
      const pending = await t.rest(account.sessionToken).GET('/v1/totp/exists');
      expect(pending.data).toEqual({ exists: true, verified: false });
      const early = await api.POST('/v1/mfa/totp/setup/complete', { body: {} });
      expect(early.error).toMatchObject({ errno: 183, message: 'The pending secret has not been verified yet' });
      clock.nextStep();
      const secret = created.data!.secret;
      const wrongCode = codeNow(secret, clock) === '000000' ? '111111' : '000000';
      expect((await api.POST('/v1/mfa/totp/setup/verify', { body: { code: wrongCode } })).error).toMatchObject({ errno: 183 });
      expect((await api.POST('/v1/mfa/totp/setup/verify', { body: { code: codeNow(secret, clock) } })).error).toBeUndefined();
      expect((await api.POST('/v1/mfa/totp/setup/complete', { body: {} })).error).toBeUndefined();
      const after = await t.graphql(GetTotpStatusDocument, {}, account.sessionToken);
      expect(after.data?.account?.totp).toEqual({ exists: true, verified: true });
      const events = await t.db.query<{ name: string }>('SELECT name FROM security_events WHERE uid = $1', [account.uid]);
      expect(events.map((e) => e.name)).toContain('account.two_factor_added');
      const again = await api.POST('/v1/mfa/totp/create', { body: {} });
      expect(again.error).toMatchObject({ code: 400, errno: 154 });
    });

    it('accepts a code from one step either side, not two', async () => {
      const account = await signUpVerified(t);
      const api = t.rest(await stepUpToken(t, account));
      const { secret } = (await api.POST('/v1/mfa/totp/create', { body: {} })).data!;
      clock.nextStep();
      const tooOld = codeNow(secret, { value: clock.value - 60_000 } as TestClock);
      const current = codeNow(secret, clock);
      const previous = codeNow(secret, { value: clock.value - 30_000 } as TestClock);
      if (tooOld !== current && tooOld !== previous) {
        expect((await api.POST('/v1/mfa/totp/setup/verify', { body: { code: tooOld } })).error).toMatchObject({ errno: 183 });
      }
      expect((await api.POST('/v1/mfa/totp/setup/verify', { body: { code: previous } })).error).toBeUndefined();
    });

    it('answers 155 to verify and complete without a secret', async () => {
      const account = await signUpVerified(t);
      const api = t.rest(await stepUpToken(t, account));
      expect((await api.POST('/v1/mfa/totp/setup/verify', { body: { code: '123456' } })).error).toMatchObject({ errno: 155 });
      expect((await api.POST('/v1/mfa/totp/setup/complete', { body: {} })).error).toMatchObject({ errno: 155 });
    });

    it('offers the session-token variants only within 10 minutes of confirming the session', async () => {
      const account = await signUpVerified(t);
      const api = t.rest(account.sessionToken);
      const created = await api.POST('/v1/totp/create', { body: {} });
      expect(created.error).toBeUndefined();
      clock.nextStep();
      expect((await api.POST('/v1/totp/setup/verify', { body: { code: codeNow(created.data!.secret, clock) } })).error).toBeUndefined();
      expect((await api.POST('/v1/totp/setup/complete', { body: {} })).error).toBeUndefined();
      clock.advance(11 * 60_000);
      const late = await api.POST('/v1/totp/create', { body: {} });
      expect(late.error).toMatchObject(MISSING_JWT);
      const unconfirmed = await signUp(t);
      const early = await t.rest(unconfirmed.sessionToken).POST('/v1/totp/create', { body: {} });
      expect(early.error).toMatchObject({ code: 400, errno: 138 });
    });
  });

  describe('sign-in with two-step on', () => {
    it('asks for totp-2fa, sends no emailed code, and confirms with the authenticator once per code', async () => {
      const account = await withTwoStep(t, clock);
      const mailCount = async () =>
        (await t.db.query<{ n: string }>("SELECT count(*)::text AS n FROM outbox WHERE channel = 'email' AND uid = $1", [account.uid]))[0]?.n;
      const mailBefore = await mailCount();
      const login = await t.rest().POST('/v1/account/login', {
        body: { reason: 'signin', email: account.email, authPW: account.credentials.authPWVersion2 },
      });
      expect(login.data).toMatchObject({ verificationMethod: 'totp-2fa', sessionVerified: false });
      expect(await mailCount()).toBe(mailBefore);
      const session = t.rest(login.data!.sessionToken);
      const emailed = await t.latestCode(account.email);
      expect((await session.POST('/v1/session/verify_code', { body: { code: emailed } })).error).toBeDefined();
      clock.nextStep();
      const code = codeNow(account.secret, clock);
      expect((await session.POST('/v1/session/verify/totp', { body: { code } })).error).toBeUndefined();
      const status = await session.GET('/v1/session/status');
      expect(status.data?.state).toBe('verified');
      const second = await t.rest().POST('/v1/account/login', { body: { reason: 'signin', email: account.email, authPW: account.credentials.authPWVersion2 } });
      const reuse = await t.rest(second.data!.sessionToken).POST('/v1/session/verify/totp', { body: { code } });
      expect(reuse.error).toMatchObject({ code: 400, errno: 220 });
    });

    it('answers 155 when the account has no authenticator', async () => {
      const account = await signUpVerified(t);
      const { error } = await t.rest(account.sessionToken).POST('/v1/session/verify/totp', { body: { code: '123456' } });
      expect(error).toMatchObject({ errno: 155 });
    });

    it('limits wrong authenticator codes per account (114)', async () => {
      const account = await withTwoStep(t, clock);
      const login = await t.rest().POST('/v1/account/login', { body: { reason: 'signin', email: account.email, authPW: account.credentials.authPWVersion2 } });
      const session = t.rest(login.data!.sessionToken);
      clock.nextStep();
      const right = codeNow(account.secret, clock);
      const wrong = right === '999999' ? '999998' : '999999';
      let last = await session.POST('/v1/session/verify/totp', { body: { code: wrong } });
      for (let i = 0; i < 12 && last.response.status !== 429; i += 1) {
        last = await session.POST('/v1/session/verify/totp', { body: { code: wrong } });
      }
      expect(last.error).toMatchObject({ code: 429, errno: 114 });
      const blocked = await session.POST('/v1/session/verify/totp', { body: { code: right } });
      expect(blocked.error).toMatchObject({ errno: 114 });
    });
  });

  describe('replace and remove', () => {
    it('swaps in a new authenticator after a code from it', async () => {
      const account = await withTwoStep(t, clock);
      const api = t.rest(await stepUpToken(t, account));
      const started = await api.POST('/v1/totp/replace/start');
      expect(started.data?.secret).toMatch(/^[A-Z2-7]+$/);
      expect(started.data?.secret).not.toBe(account.secret);
      clock.nextStep();
      const oldCode = codeNow(account.secret, clock);
      expect((await api.POST('/v1/totp/replace/confirm', { body: { code: oldCode } })).error).toMatchObject({ errno: 183 });
      expect((await api.POST('/v1/totp/replace/confirm', { body: { code: codeNow(started.data!.secret, clock) } })).error).toBeUndefined();
      const [row] = await t.db.query<{ secret: string; pending_secret: string | null }>('SELECT secret, pending_secret FROM totp WHERE uid = $1', [account.uid]);
      expect(row).toEqual({ secret: started.data!.secret, pending_secret: null });
    });

    it('answers 155 to replace without an active authenticator or pending secret', async () => {
      const account = await signUpVerified(t);
      const api = t.rest(await stepUpToken(t, account));
      expect((await api.POST('/v1/totp/replace/start')).error).toMatchObject({ errno: 155 });
      expect((await api.POST('/v1/totp/replace/confirm', { body: { code: '123456' } })).error).toMatchObject({ errno: 155 });
    });

    it('removes the authenticator with the backup codes and the phone, then answers 155', async () => {
      const account = await withTwoStep(t, clock);
      const api = t.rest(await stepUpToken(t, account));
      expect((await api.POST('/v1/totp/destroy')).error).toBeUndefined();
      const status = await t.graphql(GetTotpStatusDocument, {}, account.sessionToken);
      expect(status.data?.account?.totp).toEqual({ exists: false, verified: false });
      const codes = await t.db.query('SELECT 1 FROM backup_codes WHERE uid = $1', [account.uid]);
      expect(codes).toHaveLength(0);
      const events = await t.db.query<{ name: string }>('SELECT name FROM security_events WHERE uid = $1', [account.uid]);
      expect(events.map((e) => e.name)).toContain('account.two_factor_removed');
      expect((await api.POST('/v1/totp/destroy')).error).toMatchObject({ errno: 155 });
    });
  });
});
