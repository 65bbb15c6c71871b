// Making a confirmed secondary address primary, with the step-up JWT of scope
// 'email': the addresses swap, the default avatar's letter follows the new
// primary, and the password stays stretched with the address the account was
// created with, so signing in with the new primary (errno 120, then a retry
// with the sign-up address) opens the same kB. Every refusal of the
// contract, on every database.
import { describe, expect, it } from 'vitest';
import { GetAccountDocument } from '../../../generated/graphql';
import { credentialsV1, wrapKb } from '../../../server/crypto/onepw';
import { PASSWORD, signUpVerified } from '../api/flows';
import type { TestAccount } from '../api/flows';
import { databases, uniqueEmail, useTestServer } from '../harness';
import type { TestServer } from '../harness';
import { stepUpToken } from '../second-factor/steps';

/** Adds `email` to the account and confirms it with the code sent to it. */
async function addConfirmed(t: TestServer, jwt: string, email: string): Promise<void> {
  const api = t.rest(jwt);
  expect((await api.POST('/v1/recovery_email/create', { body: { email } })).error).toBeUndefined();
  const code = await t.latestCode(email);
  expect((await api.POST('/v1/recovery_email/verify_code', { body: { email, code } })).error).toBeUndefined();
}

/** Signs in with keys, confirms the session with the code mailed to `mailbox`, and returns the wrapped kB it fetches. */
async function wrappedKbAfterSignIn(t: TestServer, body: { email: string; authPW: string; originalLoginEmail?: string }, mailbox: string): Promise<string> {
  const login = await t.rest().POST('/v1/account/login', { body: { reason: 'signin', ...body }, params: { query: { keys: true } } });
  expect(login.error).toBeUndefined();
  const code = await t.latestCode(mailbox);
  expect((await t.rest(login.data!.sessionToken).POST('/v1/session/verify_code', { body: { code } })).error).toBeUndefined();
  const keys = await t.rest(login.data!.keyFetchToken!).GET('/v1/account/keys');
  expect(keys.error).toBeUndefined();
  return keys.data!.wrapKB;
}

