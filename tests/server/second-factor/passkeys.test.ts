// Passkeys on every database, answered by an in-process authenticator: adding
// one after a step-up, signing in with it alone (a confirmed AAL2 session),
// a step-up by it, and every refusal: another origin or RP ID, a challenge
// answered twice or too late, a sign counter gone backwards, a removed
// credential, the eleventh passkey, the last way to sign in, and two answers
// to one challenge at once.
import { describe, expect, it } from 'vitest';
import { loadPasskeyConfig } from '../../../server/config/passkeys';
import { authenticationOf } from '../../../server/sessions/authentication';
import { VirtualAuthenticator } from '../../support/virtual-authenticator';
import { databases, useTestServer } from '../harness';
import type { TestServer } from '../harness';
import { signUpVerified } from '../api/flows';
import type { TestAccount } from '../api/flows';
import { TestClock, stepUpToken } from './steps';

function originOf(t: TestServer): string {
  const url = new URL(t.server.url);
  url.hostname = 'localhost';
  return url.origin;
}

async function eventNames(t: TestServer, uid: string): Promise<string[]> {
  const rows = await t.db.query<{ name: string }>("SELECT name FROM security_events WHERE uid = $1 AND name LIKE 'account.passkey%' ORDER BY id", [uid]);
  return rows.map((row) => row.name);
}

async function notices(t: TestServer, uid: string): Promise<string[]> {
  const rows = await t.db.query<{ template: string }>(
    "SELECT template FROM outbox WHERE channel = 'email' AND uid = $1 AND template LIKE 'passkey-%' ORDER BY id",
    [uid],
  );
  return rows.map((row) => row.template);
}

interface Registered {
  readonly account: TestAccount;
  readonly jwt: string;
  readonly authenticator: VirtualAuthenticator;
  readonly credentialId: string;
}

async function registrationOptions(t: TestServer, jwt: string) {
  const options = await t.rest(jwt).POST('/v1/mfa/passkey/registration/options');
  expect(options.error).toBeUndefined();
  return options.data!;
}

/** Adds a passkey to `account` (a new one by default) through the step-up operations. */
async function register(t: TestServer, given?: { account: TestAccount; jwt: string; authenticator: VirtualAuthenticator }): Promise<Registered> {
  const account = given?.account ?? (await signUpVerified(t));
  const jwt = given?.jwt ?? (await stepUpToken(t, account));
  const authenticator = given?.authenticator ?? new VirtualAuthenticator(originOf(t), { synced: true });
  const options = await registrationOptions(t, jwt);
  const response = authenticator.create(options);
  const verified = await t.rest(jwt).POST('/v1/mfa/passkey/registration/verify', { body: { response } });
  expect(verified.error).toBeUndefined();
  return { account, jwt, authenticator, credentialId: verified.data!.credentialId };
}

async function signInOptions(t: TestServer) {
  const options = await t.rest().POST('/v1/passkey/authentication/options');
  expect(options.error).toBeUndefined();
  return options.data!;
}

