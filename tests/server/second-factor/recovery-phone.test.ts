// Recovery phone: set-up by texted code, change, removal, status, and
// sign-in confirmation by texted code, on every database.
import { describe, expect, it } from 'vitest';
import { GetRecoveryPhoneDocument } from '../../../generated/graphql';
import { databases, useTestServer } from '../harness';
import { signUpVerified } from '../api/flows';
import type { TestServer } from '../harness';
import { TestClock, latestSms, stepUpToken, withTwoStep } from './steps';
import type { TwoStepAccount } from './steps';

let numberSeed = 1000;
/** A fresh, valid US number (area code 212, exchange 555 is not valid; 212-4xx is). */
function newNumber(): string {
  numberSeed += 1;
  return `+1212456${String(numberSeed).padStart(4, '0')}`;
}

async function withPhone(t: TestServer, clock: TestClock): Promise<TwoStepAccount & { phone: string }> {
  const account = await withTwoStep(t, clock);
  const phone = newNumber();
  expect((await t.rest(account.jwt).POST('/v1/mfa/recovery_phone/create', { body: { phoneNumber: phone } })).error).toBeUndefined();
  const code = await latestSms(t, phone);
  expect((await t.rest(account.jwt).POST('/v1/mfa/recovery_phone/confirm', { body: { code } })).error).toBeUndefined();
  return { ...account, phone };
}