describe.each(databases)('making an address primary on $name', (database) => {
  const t = useTestServer(database);

  async function accountWithJwt(options: { v2?: boolean; email?: string } = {}): Promise<TestAccount & { jwt: string }> {
    const account = await signUpVerified(t, options);
    return { ...account, jwt: await stepUpToken(t, account, 'email') };
  }

  it('swaps the addresses, recomputes the avatar letter, records the event and keeps the sign-up address as the password salt', async () => {
    const account = await accountWithJwt({ v2: false, email: uniqueEmail('first') });
    const second = uniqueEmail('zed');
    await addConfirmed(t, account.jwt, second);
    const made = await t.rest(account.jwt).POST('/v1/recovery_email/set_primary', { body: { email: second } });
    expect(made.error).toBeUndefined();

    const read = await t.graphql(GetAccountDocument, {}, account.sessionToken);
    expect(read.data?.account?.emails).toEqual([
      { email: second, isPrimary: true, verified: true },
      { email: account.email, isPrimary: false, verified: true },
    ]);
    expect(read.data?.account?.avatar).toMatchObject({ id: 'default-z' });
    const events = await t.db.query<{ name: string }>('SELECT name FROM security_events WHERE uid = $1', [account.uid]);
    expect(events.map((event) => event.name)).toContain('account.primary_email_changed');

    // Stretched with the new primary, the password is not the account's: 120 names the sign-up address.
    const typed = await t.rest().POST('/v1/account/login', { body: { reason: 'signin', email: second, authPW: credentialsV1(second, PASSWORD).authPW } });
    expect(typed.error).toMatchObject({ code: 400, errno: 120, email: account.email });
    // The status of the address typed tells the client which stretching to use.
    expect((await t.rest().POST('/v1/account/credentials/status', { body: { email: second } })).data).toMatchObject({ currentVersion: 'v1' });
    // The retry stretches with the sign-up address and names the typed one: the same kB comes back.
    const wrapped = await wrappedKbAfterSignIn(
      t,
      { email: account.email, authPW: credentialsV1(account.email, PASSWORD).authPW, originalLoginEmail: second },
      second,
    );
    expect(wrapKb(wrapped, credentialsV1(account.email, PASSWORD).unwrapBKey)).toBe(account.credentials.kB);

    // A reset stretches the new password with the sign-up address too.
    expect((await t.rest().POST('/v1/password/forgot/send_otp', { body: { email: second } })).error).toBeUndefined();
    const resetCode = await t.latestCode(second);
    const verified = await t.rest().POST('/v1/password/forgot/verify_otp', { body: { email: second, code: resetCode } });
    expect(verified.data).toMatchObject({ emailToHashWith: account.email });
  });

  it('signs in with the new primary after the sign-up address is removed, and refuses the old address as a sign-in (142)', async () => {
    const account = await accountWithJwt({ v2: false });
    const second = uniqueEmail('second');
    await addConfirmed(t, account.jwt, second);
    const api = t.rest(account.jwt);
    expect((await api.POST('/v1/recovery_email/set_primary', { body: { email: second } })).error).toBeUndefined();

    const oldAddress = await t.rest().POST('/v1/account/login', { body: { reason: 'signin', email: account.email, authPW: credentialsV1(account.email, PASSWORD).authPW } });
    expect(oldAddress.error).toMatchObject({ code: 400, errno: 142 });

    expect((await api.POST('/v1/recovery_email/destroy', { body: { email: account.email } })).error).toBeUndefined();
    const wrapped = await wrappedKbAfterSignIn(
      t,
      { email: account.email, authPW: credentialsV1(account.email, PASSWORD).authPW, originalLoginEmail: second },
      second,
    );
    expect(wrapKb(wrapped, credentialsV1(account.email, PASSWORD).unwrapBKey)).toBe(account.credentials.kB);
    // The sign-up address is free again: it is no address of the account any more.
    const other = await signUpVerified(t, { email: account.email });
    expect(other.uid).not.toBe(account.uid);
    // A wrong password with the retry is 103, not another 120.
    const wrong = await t.rest().POST('/v1/account/login', {
      body: { reason: 'signin', email: account.email, authPW: credentialsV1(account.email, 'not the password').authPW, originalLoginEmail: second },
    });
    expect(wrong.error).toMatchObject({ code: 400, errno: 103 });
  });

  it('signs a version 2 account in with the new primary at once', async () => {
    const account = await accountWithJwt();
    const second = uniqueEmail('second');
    await addConfirmed(t, account.jwt, second);
    expect((await t.rest(account.jwt).POST('/v1/recovery_email/set_primary', { body: { email: second } })).error).toBeUndefined();
    const wrapped = await wrappedKbAfterSignIn(t, { email: second, authPW: account.credentials.authPWVersion2! }, second);
    expect(wrapped).toBe(account.credentials.wrapKbVersion2);
  });

  it('makes the first address primary again, and the salt stays the sign-up address', async () => {
    const account = await accountWithJwt({ v2: false });
    const second = uniqueEmail('second');
    await addConfirmed(t, account.jwt, second);
    const api = t.rest(account.jwt);
    expect((await api.POST('/v1/recovery_email/set_primary', { body: { email: second } })).error).toBeUndefined();
    expect((await api.POST('/v1/recovery_email/set_primary', { body: { email: account.email } })).error).toBeUndefined();
    const login = await t.rest().POST('/v1/account/login', { body: { reason: 'signin', email: account.email, authPW: credentialsV1(account.email, PASSWORD).authPW } });
    expect(login.error).toBeUndefined();
    const rows = await t.db.query<{ email: string; email_to_hash_with: string | null }>('SELECT email, email_to_hash_with FROM accounts WHERE uid = $1', [account.uid]);
    expect(rows).toEqual([{ email: account.email, email_to_hash_with: account.email }]);
  });

  it('refuses an unconfirmed address (147), one that is not the account’s (148), and leaves the primary one as it is', async () => {
    const account = await accountWithJwt();
    const api = t.rest(account.jwt);
    const pending = uniqueEmail('pending');
    expect((await api.POST('/v1/recovery_email/create', { body: { email: pending } })).error).toBeUndefined();
    expect((await api.POST('/v1/recovery_email/set_primary', { body: { email: pending } })).error).toMatchObject({ code: 400, errno: 147 });
    expect((await api.POST('/v1/recovery_email/set_primary', { body: { email: uniqueEmail('stranger') } })).error).toMatchObject({ code: 400, errno: 148 });
    const other = await accountWithJwt();
    expect((await api.POST('/v1/recovery_email/set_primary', { body: { email: other.email } })).error).toMatchObject({ code: 400, errno: 148 });
    expect((await api.POST('/v1/recovery_email/set_primary', { body: { email: account.email.toUpperCase() } })).error).toBeUndefined();
    const read = await t.graphql(GetAccountDocument, {}, account.sessionToken);
    expect(read.data?.account?.emails.filter((email) => email.isPrimary).map((email) => email.email)).toEqual([account.email]);
    const events = await t.db.query<{ name: string }>('SELECT name FROM security_events WHERE uid = $1', [account.uid]);
    expect(events.map((event) => event.name)).not.toContain('account.primary_email_changed');
  });

  it('needs the JWT of scope email: a session token, another scope or an ended session is 401, errno 110', async () => {
    const account = await signUpVerified(t);
    const body = { email: account.email };
    expect((await t.rest(account.sessionToken).POST('/v1/recovery_email/set_primary', { body })).error).toMatchObject({ code: 401, errno: 110, message: 'Missing or expired jwt.' });
    const otherScope = await stepUpToken(t, account, 'password');
    expect((await t.rest(otherScope).POST('/v1/recovery_email/set_primary', { body })).error).toMatchObject({ code: 401, errno: 110, message: 'Missing or expired jwt.' });
    const jwt = await stepUpToken(t, account, 'email');
    expect((await t.rest(account.sessionToken).POST('/v1/session/destroy', { body: {} })).error).toBeUndefined();
    expect((await t.rest(jwt).POST('/v1/recovery_email/set_primary', { body })).error).toMatchObject({ code: 401, errno: 110, message: 'Missing parent session token.' });
  });

  it('leaves exactly one primary address when two requests make different addresses primary at once', async () => {
    const account = await accountWithJwt({ v2: false });
    const [b, c] = [uniqueEmail('b'), uniqueEmail('c')];
    await addConfirmed(t, account.jwt, b);
    await addConfirmed(t, account.jwt, c);
    const api = t.rest(account.jwt);
    const answers = await Promise.all([b, c].map((email) => api.POST('/v1/recovery_email/set_primary', { body: { email } })));
    expect(answers.map((answer) => answer.error)).toEqual([undefined, undefined]);
    const primaries = await t.db.query<{ email: string }>('SELECT email FROM emails WHERE uid = $1 AND is_primary', [account.uid]);
    expect(primaries).toHaveLength(1);
    const rows = await t.db.query<{ email: string; email_to_hash_with: string }>('SELECT email, email_to_hash_with FROM accounts WHERE uid = $1', [account.uid]);
    expect(rows).toEqual([{ email: primaries[0]!.email, email_to_hash_with: account.email }]);
  });
});
