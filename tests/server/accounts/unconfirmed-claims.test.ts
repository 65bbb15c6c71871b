// An address one account adds as a secondary address and never confirms is
// only a claim: anyone can type someone else's address, so it must never keep
// the address's owner out. On every database: every lookup treats such an
// address as free, the owner's sign-up takes it at once, so does a provider's
// sign-in that vouches for it, a claim past its code's lifetime is free too
// (its account is asked for a new code), a confirmation racing the owner's
// sign-up leaves exactly one account holding the address, and a confirmed
// secondary address stays its account's.
import { beforeEach, describe, expect, it } from 'vitest';
import { GetAccountDocument } from '../../../generated/graphql';
import { credentialsFor, signUpVerified, v1AuthPW } from '../api/flows';
import type { TestAccount } from '../api/flows';
import { databases, uniqueEmail, useTestServer } from '../harness';
import { TestClock, stepUpToken } from '../second-factor/steps';
import { providerCode } from '../third-party/steps';

type Claimer = TestAccount & { jwt: string };

describe.each(databases)('an unconfirmed secondary address on $name', (database) => {
  const clock = new TestClock();
  const t = useTestServer(database, { now: clock.now, env: { DEV_IDENTITY_PROVIDERS: 'on' } });
  // The local providers date their id tokens by the real clock, which the server's must not lag; their
  // tokens last ten minutes, so the tests move the server's clock by less than that in all.
  beforeEach(() => {
    clock.value = Math.max(clock.value, Date.now());
  });

  async function claimer(): Promise<Claimer> {
    const account = await signUpVerified(t);
    return { ...account, jwt: await stepUpToken(t, account, 'email') };
  }

  /** Adds `email` to the account unconfirmed; returns the code mailed to it. */
  async function claim(account: Claimer, email: string): Promise<string> {
    expect((await t.rest(account.jwt).POST('/v1/recovery_email/create', { body: { email } })).error).toBeUndefined();
    return t.latestCode(email);
  }

  async function addresses(account: TestAccount) {
    const read = await t.graphql(GetAccountDocument, {}, account.sessionToken);
    return read.data?.account?.emails;
  }

  function signUpWith(email: string) {
    const credentials = credentialsFor(email);
    return t.rest().POST('/v1/account/create', {
      body: {
        email,
        verificationMethod: 'email-otp',
        authPW: credentials.authPW,
        wrapKb: credentials.wrapKb,
        authPWVersion2: credentials.authPWVersion2,
        wrapKbVersion2: credentials.wrapKbVersion2,
        clientSalt: credentials.clientSalt,
      },
    });
  }

  async function holders(email: string) {
    return t.db.query<{ uid: string; is_primary: boolean; verified: boolean }>(
      'SELECT uid, is_primary, verified FROM emails WHERE normalized_email = $1',
      [email.toLowerCase()],
    );
  }

  /** What every lookup by address says of an address no account holds. */
  async function expectFree(email: string) {
    expect((await t.rest().POST('/v1/account/status', { body: { email } })).data).toEqual({ exists: false });
    expect((await t.rest().POST('/v1/account/status', { body: { email, thirdPartyAuthStatus: true } })).data).toEqual({
      exists: false,
      hasLinkedAccount: false,
      hasPassword: false,
    });
    expect((await t.rest().POST('/v1/account/credentials/status', { body: { email } })).error).toMatchObject({ code: 400, errno: 102 });
    const signIn = await t.rest().POST('/v1/account/login', { body: { reason: 'signin', email, authPW: v1AuthPW(email) } });
    expect(signIn.error).toMatchObject({ code: 400, errno: 102 });
    expect((await t.rest().POST('/v1/password/forgot/send_otp', { body: { email } })).error).toMatchObject({ code: 400, errno: 102 });
  }

  it('is free for its owner at once: the sign-up takes it from the claiming account, whose code then fails', async () => {
    const squatter = await claimer();
    const victim = uniqueEmail('victim');
    const oldCode = await claim(squatter, victim);
    await expectFree(victim);

    const created = await signUpWith(victim);
    expect(created.error).toBeUndefined();
    const code = await t.latestCode(victim);
    expect((await t.rest(created.data!.sessionToken).POST('/v1/session/verify_code', { body: { code } })).error).toBeUndefined();
    expect((await t.rest().POST('/v1/account/status', { body: { email: victim } })).data).toEqual({ exists: true });
    expect(await holders(victim)).toEqual([{ uid: created.data!.uid, is_primary: true, verified: true }]);

    // The claim went, with its code, and the claiming account's activity says so.
    expect(await addresses(squatter)).toEqual([{ email: squatter.email, isPrimary: true, verified: true }]);
    const live = await t.db.query('SELECT 1 FROM codes WHERE purpose = $1 AND uid = $2 AND used_at IS NULL', ['secondary-email', squatter.uid]);
    expect(live).toEqual([]);
    const events = await t.db.query<{ name: string }>('SELECT name FROM security_events WHERE uid = $1', [squatter.uid]);
    expect(events.map((event) => event.name)).toContain('account.secondary_email_removed');
    // The old code confirms nothing, no new one is sent, and the address cannot be added back.
    const api = t.rest(squatter.jwt);
    expect((await api.POST('/v1/recovery_email/verify_code', { body: { email: victim, code: oldCode } })).error).toMatchObject({ code: 400, errno: 144 });
    expect((await api.POST('/v1/recovery_email/resend_code', { body: { email: victim } })).error).toMatchObject({ code: 400, errno: 144 });
    expect((await api.POST('/v1/recovery_email/create', { body: { email: victim } })).error).toMatchObject({ code: 400, errno: 136 });
    expect(await holders(victim)).toEqual([{ uid: created.data!.uid, is_primary: true, verified: true }]);
  });

  it('is free for a provider’s sign-in that vouches for the address, which takes it from the claiming account', async () => {
    const squatter = await claimer();
    const victim = uniqueEmail('provider');
    const oldCode = await claim(squatter, victim);
    const signedIn = await t.rest().POST('/v1/linked_account/login', { body: { provider: 'google', ...(await providerCode(t, 'google', victim)) } });
    expect(signedIn.error).toBeUndefined();
    expect(signedIn.data).toMatchObject({ email: victim, verified: true });
    expect(signedIn.data!.uid).not.toBe(squatter.uid);
    expect(await holders(victim)).toEqual([{ uid: signedIn.data!.uid, is_primary: true, verified: true }]);
    expect((await t.rest().POST('/v1/account/status', { body: { email: victim, thirdPartyAuthStatus: true } })).data).toEqual({
      exists: true,
      hasLinkedAccount: true,
      hasPassword: false,
    });
    expect(await addresses(squatter)).toEqual([{ email: squatter.email, isPrimary: true, verified: true }]);
    const confirm = await t.rest(squatter.jwt).POST('/v1/recovery_email/verify_code', { body: { email: victim, code: oldCode } });
    expect(confirm.error).toMatchObject({ code: 400, errno: 144 });
  });

  it('past its code’s lifetime is free for every lookup, and its account is asked for a new code, which renews the claim', async () => {
    const first = await claimer();
    const second = await claimer();
    const forSignUp = uniqueEmail('late-signup');
    const forProvider = uniqueEmail('late-provider');
    const kept = uniqueEmail('late-kept');
    await claim(first, forSignUp);
    await claim(first, forProvider);
    const oldCode = await claim(second, kept);
    clock.advance(t.server.services.config.codes.signup.ttlMs + 1_000);

    await expectFree(forSignUp);
    expect((await signUpWith(forSignUp)).error).toBeUndefined();
    await expectFree(forProvider);
    const signedIn = await t.rest().POST('/v1/linked_account/login', { body: { provider: 'apple', ...(await providerCode(t, 'apple', forProvider)) } });
    expect(signedIn.error).toBeUndefined();
    expect(signedIn.data).toMatchObject({ email: forProvider, verified: true });
    expect(await addresses(first)).toEqual([{ email: first.email, isPrimary: true, verified: true }]);

    // Nobody took the third: its account still lists it unconfirmed, its old code has expired (183),
    // and a new code renews the claim, which holds against another account until it is used.
    await expectFree(kept);
    expect(await addresses(second)).toEqual([
      { email: second.email, isPrimary: true, verified: true },
      { email: kept, isPrimary: false, verified: false },
    ]);
    const jwt = await stepUpToken(t, second, 'email');
    const api = t.rest(jwt);
    expect((await api.POST('/v1/recovery_email/verify_code', { body: { email: kept, code: oldCode } })).error).toMatchObject({ code: 400, errno: 183 });
    expect((await api.POST('/v1/recovery_email/resend_code', { body: { email: kept } })).error).toBeUndefined();
    const other = await claimer();
    expect((await t.rest(other.jwt).POST('/v1/recovery_email/create', { body: { email: kept } })).error).toMatchObject({ code: 400, errno: 144 });
    const fresh = await t.latestCode(kept);
    expect((await api.POST('/v1/recovery_email/verify_code', { body: { email: kept, code: fresh } })).error).toBeUndefined();
    expect(await holders(kept)).toEqual([{ uid: second.uid, is_primary: false, verified: true }]);
  });

  it('confirmed, stays its account’s: sign-up 101, sign-in 142, reset 145, a provider’s sign-in 144', async () => {
    const owner = await claimer();
    const address = uniqueEmail('confirmed');
    const code = await claim(owner, address);
    expect((await t.rest(owner.jwt).POST('/v1/recovery_email/verify_code', { body: { email: address, code } })).error).toBeUndefined();

    expect((await signUpWith(address)).error).toMatchObject({ code: 400, errno: 101 });
    const signIn = await t.rest().POST('/v1/account/login', { body: { reason: 'signin', email: address, authPW: v1AuthPW(address) } });
    expect(signIn.error).toMatchObject({ code: 400, errno: 142 });
    expect((await t.rest().POST('/v1/password/forgot/send_otp', { body: { email: address } })).error).toMatchObject({ code: 400, errno: 145 });
    const provider = await t.rest().POST('/v1/linked_account/login', { body: { provider: 'google', ...(await providerCode(t, 'google', address)) } });
    expect(provider.error).toMatchObject({ errno: 144 });
    expect(await holders(address)).toEqual([{ uid: owner.uid, is_primary: false, verified: true }]);
  });

  it('raced by its owner’s sign-up, ends with exactly one account holding the address, as each side was told', async () => {
    for (let round = 0; round < 4; round += 1) {
      const squatter = await claimer();
      const address = uniqueEmail(`raced${round}`);
      const code = await claim(squatter, address);
      const [created, confirmed] = await Promise.all([
        signUpWith(address),
        t.rest(squatter.jwt).POST('/v1/recovery_email/verify_code', { body: { email: address, code } }),
      ]);
      const held = await holders(address);
      const events = await t.db.query<{ name: string }>('SELECT name FROM security_events WHERE uid = $1', [squatter.uid]);
      const names = events.map((event) => event.name);
      // One of the two is told yes, and the database agrees with it.
      expect([created.error === undefined, confirmed.error === undefined].filter(Boolean)).toHaveLength(1);
      if (confirmed.error === undefined) {
        expect(created.error).toMatchObject({ code: 400, errno: 101 });
        expect(held).toEqual([{ uid: squatter.uid, is_primary: false, verified: true }]);
        expect(names).toContain('account.secondary_email_verified');
      } else {
        expect(confirmed.error).toMatchObject({ code: 400, errno: 144 });
        expect(held).toEqual([{ uid: created.data!.uid, is_primary: true, verified: false }]);
        expect(names).not.toContain('account.secondary_email_verified');
        expect(await addresses(squatter)).toEqual([{ email: squatter.email, isPrimary: true, verified: true }]);
      }
    }
  });
});