describe.each(databases)('passkeys on $name', (database) => {
  const clock = new TestClock();
  const t = useTestServer(database, { now: clock.now });

  it('adds a passkey after a step-up: listed, named, recorded and emailed; the options ask for user verification and no attestation', async () => {
    const account = await signUpVerified(t);
    const jwt = await stepUpToken(t, account);
    const options = await registrationOptions(t, jwt);
    expect(options).toMatchObject({ rp: { id: 'localhost' }, attestation: 'none', authenticatorSelection: { userVerification: 'required', residentKey: 'required' } });
    expect((options.user as { id: string }).id).toBe(Buffer.from(account.uid, 'hex').toString('base64url'));
    const authenticator = new VirtualAuthenticator(originOf(t), { synced: true });
    const response = authenticator.create(options);
    const added = await t.rest(jwt).POST('/v1/mfa/passkey/registration/verify', { body: { response, name: 'My laptop' } });
    expect(added.error).toBeUndefined();
    expect(added.data).toMatchObject({ name: 'My laptop', backedUp: true, deviceType: 'multiDevice', unlocksSyncedData: false, lastUsedAt: null });
    const listed = await t.rest(account.sessionToken).GET('/v1/passkeys');
    expect(listed.data!.passkeys.map((each) => each.credentialId)).toEqual([response.id]);
    const renamed = await t.rest(account.sessionToken).POST('/v1/passkey/rename', { body: { credentialId: response.id, name: '  Work phone ' } });
    expect(renamed.data!.name).toBe('Work phone');
    expect(await eventNames(t, account.uid)).toEqual(['account.passkey_added']);
    expect(await notices(t, account.uid)).toEqual(['passkey-added']);
    // The session token alone does not add one: the step-up is needed.
    const bare = await t.rest(account.sessionToken).POST('/v1/mfa/passkey/registration/options');
    expect(bare.response.status).toBe(401);
  });

  it('names a new passkey for its authenticator, or for the browser and system when its AAGUID is unknown or all zeros', async () => {
    const account = await signUpVerified(t);
    const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    await t.db.query('UPDATE sessions SET user_agent = $1 WHERE uid = $2', [chrome, account.uid]);
    const jwt = await stepUpToken(t, account);
    const add = async (aaguid: string) => {
      const response = new VirtualAuthenticator(originOf(t), { aaguid }).create(await registrationOptions(t, jwt));
      const added = await t.rest(jwt).POST('/v1/mfa/passkey/registration/verify', { body: { response } });
      expect(added.error).toBeUndefined();
      return added.data!;
    };
    // A password manager the map knows by its AAGUID.
    expect(await add('ea9b8d66-4d01-1d21-3ce4-b6b48cb575d4')).toMatchObject({ name: 'Google Password Manager', aaguid: 'ea9b8d66-4d01-1d21-3ce4-b6b48cb575d4' });
    // One it does not know, and one that does not say.
    expect((await add('01020304-0506-0708-0102-030405060708')).name).toBe('Chrome on Linux');
    expect((await add('00000000-0000-0000-0000-000000000000')).name).toBe('Chrome on Linux');
    const listed = await t.rest(account.sessionToken).GET('/v1/passkeys');
    expect(listed.data).toMatchObject({ rpId: 'localhost' });
    expect(listed.data!.passkeys.map((each) => each.name).sort()).toEqual(['Chrome on Linux', 'Chrome on Linux', 'Google Password Manager']);
  });

  it('signs in with the passkey alone: a confirmed session at AAL2, with amr hwk+user+mfa', async () => {
    const { account, authenticator } = await register(t);
    const options = await signInOptions(t);
    expect(options.allowCredentials ?? []).toEqual([]);
    const signedIn = await t.rest().POST('/v1/passkey/authentication/verify', { body: { response: authenticator.get(options) } });
    expect(signedIn.error).toBeUndefined();
    expect(signedIn.data).toMatchObject({ uid: account.uid, sessionVerified: true, emailVerified: true });
    expect(signedIn.data!.keyFetchToken).toBeUndefined();
    const status = await t.rest(signedIn.data!.sessionToken).GET('/v1/session/status');
    expect(status.data!.details).toMatchObject({ sessionVerified: true, sessionVerificationMethod: 'passkey', sessionVerificationMeetsMinimumAAL: true });
    const rows = await t.db.query<{ created_at: number; verified_method: string }>(
      'SELECT created_at, verified_method FROM sessions WHERE uid = $1 AND verified_method = $2',
      [account.uid, 'passkey'],
    );
    expect(rows).toHaveLength(1);
    expect(authenticationOf({ createdAt: Number(rows[0]!.created_at), verifiedMethod: rows[0]!.verified_method })).toMatchObject({
      acr: 'AAL2',
      amr: ['hwk', 'user', 'mfa'],
    });
    const listed = await t.rest(account.sessionToken).GET('/v1/passkeys');
    expect(listed.data!.passkeys[0]!.lastUsedAt).toBe(clock.value);
  });

  it('signs in again in place of the session the browser holds when it is the account’s, never another account’s', async () => {
    const { account, authenticator } = await register(t);
    const other = await signUpVerified(t);
    const sessionIds = async (uid: string) => (await t.db.query<{ id: string }>('SELECT id FROM sessions WHERE uid = $1 ORDER BY id', [uid])).map((row) => row.id);
    const mine = await sessionIds(account.uid);
    const again = await t.rest(account.sessionToken).POST('/v1/passkey/authentication/verify', { body: { response: authenticator.get(await signInOptions(t)), replaceSession: true } });
    expect(again.error).toBeUndefined();
    expect((await t.rest(account.sessionToken).GET('/v1/session/status')).response.status).toBe(401);
    const now = await sessionIds(account.uid);
    expect(now).toHaveLength(mine.length);
    expect(now.filter((id) => !mine.includes(id))).toHaveLength(1);
    // Another account's session, or no request to replace, is left alone.
    const beside = await t.rest(other.sessionToken).POST('/v1/passkey/authentication/verify', { body: { response: authenticator.get(await signInOptions(t)), replaceSession: true } });
    expect(beside.error).toBeUndefined();
    expect((await t.rest(other.sessionToken).GET('/v1/session/status')).response.status).toBe(200);
    const kept = await t.rest(again.data!.sessionToken).POST('/v1/passkey/authentication/verify', { body: { response: authenticator.get(await signInOptions(t)) } });
    expect(kept.error).toBeUndefined();
    expect((await t.rest(again.data!.sessionToken).GET('/v1/session/status')).response.status).toBe(200);
  });

  it('gives every caller the same sign-in options, whether or not any address has passkeys', async () => {
    const first = await signInOptions(t);
    await register(t);
    const second = await signInOptions(t);
    expect(Object.keys(second).sort()).toEqual(Object.keys(first).sort());
    expect({ ...second, challenge: '' }).toEqual({ ...first, challenge: '' });
    expect(second.challenge).not.toBe(first.challenge);
  });

  it('refuses an answer from another origin, or for another RP ID, on registration and on sign-in', async () => {
    const account = await signUpVerified(t);
    const jwt = await stepUpToken(t, account);
    const authenticator = new VirtualAuthenticator(originOf(t));
    for (const bend of [{ origin: 'https://evil.example' }, { rpId: 'evil.example' }, { userVerified: false }]) {
      const options = await registrationOptions(t, jwt);
      const refused = await t.rest(jwt).POST('/v1/mfa/passkey/registration/verify', { body: { response: authenticator.create(options, bend) } });
      expect(refused.error).toMatchObject({ errno: 223 });
    }
    expect((await t.rest(account.sessionToken).GET('/v1/passkeys')).data!.passkeys).toEqual([]);
    const good = await register(t);
    for (const bend of [{ origin: 'https://evil.example' }, { rpId: 'evil.example' }, { userVerified: false }]) {
      const options = await signInOptions(t);
      const refused = await t.rest().POST('/v1/passkey/authentication/verify', { body: { response: good.authenticator.get(options, bend) } });
      expect(refused.error).toMatchObject({ errno: 223 });
    }
  });

  it('takes each challenge once and for five minutes only', async () => {
    const { authenticator } = await register(t);
    const options = await signInOptions(t);
    const response = authenticator.get(options);
    expect((await t.rest().POST('/v1/passkey/authentication/verify', { body: { response } })).error).toBeUndefined();
    const replayed = await t.rest().POST('/v1/passkey/authentication/verify', { body: { response: authenticator.get(options) } });
    expect(replayed.error).toMatchObject({ errno: 225 });
    const late = await signInOptions(t);
    clock.advance(5 * 60_000);
    const expired = await t.rest().POST('/v1/passkey/authentication/verify', { body: { response: authenticator.get(late) } });
    expect(expired.error).toMatchObject({ errno: 225 });
    // A challenge the server never made.
    const made = await t.rest().POST('/v1/passkey/authentication/verify', {
      body: { response: authenticator.get({ challenge: Buffer.from('not a challenge of ours').toString('base64url') }) },
    });
    expect(made.error).toMatchObject({ errno: 225 });
  });

  it('refuses a sign counter gone backwards and records it', async () => {
    const { account, authenticator } = await register(t);
    const first = await t.rest().POST('/v1/passkey/authentication/verify', { body: { response: authenticator.get(await signInOptions(t), { counter: 5 }) } });
    expect(first.error).toBeUndefined();
    for (const counter of [5, 3]) {
      const cloned = await t.rest().POST('/v1/passkey/authentication/verify', { body: { response: authenticator.get(await signInOptions(t), { counter }) } });
      expect(cloned.error).toMatchObject({ errno: 223 });
    }
    expect(await eventNames(t, account.uid)).toEqual(['account.passkey_added', 'account.passkey_signin_complete', 'account.passkey_counter_regressed', 'account.passkey_counter_regressed']);
    const forward = await t.rest().POST('/v1/passkey/authentication/verify', { body: { response: authenticator.get(await signInOptions(t), { counter: 6 }) } });
    expect(forward.error).toBeUndefined();
  });

  it('removes a passkey after a step-up, and a removed passkey no longer signs in', async () => {
    const { account, jwt, authenticator, credentialId } = await register(t);
    // Not without the step-up.
    const bare = await t.rest(account.sessionToken).POST('/v1/mfa/passkey/destroy', { body: { credentialId } });
    expect(bare.response.status).toBe(401);
    const removed = await t.rest(jwt).POST('/v1/mfa/passkey/destroy', { body: { credentialId } });
    expect(removed.error).toBeUndefined();
    expect(await eventNames(t, account.uid)).toEqual(['account.passkey_added', 'account.passkey_removed']);
    expect(await notices(t, account.uid)).toEqual(['passkey-added', 'passkey-removed']);
    const refused = await t.rest().POST('/v1/passkey/authentication/verify', { body: { response: authenticator.get(await signInOptions(t)) } });
    expect(refused.error).toMatchObject({ errno: 223 });
    const again = await t.rest(jwt).POST('/v1/mfa/passkey/destroy', { body: { credentialId } });
    expect(again.error).toMatchObject({ errno: 222 });
  });

  it('holds ten passkeys at most, also when the eleventh and twelfth are verified at once', async () => {
    const first = await register(t);
    for (let i = 1; i < 10; i += 1) await register(t, first);
    expect(await t.rest(first.jwt).POST('/v1/mfa/passkey/registration/options')).toMatchObject({ error: { errno: 221 } });
    // Two ceremonies started at nine passkeys race to be the tenth.
    const other = await register(t);
    for (let i = 1; i < 9; i += 1) await register(t, other);
    const a = other.authenticator.create(await registrationOptions(t, other.jwt));
    const b = other.authenticator.create(await registrationOptions(t, other.jwt));
    const answers = await Promise.all([a, b].map((response) => t.rest(other.jwt).POST('/v1/mfa/passkey/registration/verify', { body: { response } })));
    expect(answers.filter((answer) => answer.error === undefined)).toHaveLength(1);
    expect(answers.filter((answer) => answer.error?.errno === 221)).toHaveLength(1);
    const count = await t.db.query<{ count: number }>('SELECT count(*)::int AS count FROM passkeys WHERE uid = $1', [other.account.uid]);
    expect(count[0]!.count).toBe(10);
  });

  it('keeps the last passkey of an account without a password or a linked provider', async () => {
    const { account, jwt, authenticator, credentialId } = await register(t);
    const second = await register(t, { account, jwt, authenticator });
    // The account's password goes, as for an account made with a third-party provider.
    await t.db.query('UPDATE accounts SET verify_hash = NULL, verify_hash_v2 = NULL, password_created_at = 0 WHERE uid = $1', [account.uid]);
    expect((await t.rest(jwt).POST('/v1/mfa/passkey/destroy', { body: { credentialId } })).error).toBeUndefined();
    const last = await t.rest(jwt).POST('/v1/mfa/passkey/destroy', { body: { credentialId: second.credentialId } });
    expect(last.error).toMatchObject({ errno: 224 });
    expect((await t.rest(account.sessionToken).GET('/v1/passkeys')).data!.passkeys).toHaveLength(1);
  });

  it('lets exactly one of two answers to one challenge through', async () => {
    const { authenticator } = await register(t);
    const options = await signInOptions(t);
    const first = authenticator.get(options, { counter: 10 });
    const second = authenticator.get(options, { counter: 11 });
    const answers = await Promise.all([first, second].map((response) => t.rest().POST('/v1/passkey/authentication/verify', { body: { response } })));
    expect(answers.filter((answer) => answer.error === undefined)).toHaveLength(1);
    expect(answers.filter((answer) => answer.error?.errno === 225)).toHaveLength(1);
    const used = await t.db.query('SELECT 1 FROM webauthn_challenges WHERE used_at IS NOT NULL AND purpose = $1', ['authentication']);
    expect(used.length).toBeGreaterThan(0);
  });

  it('steps up with a passkey: a JWT for the scopes asked, good for removing a passkey', async () => {
    const { account, authenticator, credentialId } = await register(t);
    const api = t.rest(account.sessionToken);
    const options = await api.POST('/v1/passkey/step_up/options');
    expect(options.data!.allowCredentials).toMatchObject([{ id: credentialId }]);
    const stepped = await api.POST('/v1/passkey/step_up/verify', { body: { scope: ['2fa', 'password'], response: authenticator.get(options.data!) } });
    expect(stepped.error).toBeUndefined();
    // A sign-in challenge is not a step-up challenge.
    const wrongPurpose = await api.POST('/v1/passkey/step_up/verify', { body: { scope: '2fa', response: authenticator.get(await signInOptions(t)) } });
    expect(wrongPurpose.error).toMatchObject({ errno: 225 });
    const removed = await t.rest(stepped.data!.accessToken).POST('/v1/mfa/passkey/destroy', { body: { credentialId } });
    expect(removed.error).toBeUndefined();
  });

  it('takes an ML-DSA-44 signature in size (the first algorithm the options offer where the runtime has it)', async () => {
    const { account, authenticator } = await register(t);
    const api = t.rest(account.sessionToken);
    const answer = authenticator.get((await api.POST('/v1/passkey/step_up/options')).data!);
    // A signature of ML-DSA-44's 2,420 bytes is read and checked, not refused as malformed.
    const large = { ...answer, response: { ...answer.response, signature: Buffer.alloc(2420, 7).toString('base64url') } };
    const checked = await api.POST('/v1/passkey/step_up/verify', { body: { scope: '2fa', response: large } });
    expect(checked.error).toMatchObject({ errno: 223 });
  });
});

