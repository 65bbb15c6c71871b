// What a change of second factor does to the account's OAuth tokens, on every
// database. Turning two-step on, replacing the authenticator, making new
// backup codes and changing the recovery phone sign the account out
// everywhere else, as a password change does: every other session ends, and
// refresh and access tokens issued before stop working at once. Adding a
// first recovery phone, removing it and turning two-step off sign no one out.
import { describe, expect, it } from 'vitest';
import { databases, useTestServer } from '../harness';
import type { TestServer } from '../harness';
import { signUpVerified } from '../api/flows';
import type { TestAccount } from '../api/flows';
import { CONFIDENTIAL_CLIENT, clientsEnv, postForm, relyingParty, signInWith } from '../oauth/fixtures';
import { TestClock, alive, backupCodes, codeNow, latestSms, otherSession, stepUpToken, withTwoStep } from './steps';

let numberSeed = 3000;
/** A fresh, valid US number. */
function newNumber(): string {
  numberSeed += 1;
  return `+1212456${String(numberSeed).padStart(4, '0')}`;
}

interface Grant {
  readonly accessToken: string;
  readonly refreshToken: string;
}

/** Tokens a relying party holds for the account: an access token and a refresh token, from the code flow. */
async function grant(t: TestServer, account: TestAccount): Promise<Grant> {
  const rp = await relyingParty(t, CONFIDENTIAL_CLIENT);
  const { tokens } = await signInWith(t, rp, CONFIDENTIAL_CLIENT, account, { offline: true });
  expect(tokens.refresh_token).toBeDefined();
  return { accessToken: tokens.access_token, refreshToken: tokens.refresh_token! };
}

/** Whether each token still works: the access token reads userinfo, the refresh token gets a new access token. */
async function working(t: TestServer, tokens: Grant): Promise<{ access: boolean; refresh: boolean }> {
  const userinfo = await fetch(`${t.server.url}/v1/oauth/userinfo`, { headers: { Authorization: `Bearer ${tokens.accessToken}` } });
  await userinfo.arrayBuffer();
  const refreshed = await postForm(t, '/v1/oauth/token', {
    grant_type: 'refresh_token',
    refresh_token: tokens.refreshToken,
    client_id: CONFIDENTIAL_CLIENT.id,
    client_secret: CONFIDENTIAL_CLIENT.secret!,
  });
  if (refreshed.status !== 200) expect(refreshed.body).toMatchObject({ error: 'invalid_grant' });
  return { access: userinfo.status === 200, refresh: refreshed.status === 200 };
}

const BOTH = { access: true, refresh: true };
const NEITHER = { access: false, refresh: false };

