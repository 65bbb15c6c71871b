// What turning a second factor on or off does beyond the factor itself: the
// otpauth URI a browser draws its QR code from, the security event, the email
// in the account's language, and which other sessions end. On every database.
import { URI } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { clientConfig } from '../../../server/http/client-config';
import { databases, testConfig, useTestServer } from '../harness';
import type { TestServer } from '../harness';
import { signUpVerified } from '../api/flows';
import type { TestAccount } from '../api/flows';
import { TestClock, alive, backupCodes, codeNow, otherSession, stepUpToken, withTwoStep } from './steps';

interface MailRow {
  template: string;
  locale: string;
  subject: string;
  text_body: string;
}

async function mails(t: TestServer, account: TestAccount): Promise<MailRow[]> {
  return t.db.query<MailRow>(
    "SELECT template, locale, subject, text_body FROM outbox WHERE channel = 'email' AND uid = $1 AND code IS NULL ORDER BY id",
    [account.uid],
  );
}

async function eventNames(t: TestServer, account: TestAccount): Promise<string[]> {
  const rows = await t.db.query<{ name: string }>('SELECT name FROM security_events WHERE uid = $1 ORDER BY id', [account.uid]);
  return rows.map((row) => row.name);
}

describe.each(databases)('turning second factors on and off on $name', (database) => {
  const clock = new TestClock();
  const t = useTestServer(database, { now: clock.now, env: { TOTP_ISSUER: 'Orbit Test' } });

  it('hands out the otpauth URI of the pending secret, with the issuer and the account as label', async () => {
    const account = await signUpVerified(t);
    const api = t.rest(await stepUpToken(t, account));
    const created = await api.POST('/v1/mfa/totp/create', { body: {} });
    expect(created.error).toBeUndefined();
    const parsed = URI.parse(created.data!.uri);
    expect(parsed).toMatchObject({ issuer: 'Orbit Test', label: account.email, digits: 6, period: 30, algorithm: 'SHA1' });
    expect(parsed.secret.base32).toBe(created.data!.secret);
    const replaced = await withTwoStep(t, clock);
    const started = await t.rest(await stepUpToken(t, replaced)).POST('/v1/totp/replace/start');
    expect(URI.parse(started.data!.uri).secret.base32).toBe(started.data!.secret);
  });

  it('turning two-step on records it, emails the account in its language and ends every other session', async () => {
    const account = await signUpVerified(t);
    await t.db.query("UPDATE accounts SET locale = 'he' WHERE uid = $1", [account.uid]);
    const other = await otherSession(t, account);
    const jwt = await stepUpToken(t, account);
    const api = t.rest(jwt);
    const { secret } = (await api.POST('/v1/mfa/totp/create', { body: {} })).data!;
    clock.nextStep();
    expect((await api.POST('/v1/mfa/totp/setup/verify', { body: { code: codeNow(secret, clock) } })).error).toBeUndefined();
    expect((await api.POST('/v1/mfa/recoveryCodes', { body: { recoveryCodes: backupCodes('on') } })).error).toBeUndefined();
    expect(await alive(t, other)).toBe(true);
    expect((await api.POST('/v1/mfa/totp/setup/complete', { body: {} })).error).toBeUndefined();

    expect(await alive(t, other)).toBe(false);
    expect(await alive(t, account.sessionToken)).toBe(true);
    expect(await eventNames(t, account)).toEqual(expect.arrayContaining(['account.two_factor_added', 'account.recovery_codes_created']));
    const sent = await mails(t, account);
    expect(sent.map((mail) => mail.template)).toEqual(['two-step-enabled']);
    expect(sent[0]).toMatchObject({ locale: 'he' });
    expect(sent[0]!.subject).toMatch(/[\u0590-\u05FF]/);
    expect(sent[0]!.text_body).toContain(account.email);
  });

  it('a second complete changes nothing more: one event, one email', async () => {
    const account = await withTwoStep(t, clock);
    const again = await t.rest(account.jwt).POST('/v1/mfa/totp/setup/complete', { body: {} });
    expect(again.error).toBeUndefined();
    expect((await eventNames(t, account)).filter((name) => name === 'account.two_factor_added')).toHaveLength(1);
    expect((await mails(t, account)).map((mail) => mail.template)).toEqual(['two-step-enabled']);
  });

  it('five concurrent completes turn it on once', async () => {
    const account = await signUpVerified(t);
    const api = t.rest(await stepUpToken(t, account));
    const { secret } = (await api.POST('/v1/mfa/totp/create', { body: {} })).data!;
    clock.nextStep();
    expect((await api.POST('/v1/mfa/totp/setup/verify', { body: { code: codeNow(secret, clock) } })).error).toBeUndefined();
    const results = await Promise.all(Array.from({ length: 5 }, () => api.POST('/v1/mfa/totp/setup/complete', { body: {} })));
    for (const result of results) expect(result.error).toBeUndefined();
    expect((await eventNames(t, account)).filter((name) => name === 'account.two_factor_added')).toHaveLength(1);
    expect((await mails(t, account)).map((mail) => mail.template)).toEqual(['two-step-enabled']);
  });

  it('replacing the authenticator records it, emails and ends every other session', async () => {
    const account = await withTwoStep(t, clock);
    const other = await otherSession(t, account);
    const api = t.rest(await stepUpToken(t, account));
    const started = await api.POST('/v1/totp/replace/start');
    clock.nextStep();
    expect((await api.POST('/v1/totp/replace/confirm', { body: { code: codeNow(started.data!.secret, clock) } })).error).toBeUndefined();
    expect(await alive(t, other)).toBe(false);
    expect(await alive(t, account.sessionToken)).toBe(true);
    expect(await eventNames(t, account)).toContain('account.two_factor_replace_success');
    expect((await mails(t, account)).map((mail) => mail.template)).toEqual(['two-step-enabled', 'two-step-replaced']);
  });

  it('a wrong replacement code changes nothing and ends no session', async () => {
    const account = await withTwoStep(t, clock);
    const other = await otherSession(t, account);
    const api = t.rest(await stepUpToken(t, account));
    const started = await api.POST('/v1/totp/replace/start');
    clock.nextStep();
    const right = codeNow(started.data!.secret, clock);
    const wrong = await api.POST('/v1/totp/replace/confirm', { body: { code: right === '000000' ? '000001' : '000000' } });
    expect(wrong.error).toMatchObject({ errno: 183 });
    expect(await alive(t, other)).toBe(true);
    expect((await mails(t, account)).map((mail) => mail.template)).toEqual(['two-step-enabled']);
  });

  it('turning two-step off records it and emails, and leaves other sessions signed in', async () => {
    const account = await withTwoStep(t, clock);
    const other = await otherSession(t, account);
    const api = t.rest(await stepUpToken(t, account));
    expect((await api.POST('/v1/totp/destroy')).error).toBeUndefined();
    expect(await alive(t, other)).toBe(true);
    expect(await eventNames(t, account)).toContain('account.two_factor_removed');
    expect((await mails(t, account)).map((mail) => mail.template)).toEqual(['two-step-enabled', 'two-step-disabled']);
    const again = await api.POST('/v1/totp/destroy');
    expect(again.error).toMatchObject({ code: 400, errno: 155 });
    expect((await mails(t, account)).map((mail) => mail.template)).toEqual(['two-step-enabled', 'two-step-disabled']);
  });

  it('new backup codes are recorded and emailed; the old ones stop working', async () => {
    const account = await withTwoStep(t, clock);
    const api = t.rest(account.jwt);
    const fresh = backupCodes('new');
    expect((await api.PUT('/v1/mfa/recoveryCodes', { body: { recoveryCodes: fresh } })).error).toBeUndefined();
    expect(await eventNames(t, account)).toContain('account.recovery_codes_replaced');
    expect((await mails(t, account)).map((mail) => mail.template)).toEqual(['two-step-enabled', 'backup-codes-replaced']);
    const login = await t.rest().POST('/v1/account/login', {
      body: { reason: 'signin', email: account.email, authPW: account.credentials.authPWVersion2 },
    });
    const session = t.rest(login.data!.sessionToken);
    expect((await session.POST('/v1/session/verify/recoveryCode', { body: { code: account.codes[0]! } })).error).toMatchObject({ errno: 156 });
    expect((await session.POST('/v1/session/verify/recoveryCode', { body: { code: fresh[0]! } })).data).toEqual({ remaining: 7 });
  });
});