describe('passkey settings', () => {
  it('take the RP ID from PUBLIC_URL, localhost without it, and never an IP address', () => {
    expect(loadPasskeyConfig({}, 'https://accounts.example.com')).toMatchObject({ enabled: true, rpId: 'accounts.example.com', origins: ['https://accounts.example.com'] });
    expect(loadPasskeyConfig({}, undefined)).toMatchObject({ enabled: true, rpId: 'localhost', origins: undefined });
    expect(loadPasskeyConfig({ PASSKEY_RP_ID: 'example.com' }, 'https://accounts.example.com')).toMatchObject({ rpId: 'example.com' });
    // A public address on an IP address leaves passkeys off rather than stopping the start.
    expect(loadPasskeyConfig({}, 'http://127.0.0.1:3030')).toMatchObject({ enabled: false });
    expect(() => loadPasskeyConfig({ PASSKEY_RP_ID: '127.0.0.1' }, undefined)).toThrow(/not an IP address/);
    expect(() => loadPasskeyConfig({ PASSKEY_RP_ID: '[::1]' }, undefined)).toThrow(/not an IP address/);
    expect(() => loadPasskeyConfig({ PASSKEY_RP_ID: 'other.example' }, 'https://accounts.example.com')).toThrow(/does not cover/);
    expect(() => loadPasskeyConfig({ PASSKEY_ORIGINS: 'https://evil.example' }, 'https://accounts.example.com')).toThrow(/is not on/);
    expect(loadPasskeyConfig({ PASSKEY_ORIGINS: 'https://accounts.example.com,https://login.accounts.example.com' }, 'https://accounts.example.com').origins).toEqual([
      'https://accounts.example.com',
      'https://login.accounts.example.com',
    ]);
  });
});
