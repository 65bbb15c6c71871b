// Every password comparison counts, whatever the address's case. The server
// compares authPW whatever address comes with it, so the address decides only
// which verifiers may answer, and every comparison is counted under the
// account's one wrong-password window:
// - a version 2 account compares its version 2 verifier (stretched with the
//   account's client salt, not the address) under any case of its address:
//   right signs in at once, wrong is 103 and counted like any other;
// - a version 1 account answers another case 120 before anything is compared.
// Here an attacker who knows the account's right authPW sends it under another
// case after guessing, and never gets a session, on sign-in (REST and
// GraphQL), re-authentication, the password change and the account's deletion,
// sequentially and in bursts.
import { describe, expect, it } from 'vitest';
import { SignInDocument } from '../../../generated/graphql';
import { databases, useTestServer } from '../harness';
import type { TestServer } from '../harness';
import { signUpVerified } from '../api/flows';
import type { TestAccount } from '../api/flows';
import { TestClock, stepUpToken } from '../second-factor/steps';
import { BURST, burst, tally } from '../ratelimit/burst';
import { WRONG_PASSWORDS_AT_ONE_SOURCE as WRONG } from '../ratelimit/defaults';

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

  it('sign-in: 30 wrong passwords in another case, then the right one, give no session (version 2)', async () => {
    const account = await signUpVerified(t);
    const cased = otherCase(account.email);
    const errnos: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      errnos.push((await login(t, cased, WRONG_AUTH_PW)).error!.errno);
      // A new window of the client address every ten, as an attacker with many sources would have.
      if (i % 10 === 9) clock.advance(60_000);
    }
    expect(errnos).toEqual([...Array<number>(WRONG).fill(103), ...Array<number>(30 - WRONG).fill(125)]);
    const right = await login(t, cased, account.credentials.authPWVersion2);
    expect(right.error).toMatchObject({ errno: 125 });
    expect(right.data).toBeUndefined();
    // The same in the exact case: one window for every spelling.
    expect((await login(t, account.email, account.credentials.authPWVersion2)).error).toMatchObject({ errno: 125 });
  });

  it('sign-in: the right password in another case signs a version 2 account in at once', async () => {
    clock.advance(15 * 60_000);
    const account = await signUpVerified(t);
    const signedIn = await login(t, otherCase(account.email), account.credentials.authPWVersion2);
    expect(signedIn.error).toBeUndefined();
    expect(signedIn.data?.uid).toBe(account.uid);
  });

  it('sign-in: 30 guesses in another case of a version 1 account, then the right one, give 120 and no session', async () => {
    clock.advance(15 * 60_000);
    const account = await signUpVerified(t, { v2: false });
    const cased = otherCase(account.email);
    for (let i = 0; i < 30; i += 1) {
      expect((await login(t, cased, WRONG_AUTH_PW)).error).toMatchObject({ errno: 120, email: account.email });
      if (i % 10 === 9) clock.advance(15 * 60_000);
    }
    clock.advance(15 * 60_000);
    // Its right authPW, stretched with the real address, sent under another case.
    const right = await login(t, cased, account.credentials.authPW);
    expect(right.error).toMatchObject({ errno: 120, email: account.email });
    expect(right.data).toBeUndefined();
    // Nothing was compared: the owner signs in with the address the answer names.
    expect((await login(t, account.email, account.credentials.authPW)).error).toBeUndefined();
  });

  it('sign-in: a 120 holds a place of the client address, as an unknown address does', async () => {
    clock.advance(15 * 60_000);
    const accounts: TestAccount[] = [];
    for (let i = 0; i < 13; i += 1) accounts.push(await signUpVerified(t, { v2: false }));
    const errnos: number[] = [];
    for (const account of accounts) errnos.push((await login(t, otherCase(account.email), WRONG_AUTH_PW)).error!.errno);
    expect(errnos).toEqual([...Array<number>(12).fill(120), 114]);
  });

  it('sign-in: wrong passwords in other cases count against the source across accounts', async () => {
    clock.advance(15 * 60_000);
    const accounts: TestAccount[] = [];
    for (let i = 0; i < 13; i += 1) accounts.push(await signUpVerified(t));
    const errnos: number[] = [];
    for (const account of accounts) errnos.push((await login(t, otherCase(account.email), WRONG_AUTH_PW)).error!.errno);
    expect(errnos).toEqual([...Array<number>(12).fill(103), 114]);
  });

  it('sign-in: a burst in mixed cases gets the limit’s comparisons, and no session', async () => {
    clock.advance(15 * 60_000);
    const account = await signUpVerified(t);
    const answers = await burst((i) => login(t, i % 2 === 0 ? otherCase(account.email) : account.email.toUpperCase(), WRONG_AUTH_PW));
    const { 103: compared = 0, 125: blocked = 0, 114: throttled = 0, ...others } = tally(answers);
    expect(others).toEqual({});
    expect(compared).toBe(WRONG);
    expect(compared + blocked + throttled).toBe(BURST);
    expect((await login(t, otherCase(account.email), account.credentials.authPWVersion2)).error).toMatchObject({ errno: 125 });
  });

  it('GraphQL sign-in: wrong passwords in another case count with REST’s; then the right one gets no session', async () => {
    clock.advance(15 * 60_000);
    const account = await signUpVerified(t);
    const cased = otherCase(account.email);
    for (let i = 0; i < WRONG; i += 1) {
      const wrong = await t.graphql(SignInDocument, { input: { email: cased, authPW: WRONG_AUTH_PW } });
      expect(wrong.errors?.[0]?.extensions).toMatchObject({ errno: 103 });
    }
    const result = await t.graphql(SignInDocument, {
      input: { email: cased, authPW: account.credentials.authPW, authPWVersion2: account.credentials.authPWVersion2 },
    });
    expect(result.errors?.[0]?.extensions).toMatchObject({ errno: 125 });
    expect(result.data?.signIn ?? null).toBeNull();
    expect((await login(t, account.email, account.credentials.authPWVersion2)).error).toMatchObject({ errno: 125 });
  });

  it('re-authentication: wrong passwords in any case share one window; then the right one is throttled', async () => {
    clock.advance(15 * 60_000);
    const account = await signUpVerified(t);
    const reauth = (email: string, authPW: string) => t.rest(account.sessionToken).POST('/v1/session/reauth', { body: { email, authPW } });
    for (let i = 0; i < WRONG; i += 1) {
      expect((await reauth(i % 2 === 0 ? otherCase(account.email) : account.email, WRONG_AUTH_PW)).error).toMatchObject({ errno: 103 });
    }
    expect((await reauth(otherCase(account.email), account.credentials.authPWVersion2)).error).toMatchObject({ errno: 114 });
    expect((await reauth(account.email, account.credentials.authPWVersion2)).error).toMatchObject({ errno: 114 });
    const answers = await burst(() => reauth(otherCase(account.email), account.credentials.authPWVersion2));
    expect(tally(answers)).toEqual({ 114: BURST });
  });

  it('re-authentication: a version 1 account answers another case 120, with nothing compared', async () => {
    clock.advance(15 * 60_000);
    const account = await signUpVerified(t, { v2: false });
    const reauth = (email: string, authPW: string) => t.rest(account.sessionToken).POST('/v1/session/reauth', { body: { email, authPW } });
    const answers = await burst(() => reauth(otherCase(account.email), WRONG_AUTH_PW));
    expect(tally(answers)).toEqual({ 120: BURST });
    expect((await reauth(account.email, account.credentials.authPW)).error).toBeUndefined();
  });

  it('password change and account deletion: wrong current passwords in another case count; then the right one changes and deletes nothing', async () => {
    clock.advance(15 * 60_000);
    const account = await signUpVerified(t);
    const jwt = await stepUpToken(t, account, 'password');
    const cased = otherCase(account.email);
    const change = (oldAuthPW: string) =>
      t.rest(jwt).POST('/v1/password/change', { body: { email: cased, oldAuthPW, authPW: 'a'.repeat(64), wrapKb: 'b'.repeat(64) } });
    const destroy = (authPW: string) => t.rest(account.sessionToken).POST('/v1/account/destroy', { body: { email: cased, authPW } });
    for (let i = 0; i < WRONG; i += 1) expect((await (i % 2 === 0 ? change : destroy)(WRONG_AUTH_PW)).error).toMatchObject({ errno: 103 });
    expect((await change(account.credentials.authPWVersion2)).error).toMatchObject({ errno: 114 });
    expect((await destroy(account.credentials.authPWVersion2)).error).toMatchObject({ errno: 114 });
    clock.advance(15 * 60_000);
    // The account is still there, with its password.
    expect((await login(t, account.email, account.credentials.authPWVersion2)).error).toBeUndefined();
  });

  it('password change and account deletion: a version 1 account answers another case 120, with nothing compared', async () => {
    const account = await signUpVerified(t, { v2: false });
    const jwt = await stepUpToken(t, account, 'password');
    const cased = otherCase(account.email);
    const change = await t.rest(jwt).POST('/v1/password/change', {
      body: { email: cased, oldAuthPW: account.credentials.authPW, authPW: 'a'.repeat(64), wrapKb: 'b'.repeat(64) },
    });
    expect(change.error).toMatchObject({ errno: 120, email: account.email });
    const destroy = await t.rest(account.sessionToken).POST('/v1/account/destroy', { body: { email: cased, authPW: account.credentials.authPW } });
    expect(destroy.error).toMatchObject({ errno: 120, email: account.email });
    expect((await login(t, account.email, account.credentials.authPW)).error).toBeUndefined();
  });
});
