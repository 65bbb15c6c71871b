// One step-up for every sensitive change: a code asked for several scopes is
// exchanged for one JWT carrying each of them, which every operation of those
// scopes takes for its lifetime (ten minutes by default), while each
// operation still checks its own scope.
import { describe, expect, it } from 'vitest';
import { uniqueEmail, databases, useTestServer } from '../harness';
import type { TestServer } from '../harness';
import { signUpVerified } from '../api/flows';
import type { TestAccount } from '../api/flows';
import { newPasswordCredentials, recoveryData } from '../reset/steps';
import { TestClock } from './steps';

const EVERY_SCOPE = ['email', 'password', '2fa', 'recovery_key'] as const;
const TEN_MINUTES = 10 * 60_000;

async function stepUpCodes(t: TestServer, account: TestAccount): Promise<number> {
  const [row] = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM outbox WHERE uid = $1 AND template = 'step-up-code'", [account.uid]);
  return row?.n ?? 0;
}

/** Asks one code for `scope` (one or several) and trades it for the JWT. */
async function stepUp(t: TestServer, account: TestAccount, scope: (typeof EVERY_SCOPE)[number] | Array<(typeof EVERY_SCOPE)[number]>) {
  const api = t.rest(account.sessionToken);
  expect((await api.POST('/v1/mfa/otp/request', { body: { scope } })).error).toBeUndefined();
  const code = await t.latestCode(account.email);
  const verified = await api.POST('/v1/mfa/otp/verify', { body: { scope, code } });
  expect(verified.error).toBeUndefined();
  return verified.data!.accessToken;
}

function claims(jwt: string): { scope: string[]; iat: number; exp: number } {
  return JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as { scope: string[]; iat: number; exp: number };
}

/** Each sensitive operation, one per scope, with the JWT it is sent with. */
function operations(t: TestServer, account: TestAccount) {
  return {
    email: (jwt: string) => t.rest(jwt).POST('/v1/recovery_email/create', { body: { email: uniqueEmail('one-step-up') } }),
    '2fa': (jwt: string) => t.rest(jwt).POST('/v1/mfa/totp/create', { body: {} }),
    recovery_key: async (jwt: string) => t.rest(jwt).POST('/v1/mfa/recoveryKey', { body: { ...(await recoveryData(account.credentials.kB)), enabled: true, replaceKey: true } }),
    password: (jwt: string) =>
      t.rest(jwt).POST('/v1/password/change', {
        body: { email: account.email, oldAuthPW: account.credentials.authPWVersion2, ...newPasswordCredentials(account.email, account.credentials.kB).body },
      }),
  };
}

describe.each(databases)('one step-up for every scope on $name', (database) => {
  const clock = new TestClock();
  const t = useTestServer(database, { now: clock.now });

  it('one emailed code gives one JWT that every sensitive operation takes, for ten minutes', async () => {
    const account = await signUpVerified(t);
    const before = await stepUpCodes(t, account);
    // In any order: the JWT names each scope once.
    const jwt = await stepUp(t, account, ['recovery_key', 'email', '2fa', 'password']);
    expect(await stepUpCodes(t, account)).toBe(before + 1);
    const { scope, iat, exp } = claims(jwt);
    expect([...scope].sort()).toEqual(EVERY_SCOPE.map((each) => `mfa:${each}`).sort());
    expect(exp - iat).toBe(TEN_MINUTES / 1000);

    const run = operations(t, account);
    clock.advance(TEN_MINUTES - 60_000);
    // Nine minutes on, every change of every scope goes through on the one JWT, the password last (it ends the other sessions).
    for (const scope of ['email', '2fa', 'recovery_key', 'password'] as const) {
      const done = await run[scope](jwt);
      expect(done.error, scope).toBeUndefined();
    }
    expect(await stepUpCodes(t, account)).toBe(before + 1);
  });

  it('refuses the JWT for every scope once its ten minutes are over', async () => {
    const account = await signUpVerified(t);
    const jwt = await stepUp(t, account, [...EVERY_SCOPE]);
    clock.advance(TEN_MINUTES + 1_000);
    const run = operations(t, account);
    for (const scope of EVERY_SCOPE) {
      const refused = await run[scope](jwt);
      expect(refused.error, scope).toMatchObject({ code: 401, errno: 110, message: 'Missing or expired jwt.' });
    }
  });

  it('still checks each operation’s own scope: a JWT for some scopes is refused by the others', async () => {
    const account = await signUpVerified(t);
    const jwt = await stepUp(t, account, ['email', '2fa']);
    const run = operations(t, account);
    expect((await run.email(jwt)).error).toBeUndefined();
    expect((await run['2fa'](jwt)).error).toBeUndefined();
    expect((await run.recovery_key(jwt)).error).toMatchObject({ errno: 110, message: 'Missing or expired jwt.' });
    expect((await run.password(jwt)).error).toMatchObject({ errno: 110, message: 'Missing or expired jwt.' });
  });

  it('takes a code only with the scopes it was asked for', async () => {
    const account = await signUpVerified(t);
    const api = t.rest(account.sessionToken);
    expect((await api.POST('/v1/mfa/otp/request', { body: { scope: ['email', 'password'] } })).error).toBeUndefined();
    const code = await t.latestCode(account.email);
    // Asked for two scopes: it is no code for a wider set, nor for one of them alone.
    expect((await api.POST('/v1/mfa/otp/verify', { body: { scope: [...EVERY_SCOPE], code } })).error).toMatchObject({ errno: 183 });
    expect((await api.POST('/v1/mfa/otp/verify', { body: { scope: 'email', code } })).error).toMatchObject({ errno: 183 });
    const verified = await api.POST('/v1/mfa/otp/verify', { body: { scope: ['password', 'email'], code } });
    expect(verified.error).toBeUndefined();
    expect(claims(verified.data!.accessToken).scope.sort()).toEqual(['mfa:email', 'mfa:password']);
  });

  it('refuses an empty list, a repeated scope and an unknown one (107)', async () => {
    const account = await signUpVerified(t);
    const api = t.rest(account.sessionToken);
    for (const scope of [[], ['email', 'email'], ['email', 'everything']]) {
      const refused = await api.POST('/v1/mfa/otp/request', { body: { scope: scope as never } });
      expect(refused.error, JSON.stringify(scope)).toMatchObject({ errno: 107 });
    }
  });
});