describe.each(databases)('recovery phone on $name', (database) => {
  const clock = new TestClock();
  const t = useTestServer(database, { now: clock.now, env: { RECOVERY_PHONE_MAX_ACCOUNTS: '1', RATE_SMS_LIMIT: '3' } });

  it('texts a code, then confirms the number with E.164 and national formats', async () => {
    const account = await withTwoStep(t, clock);
    const phone = newNumber();
    const created = await t.rest(account.jwt).POST('/v1/mfa/recovery_phone/create', { body: { phoneNumber: phone } });
    expect(created.error).toBeUndefined();
    const code = await latestSms(t, phone);
    expect(code).toMatch(/^[0-9]{6}$/);
    const wrong = await t.rest(account.jwt).POST('/v1/mfa/recovery_phone/confirm', { body: { code: code === '000000' ? '000001' : '000000' } });
    expect(wrong.error).toMatchObject({ code: 400, errno: 183 });
    const confirmed = await t.rest(account.jwt).POST('/v1/mfa/recovery_phone/confirm', { body: { code } });
    expect(confirmed.data).toEqual({ phoneNumber: phone, nationalFormat: `(212) 456-${phone.slice(-4)}` });
    const gql = await t.graphql(GetRecoveryPhoneDocument, {}, account.sessionToken);
    expect(gql.data?.account?.recoveryPhone).toEqual({ exists: true, available: true, phoneNumber: phone, nationalFormat: confirmed.data!.nationalFormat });
    const rest = await t.rest(account.sessionToken).GET('/v1/recovery_phone');
    expect(rest.data).toEqual({ exists: true, available: true, phoneNumber: phone, nationalFormat: confirmed.data!.nationalFormat });
    const events = await t.db.query<{ name: string }>('SELECT name FROM security_events WHERE uid = $1', [account.uid]);
    expect(events.map((e) => e.name)).toContain('account.recovery_phone_setup_complete');
  });

  it('works through the session-token variants right after sign-in', async () => {
    const account = await withTwoStep(t, clock);
    const phone = newNumber();
    const api = t.rest(account.sessionToken);
    expect((await api.POST('/v1/recovery_phone/create', { body: { phoneNumber: phone } })).error).toBeUndefined();
    const confirmed = await api.POST('/v1/recovery_phone/confirm', { body: { code: await latestSms(t, phone) } });
    expect(confirmed.data?.phoneNumber).toBe(phone);
  });

  it('refuses an invalid number (129) and an account without two-step (160)', async () => {
    const account = await withTwoStep(t, clock);
    const invalid = await t.rest(account.jwt).POST('/v1/mfa/recovery_phone/create', { body: { phoneNumber: '+10000000000' } });
    expect(invalid.error).toMatchObject({ code: 400, errno: 129 });
    const plain = await signUpVerified(t);
    const jwt = await stepUpToken(t, plain);
    const noTwoStep = await t.rest(jwt).POST('/v1/mfa/recovery_phone/create', { body: { phoneNumber: newNumber() } });
    expect(noTwoStep.error).toMatchObject({ code: 400, errno: 160 });
  });

  it('refuses the number already set (214) and a number other accounts hold (219)', async () => {
    const account = await withPhone(t, clock);
    const same = await t.rest(account.jwt).POST('/v1/mfa/recovery_phone/create', { body: { phoneNumber: account.phone } });
    expect(same.error).toMatchObject({ code: 400, errno: 214 });
    const other = await withTwoStep(t, clock, 'o');
    const taken = await t.rest(other.jwt).POST('/v1/mfa/recovery_phone/create', { body: { phoneNumber: account.phone } });
    expect(taken.error).toMatchObject({ code: 400, errno: 219 });
  });

  it('changes to a new number after its texted code; change without a phone is 215', async () => {
    const account = await withPhone(t, clock);
    const next = newNumber();
    expect((await t.rest(account.jwt).POST('/v1/mfa/recovery_phone/create', { body: { phoneNumber: next } })).error).toBeUndefined();
    const changed = await t.rest(account.jwt).POST('/v1/mfa/recovery_phone/change', { body: { code: await latestSms(t, next) } });
    expect(changed.data?.phoneNumber).toBe(next);
    const rest = await t.rest(account.sessionToken).GET('/v1/recovery_phone');
    expect(rest.data?.phoneNumber).toBe(next);
    const without = await withTwoStep(t, clock, 'w');
    const missing = await t.rest(without.jwt).POST('/v1/mfa/recovery_phone/change', { body: { code: '123456' } });
    expect(missing.error).toMatchObject({ code: 400, errno: 215 });
    const sessionVariant = await t.rest(without.sessionToken).POST('/v1/recovery_phone/change', { body: { code: '123456' } });
    expect(sessionVariant.error).toMatchObject({ code: 400, errno: 215 });
  });

  it('removes the phone only while backup codes remain (218), then answers 215', async () => {
    const account = await withPhone(t, clock);
    await t.db.query('UPDATE backup_codes SET used_at = 1 WHERE uid = $1', [account.uid]);
    const refused = await t.rest(account.jwt).POST('/v1/mfa/recovery_phone/destroy');
    expect(refused.error).toMatchObject({ code: 400, errno: 218 });
    await t.db.query('UPDATE backup_codes SET used_at = NULL WHERE uid = $1', [account.uid]);
    expect((await t.rest(account.jwt).POST('/v1/mfa/recovery_phone/destroy')).error).toBeUndefined();
    const gql = await t.graphql(GetRecoveryPhoneDocument, {}, account.sessionToken);
    expect(gql.data?.account?.recoveryPhone).toMatchObject({ exists: false, phoneNumber: null });
    const again = await t.rest(account.sessionToken).POST('/v1/recovery_phone/destroy');
    expect(again.error).toMatchObject({ code: 400, errno: 215 });
    const events = await t.db.query<{ name: string }>('SELECT name FROM security_events WHERE uid = $1', [account.uid]);
    expect(events.map((e) => e.name)).toContain('account.recovery_phone_removed');
  });

  it('confirms a sign-in with a texted code, masking the number for the unconfirmed session', async () => {
    const account = await withPhone(t, clock);
    const login = await t.rest().POST('/v1/account/login', { body: { reason: 'signin', email: account.email, authPW: account.credentials.authPWVersion2 } });
    const session = t.rest(login.data!.sessionToken);
    const masked = await session.GET('/v1/recovery_phone');
    expect(masked.data).toEqual({ exists: true, available: true, phoneNumber: `${'•'.repeat(account.phone.length - 4)}${account.phone.slice(-4)}` });
    expect((await session.POST('/v1/recovery_phone/signin/send_code')).error).toBeUndefined();
    const code = await latestSms(t, account.phone);
    const wrong = await session.POST('/v1/recovery_phone/signin/confirm', { body: { code: code === '000000' ? '000001' : '000000' } });
    expect(wrong.error).toMatchObject({ code: 400, errno: 183 });
    expect((await session.POST('/v1/recovery_phone/signin/confirm', { body: { code } })).error).toBeUndefined();
    expect((await session.GET('/v1/session/status')).data?.state).toBe('verified');
    const reused = await session.POST('/v1/recovery_phone/signin/confirm', { body: { code } });
    expect(reused.error).toMatchObject({ errno: 183 });
  });

  it('answers 215 to a sign-in code without a phone and 216 past the text limit', async () => {
    const without = await withTwoStep(t, clock, 'n');
    const none = await t.rest(without.sessionToken).POST('/v1/recovery_phone/signin/send_code');
    expect(none.error).toMatchObject({ code: 400, errno: 215 });
    const account = await withPhone(t, clock);
    const session = t.rest(account.sessionToken);
    expect((await session.POST('/v1/recovery_phone/signin/send_code')).error).toBeUndefined();
    expect((await session.POST('/v1/recovery_phone/signin/send_code')).error).toBeUndefined();
    const limited = await session.POST('/v1/recovery_phone/signin/send_code', { headers: { 'Accept-Language': 'de' } });
    expect(limited.response.status).toBe(429);
    expect(limited.error).toMatchObject({ code: 429, errno: 216 });
    expect(limited.response.headers.get('Retry-After')).toBe(String(limited.error!.retryAfter));
    expect(limited.error!.retryAfterLocalized).toMatch(/^in \d+ (Minuten|Minute|Stunde)/);
  });
});

describe.each(databases)('recovery phone switched off on $name', (database) => {
  const clock = new TestClock();
  const t = useTestServer(database, { now: clock.now, env: { RECOVERY_PHONE_ENABLED: 'false' } });

  it('answers 503 with errno 202 and reports the phone as unavailable', async () => {
    const account = await withTwoStep(t, clock);
    const { error, response } = await t.rest(account.jwt).POST('/v1/mfa/recovery_phone/create', { body: { phoneNumber: '+12124561234' } });
    expect(response.status).toBe(503);
    expect(error).toMatchObject({ errno: 202 });
    const status = await t.rest(account.sessionToken).GET('/v1/recovery_phone');
    expect(status.data).toEqual({ exists: false, available: false });
  });
});