describe.each(databases)('backup codes of another shape on $name', (database) => {
  const clock = new TestClock();
  const env = { RECOVERY_CODES_COUNT: '5', RECOVERY_CODES_LENGTH: '12' };
  const t = useTestServer(database, { now: clock.now, env });

  it('takes sets of RECOVERY_CODES_COUNT codes of RECOVERY_CODES_LENGTH, tells the browser, and refuses the default shape', async () => {
    expect(clientConfig(testConfig(env), t.server.url).recoveryCodes).toEqual({ count: 5, length: 12 });
    const account = await signUpVerified(t);
    const api = t.rest(await stepUpToken(t, account));
    const { secret } = (await api.POST('/v1/mfa/totp/create', { body: {} })).data!;
    clock.nextStep();
    expect((await api.POST('/v1/mfa/totp/setup/verify', { body: { code: codeNow(secret, clock) } })).error).toBeUndefined();
    const wrongShape = await api.POST('/v1/mfa/recoveryCodes', { body: { recoveryCodes: backupCodes('dflt') } });
    expect(wrongShape.error).toMatchObject({ code: 400, errno: 107 });
    expect((await api.POST('/v1/mfa/recoveryCodes', { body: { recoveryCodes: backupCodes('five', 5, 12) } })).error).toBeUndefined();
  });
});

describe('the backup codes configuration', () => {
  it.each([
    [{}, { count: 8, length: 10 }],
    [{ RECOVERY_CODES_COUNT: '12', RECOVERY_CODES_LENGTH: '16' }, { count: 12, length: 16 }],
  ])('reads %j as %j', (env, expected) => {
    expect(loadConfig({ NODE_ENV: 'test', ...env }).recoveryCodes).toEqual(expected);
  });

  it.each([{ RECOVERY_CODES_COUNT: '0' }, { RECOVERY_CODES_COUNT: '21' }, { RECOVERY_CODES_LENGTH: '7' }, { RECOVERY_CODES_LENGTH: '21' }, { RECOVERY_CODES_COUNT: 'eight' }])(
    'refuses %j at start',
    (env) => {
      expect(() => loadConfig({ NODE_ENV: 'test', ...env })).toThrow(/RECOVERY_CODES_/);
    },
  );
});
