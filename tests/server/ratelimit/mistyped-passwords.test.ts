// The wrong-password limits at their defaults: a person who mistypes a few
// times signs in with the next right password and gets only the usual
// sign-in code, while guessing stays bounded per address at one source, per
// address across sources, and per source across addresses, under bursts too.
import { describe, expect, it } from 'vitest';
import { ABUSE_LIMITS } from '../../../server/config/limits';
import { databases, useTestServer } from '../harness';
import type { TestServer } from '../harness';
import { signUpVerified } from '../api/flows';
import type { TestAccount } from '../api/flows';
import { TestClock } from '../second-factor/steps';
import { BURST, burst, expectWaits, tally } from './burst';
import { defaultLimit } from './defaults';

const WRONG_AUTH_PW = 'e'.repeat(64);

/** Wrong passwords per address from one source, and per address from every source. */
const AT_ONE_SOURCE = defaultLimit('RATE_BAD_PASSWORD_PER_IP_AND_ADDRESS');
const PER_ADDRESS = defaultLimit('RATE_BAD_PASSWORD');

let sourceSeed = 0;
/** A client address no request of the run has used. */
function newSource(): string {
  sourceSeed += 1;
  return `192.0.${Math.floor(sourceSeed / 250) + 100}.${(sourceSeed % 250) + 1}`;
}

function login(t: TestServer, account: TestAccount, authPW: string, source: string) {
  return t.rest().POST('/v1/account/login', {
    body: { reason: 'signin', email: account.email, authPW },
    headers: { 'X-Forwarded-For': source },
  });
}

async function mails(t: TestServer, account: TestAccount, template: string): Promise<number> {
  const [row] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox WHERE uid = $1 AND template = $2', [account.uid, template]);
  return row?.n ?? 0;
}

describe('the wrong-password limits’ defaults', () => {
  it('let a person mistype four times in a quarter hour, and stop one source before every source', () => {
    expect(AT_ONE_SOURCE).toBeGreaterThanOrEqual(5);
    expect(PER_ADDRESS).toBeGreaterThan(AT_ONE_SOURCE);
    for (const prefix of ['RATE_BAD_PASSWORD_PER_IP_AND_ADDRESS', 'RATE_BAD_PASSWORD']) {
      expect(ABUSE_LIMITS.find((limit) => limit.prefix === prefix)!.windowSeconds).toBe(15 * 60);
    }
  });
});

describe.each(databases)('mistyped passwords at the default limits on $name', (database) => {
  const clock = new TestClock();
  const t = useTestServer(database, { now: clock.now, env: { TRUSTED_PROXIES: '127.0.0.1' } });

  it('four wrong passwords and then the right one: signed in, with the sign-in code and no unblock code', async () => {
    const account = await signUpVerified(t);
    const source = newSource();
    const loginCodes = await mails(t, account, 'login-code');
    for (let i = 0; i < 4; i += 1) expect((await login(t, account, WRONG_AUTH_PW, source)).error).toMatchObject({ errno: 103 });
    const right = await login(t, account, account.credentials.authPWVersion2, source);
    expect(right.error).toBeUndefined();
    expect(right.data).toMatchObject({ uid: account.uid, verificationMethod: 'email-otp' });
    expect(await mails(t, account, 'unblock-code')).toBe(0);
    expect(await mails(t, account, 'login-code')).toBe(loginCodes + 1);
    // The right password forgot the mistakes: four more are again only mistakes.
    for (let i = 0; i < 4; i += 1) expect((await login(t, account, WRONG_AUTH_PW, source)).error).toMatchObject({ errno: 103 });
    expect((await login(t, account, account.credentials.authPWVersion2, source)).error).toBeUndefined();
  });

  it('guesses from one source beyond its limit need the unblock code, while the person elsewhere still signs in', async () => {
    const account = await signUpVerified(t);
    const guesser = newSource();
    for (let i = 0; i < AT_ONE_SOURCE; i += 1) expect((await login(t, account, WRONG_AUTH_PW, guesser)).error).toMatchObject({ errno: 103 });
    const blocked = await login(t, account, WRONG_AUTH_PW, guesser);
    expect(blocked.error).toMatchObject({ errno: 125, verificationMethod: 'email-captcha' });
    expect((blocked.error as { retryAfter: number }).retryAfter).toBeGreaterThanOrEqual(1);
    // The right password from the guessing source is blocked too: the guesser cannot tell it was right.
    expect((await login(t, account, account.credentials.authPWVersion2, guesser)).error).toMatchObject({ errno: 125 });
    const person = newSource();
    expect((await login(t, account, account.credentials.authPWVersion2, person)).error).toBeUndefined();
    // Which gives the guesser no new tries: its source stays blocked until its window ends.
    expect((await login(t, account, WRONG_AUTH_PW, guesser)).error).toMatchObject({ errno: 125 });
    clock.advance(15 * 60_000);
    expect((await login(t, account, WRONG_AUTH_PW, guesser)).error).toMatchObject({ errno: 103 });
  });

  it('guesses spread over many sources are bounded by the address’s own limit', async () => {
    const account = await signUpVerified(t);
    for (let i = 0; i < PER_ADDRESS; i += 1) expect((await login(t, account, WRONG_AUTH_PW, newSource())).error).toMatchObject({ errno: 103 });
    expect((await login(t, account, WRONG_AUTH_PW, newSource())).error).toMatchObject({ errno: 125 });
    expect((await login(t, account, account.credentials.authPWVersion2, newSource())).error).toMatchObject({ errno: 125 });
    // The window ends, and with it the block.
    clock.advance(15 * 60_000);
    expect((await login(t, account, account.credentials.authPWVersion2, newSource())).error).toBeUndefined();
  });

  it('a burst of wrong passwords from one source: the per-source-and-address limit’s number are checked', async () => {
    const account = await signUpVerified(t);
    const source = newSource();
    const answers = await burst(() => login(t, account, WRONG_AUTH_PW, source));
    expect(tally(answers)).toEqual({ 103: AT_ONE_SOURCE, 125: BURST - AT_ONE_SOURCE });
    expectWaits(answers, 125);
    expect((await login(t, account, account.credentials.authPWVersion2, source)).error).toMatchObject({ errno: 125 });
  });

  it('a burst of wrong passwords, each from another source: the per-address limit’s number are checked', async () => {
    const account = await signUpVerified(t);
    const sources = Array.from({ length: BURST }, () => newSource());
    const answers = await burst((i) => login(t, account, WRONG_AUTH_PW, sources[i]!));
    expect(tally(answers)).toEqual({ 103: PER_ADDRESS, 125: BURST - PER_ADDRESS });
    expectWaits(answers, 125);
    expect((await login(t, account, account.credentials.authPWVersion2, newSource())).error).toMatchObject({ errno: 125 });
  });
});