describe.each(databases)('second factors and OAuth tokens on $name', (database) => {
  const clock = new TestClock();
  const t = useTestServer(database, { now: clock.now, env: { OAUTH_CLIENTS: clientsEnv([CONFIDENTIAL_CLIENT]) } });

  /** Adds a recovery phone to an account with two-step on; returns the number. */
  async function addPhone(account: TestAccount & { jwt: string }): Promise<string> {
    const phone = newNumber();
    expect((await t.rest(account.jwt).POST('/v1/mfa/recovery_phone/create', { body: { phoneNumber: phone } })).error).toBeUndefined();
    expect((await t.rest(account.jwt).POST('/v1/mfa/recovery_phone/confirm', { body: { code: await latestSms(t, phone) } })).error).toBeUndefined();
    return phone;
  }

  it('turning two-step on ends the tokens issued before, with every other session', async () => {
    const account = await signUpVerified(t);
    const other = await otherSession(t, account);
    const tokens = await grant(t, account);
    const api = t.rest(await stepUpToken(t, account));
    const { secret } = (await api.POST('/v1/mfa/totp/create', { body: {} })).data!;
    clock.nextStep();
    expect((await api.POST('/v1/mfa/totp/setup/verify', { body: { code: codeNow(secret, clock) } })).error).toBeUndefined();
    expect((await api.POST('/v1/mfa/recoveryCodes', { body: { recoveryCodes: backupCodes('tok') } })).error).toBeUndefined();
    // Set-up under way changes nothing yet.
    expect(await working(t, tokens)).toEqual(BOTH);

    expect((await api.POST('/v1/mfa/totp/setup/complete', { body: {} })).error).toBeUndefined();
    expect(await working(t, tokens)).toEqual(NEITHER);
    expect(await alive(t, other)).toBe(false);
    expect(await alive(t, account.sessionToken)).toBe(true);
    // The person goes on: a relying party they sign in to now gets tokens that work.
    expect(await working(t, await grant(t, account))).toEqual(BOTH);
  });

  it('replacing the authenticator ends them', async () => {
    const account = await withTwoStep(t, clock);
    const tokens = await grant(t, account);
    const api = t.rest(await stepUpToken(t, account));
    const started = await api.POST('/v1/totp/replace/start');
    expect(await working(t, tokens)).toEqual(BOTH);
    clock.nextStep();
    expect((await api.POST('/v1/totp/replace/confirm', { body: { code: codeNow(started.data!.secret, clock) } })).error).toBeUndefined();
    expect(await working(t, tokens)).toEqual(NEITHER);
    expect(await alive(t, account.sessionToken)).toBe(true);
  });

  it('new backup codes end them, replaced (PUT) or stored again while two-step is on (POST)', async () => {
    const account = await withTwoStep(t, clock);
    const other = await otherSession(t, account);
    const first = await grant(t, account);
    expect((await t.rest(account.jwt).PUT('/v1/mfa/recoveryCodes', { body: { recoveryCodes: backupCodes('put') } })).error).toBeUndefined();
    expect(await working(t, first)).toEqual(NEITHER);
    expect(await alive(t, other)).toBe(false);
    expect(await alive(t, account.sessionToken)).toBe(true);

    const second = await grant(t, account);
    expect((await t.rest(account.jwt).POST('/v1/mfa/recoveryCodes', { body: { recoveryCodes: backupCodes('post') } })).error).toBeUndefined();
    expect(await working(t, second)).toEqual(NEITHER);
  });

  it('a changed recovery phone ends them; a first one does not', async () => {
    const account = await withTwoStep(t, clock);
    const other = await otherSession(t, account);
    const tokens = await grant(t, account);
    await addPhone(account);
    expect(await working(t, tokens)).toEqual(BOTH);
    expect(await alive(t, other)).toBe(true);

    const next = newNumber();
    expect((await t.rest(account.jwt).POST('/v1/mfa/recovery_phone/create', { body: { phoneNumber: next } })).error).toBeUndefined();
    const changed = await t.rest(account.jwt).POST('/v1/mfa/recovery_phone/change', { body: { code: await latestSms(t, next) } });
    expect(changed.data?.phoneNumber).toBe(next);
    expect(await working(t, tokens)).toEqual(NEITHER);
    expect(await alive(t, other)).toBe(false);
    expect(await alive(t, account.sessionToken)).toBe(true);
  });

  it('removing the recovery phone or turning two-step off leaves them', async () => {
    const account = await withTwoStep(t, clock);
    await addPhone(account);
    const other = await otherSession(t, account);
    const tokens = await grant(t, account);
    expect((await t.rest(account.jwt).POST('/v1/mfa/recovery_phone/destroy')).error).toBeUndefined();
    expect(await working(t, tokens)).toEqual(BOTH);
    expect((await t.rest(account.jwt).POST('/v1/totp/destroy')).error).toBeUndefined();
    expect(await working(t, tokens)).toEqual(BOTH);
    expect(await alive(t, other)).toBe(true);
  });

  it('a wrong code ends nothing', async () => {
    const account = await withTwoStep(t, clock);
    const tokens = await grant(t, account);
    const api = t.rest(await stepUpToken(t, account));
    const started = await api.POST('/v1/totp/replace/start');
    clock.nextStep();
    const right = codeNow(started.data!.secret, clock);
    expect((await api.POST('/v1/totp/replace/confirm', { body: { code: right === '000000' ? '000001' : '000000' } })).error).toMatchObject({ errno: 183 });
    expect(await working(t, tokens)).toEqual(BOTH);
  });
});
