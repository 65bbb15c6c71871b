// Every password comparison counts, whatever the address's case. The server
// compares authPW whatever address comes with it (version 2 credentials do not
// even depend on the address), so an address in another case than the one the
// password is stretched with is answered 120 before anything is compared: a
// guess sent as `VICTIM@…` never reaches the hash, and only the exact address
// does, under the account's one wrong-password window. Here an attacker who
// knows the account's right authPW sends it under another case and never gets
// a session, on sign-in (REST and GraphQL), re-authentication, the password
// change and the account's deletion, sequentially and in bursts.
import { describe, expect, it } from 'vitest';
import { SignInDocument } from '../../../generated/graphql';
import { databases, useTestServer } from '../harness';
import type { TestServer } from '../harness';
import { signUpVerified } from '../api/flows';
import type { TestAccount } from '../api/flows';
import { TestClock, stepUpToken } from '../second-factor/steps';
import { BURST, burst, tally } from '../ratelimit/burst';

const WRONG_AUTH_PW = 'e'.repeat(64);

/** The account's address with every letter's case flipped: never the address it signed up with. */
function otherCase(email: string): string {
  return [...email].map((ch) => (ch === ch.toLowerCase() ? ch.toUpperCase() : ch.toLowerCase())).join('');
}

function login(t: TestServer, email: string, authPW: string) {
  return t.rest().POST('/v1/account/login', { body: { reason: 'signin', email, authPW } });
}

describe.each(databases)('password checks whatever the address case on $name', (database) => {
  const clock = new TestClock();
  // A per-source limit small enough to reach in a few requests.
  const t = useTestServer(database, { now: clock.now, env: { RATE_BAD_PASSWORD_PER_IP_LIMIT: '12' } });

  it('sign-in: 30 guesses in another case, then the right password in it, give 120 every time and no session', async () => {
    const account = await signUpVerified(t);
    const cased = otherCase(account.email);
    for (let i = 0; i < 30; i += 1) {
      expect((await login(t, cased, WRONG_AUTH_PW)).error).toMatchObject({ errno: 120, email: account.email });
      // A new window of the client address every ten, as an attacker with many sources would have.
      if (i % 10 === 9) clock.advance(15 * 60_000);
    }
    clock.advance(15 * 60_000);
    const right = await login(t, cased, account.credentials.authPWVersion2);
    expect(right.response.status).toBe(400);
    expect(right.error).toMatchObject({ errno: 120, email: account.email });
    expect(right.data).toBeUndefined();
  });

  it('sign-in: two wrong passwords block the account in every case; the right one in another case gets no session', async () => {
    const account = await signUpVerified(t);
    for (let i = 0; i < 2; i += 1) expect((await login(t, account.email, WRONG_AUTH_PW)).error).toMatchObject({ errno: 103 });
    const cased = await login(t, otherCase(account.email), account.credentials.authPWVersion2);
    expect(cased.error).toMatchObject({ errno: 120 });
    // The client's retry with the address it is told sends the exact address, and meets the block.
    const retried = await t.rest().POST('/v1/account/login', {
      body: { reason: 'signin', email: account.email, authPW: account.credentials.authPWVersion2, originalLoginEmail: otherCase(account.email) },
    });
    expect(retried.error).toMatchObject({ errno: 125 });
  });

  it('sign-in: an answer in another case holds a place of the client address, as an unknown address does', async () => {
    clock.advance(15 * 60_000);
    const accounts: TestAccount[] = [];
    for (let i = 0; i < 13; i += 1) accounts.push(await signUpVerified(t));
    const errnos: number[] = [];
    for (const account of accounts) errnos.push((await login(t, otherCase(account.email), WRONG_AUTH_PW)).error!.errno);
    expect(errnos).toEqual([...Array<number>(12).fill(120), 114]);
    clock.advance(15 * 60_000);
  });

  it('sign-in: a burst in another case gets no session and no comparison', async () => {
    clock.advance(15 * 60_000);
    const account = await signUpVerified(t);
    const cased = otherCase(account.email);
    const answers = await burst((i) => login(t, cased, i % 2 === 0 ? WRONG_AUTH_PW : account.credentials.authPWVersion2));
    expect(tally(answers)).toEqual({ 120: 12, 114: BURST - 12 });
    clock.advance(15 * 60_000);
    // None of them counted against the account: its owner signs in at once.
    expect((await login(t, account.email, account.credentials.authPWVersion2)).error).toBeUndefined();
  });

  it('GraphQL sign-in: the right password in another case is 120, never a session', async () => {
    clock.advance(15 * 60_000);
    const account = await signUpVerified(t);
    const result = await t.graphql(SignInDocument, {
      input: { email: otherCase(account.email), authPW: account.credentials.authPW, authPWVersion2: account.credentials.authPWVersion2 },
    });
    expect(result.errors?.[0]?.extensions).toMatchObject({ errno: 120, email: account.email });
    expect(result.data?.signIn ?? null).toBeNull();
  });

  it('re-authentication: guesses in another case are 120; two wrong ones in the exact case throttle every case', async () => {
    const account = await signUpVerified(t);
    const reauth = (email: string, authPW: string) => t.rest(account.sessionToken).POST('/v1/session/reauth', { body: { email, authPW } });
    expect((await reauth(otherCase(account.email), account.credentials.authPWVersion2)).error).toMatchObject({ errno: 120 });
    for (let i = 0; i < 2; i += 1) expect((await reauth(account.email, WRONG_AUTH_PW)).error).toMatchObject({ errno: 103 });
    expect((await reauth(otherCase(account.email), account.credentials.authPWVersion2)).error).toMatchObject({ errno: 120 });
    expect((await reauth(account.email, account.credentials.authPWVersion2)).error).toMatchObject({ errno: 114 });
    const answers = await burst(() => reauth(otherCase(account.email), account.credentials.authPWVersion2));
    expect(tally(answers)).toEqual({ 120: BURST });
  });

  it('password change and account deletion: the right current password in another case changes and deletes nothing', async () => {
    const account = await signUpVerified(t);
    const jwt = await stepUpToken(t, account, 'password');
    const cased = otherCase(account.email);
    const change = await t.rest(jwt).POST('/v1/password/change', {
      body: { email: cased, oldAuthPW: account.credentials.authPWVersion2, authPW: 'a'.repeat(64), wrapKb: 'b'.repeat(64) },
    });
    expect(change.error).toMatchObject({ errno: 120, email: account.email });
    const destroy = await t.rest(account.sessionToken).POST('/v1/account/destroy', { body: { email: cased, authPW: account.credentials.authPWVersion2 } });
    expect(destroy.error).toMatchObject({ errno: 120, email: account.email });
    // The account is still there, with its password.
    expect((await login(t, account.email, account.credentials.authPWVersion2)).error).toBeUndefined();
  });
});
