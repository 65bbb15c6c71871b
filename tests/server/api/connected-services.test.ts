// Connected services and deleting the account: what the list says about each
// signed-in browser (read from its user agent), disconnecting by session, by
// device or by refresh token, and an account's deletion taking every session,
// token, code and message of the account with it, and nothing of another's.
import { describe, expect, it } from 'vitest';
import {
  AttachedClientDisconnectDocument,
  GetConnectedClientsDocument,
  GetSessionIsValidDocument,
} from '../../../generated/graphql';
import { describeUserAgent } from '../../../server/sessions/user-agent';
import { databases, useTestServer } from '../harness';
import type { TestServer } from '../harness';
import { CONFIDENTIAL_CLIENT, PUBLIC_CLIENT, clientsEnv, relyingParty, signInWith } from '../oauth/fixtures';
import { signUpVerified } from './flows';
import type { TestAccount } from './flows';

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const CHROME_ANDROID_TABLET =
  'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('describeUserAgent', () => {
  it('names the browser, the system and the kind of device', () => {
    expect(describeUserAgent(FIREFOX_WINDOWS)).toEqual({ browser: 'Firefox', os: 'Windows', deviceType: 'desktop' });
    expect(describeUserAgent(SAFARI_IPHONE)).toEqual({ browser: 'Safari', os: 'iOS', deviceType: 'mobile' });
    expect(describeUserAgent(CHROME_ANDROID_TABLET)).toEqual({ browser: 'Chrome', os: 'Android', deviceType: 'tablet' });
  });

  it('says nothing of an empty or meaningless agent', () => {
    expect(describeUserAgent('')).toEqual({ browser: null, os: null, deviceType: null });
    expect(describeUserAgent('   ')).toEqual({ browser: null, os: null, deviceType: null });
    expect(describeUserAgent('x'.repeat(5000))).toEqual({ browser: null, os: null, deviceType: null });
  });
});

/** Signs `account` in again from a browser sending `userAgent`, and confirms that session. */
async function signInFrom(t: TestServer, account: TestAccount, userAgent: string): Promise<string> {
  const login = await t.rest().POST('/v1/account/login', {
    body: { reason: 'signin', email: account.email, authPW: account.credentials.authPWVersion2! },
    headers: { 'User-Agent': userAgent },
  });
  expect(login.error).toBeUndefined();
  const code = await t.latestCode(account.email);
  expect((await t.rest(login.data!.sessionToken).POST('/v1/session/verify_code', { body: { code } })).error).toBeUndefined();
  return login.data!.sessionToken;
}

async function clientsOf(t: TestServer, token: string) {
  const read = await t.graphql(GetConnectedClientsDocument, {}, token);
  expect(read.errors).toBeUndefined();
  return read.data!.account!.attachedClients;
}

async function isValid(t: TestServer, token: string): Promise<boolean> {
  const read = await t.graphql(GetSessionIsValidDocument, { sessionToken: token });
  return read.data!.isValidToken;
}

describe.each(databases)('connected services and account deletion on $name', (database) => {
  const t = useTestServer(database, { env: { OAUTH_CLIENTS: clientsEnv([PUBLIC_CLIENT, CONFIDENTIAL_CLIENT]) } });

  describe('attachedClients', () => {
    it("lists each signed-in browser with its browser's name, system and kind, its own device id and no place", async () => {
      const account = await signUpVerified(t);
      const phone = await signInFrom(t, account, SAFARI_IPHONE);
      const laptop = await signInFrom(t, account, FIREFOX_WINDOWS);
      const clients = await clientsOf(t, laptop);
      expect(clients).toHaveLength(3);
      const current = clients.filter((client) => client.isCurrentSession);
      expect(current).toHaveLength(1);
      expect(current[0]).toMatchObject({ name: 'Firefox', os: 'Windows', deviceType: 'desktop', userAgent: FIREFOX_WINDOWS });
      const iphone = clients.find((client) => client.userAgent === SAFARI_IPHONE);
      expect(iphone).toMatchObject({ name: 'Safari', os: 'iOS', deviceType: 'mobile', isCurrentSession: false, clientId: null });
      for (const client of clients) {
        expect(client.deviceId).toMatch(/^[0-9a-f]{32}$/);
        expect(client.sessionTokenId).toMatch(/^[0-9a-f]{64}$/);
        expect(client.location).toEqual({ city: null, country: null, state: null, stateCode: null });
        expect(client.lastAccessTime).toBeGreaterThan(0);
      }
      expect(new Set(clients.map((client) => client.deviceId)).size).toBe(3);
      // The phone sees the same devices, itself marked as current.
      const fromPhone = await clientsOf(t, phone);
      expect(fromPhone.find((client) => client.isCurrentSession)?.deviceId).toBe(iphone!.deviceId);
    });
  });

  describe('attachedClientDisconnect', () => {
    it('signs a device out by its device id, and only that one', async () => {
      const account = await signUpVerified(t);
      const phone = await signInFrom(t, account, SAFARI_IPHONE);
      const target = (await clientsOf(t, account.sessionToken)).find((client) => client.userAgent === SAFARI_IPHONE)!;
      const result = await t.graphql(
        AttachedClientDisconnectDocument,
        { input: { clientMutationId: 'device', deviceId: target.deviceId } },
        account.sessionToken,
      );
      expect(result.errors).toBeUndefined();
      expect(result.data).toEqual({ attachedClientDisconnect: { clientMutationId: 'device' } });
      expect(await isValid(t, phone)).toBe(false);
      expect(await isValid(t, account.sessionToken)).toBe(true);
      const left = await clientsOf(t, account.sessionToken);
      expect(left.map((client) => client.deviceId)).not.toContain(target.deviceId);
    });

    it('signs the current device out when it names itself', async () => {
      const account = await signUpVerified(t);
      const self = (await clientsOf(t, account.sessionToken)).find((client) => client.isCurrentSession)!;
      const result = await t.graphql(AttachedClientDisconnectDocument, { input: { deviceId: self.deviceId } }, account.sessionToken);
      expect(result.errors).toBeUndefined();
      expect(await isValid(t, account.sessionToken)).toBe(false);
    });

    it("refuses another account's device, an unknown one and an input that names nothing (107), ending nothing", async () => {
      const mine = await signUpVerified(t);
      const theirs = await signUpVerified(t);
      const theirDevice = (await clientsOf(t, theirs.sessionToken))[0]!.deviceId!;
      for (const input of [{ deviceId: theirDevice }, { deviceId: 'f'.repeat(32) }, {}, { clientMutationId: 'only' }]) {
        const result = await t.graphql(AttachedClientDisconnectDocument, { input }, mine.sessionToken);
        expect(result.errors?.[0]?.extensions, JSON.stringify(input)).toEqual({ errno: 107 });
      }
      expect(await isValid(t, theirs.sessionToken)).toBe(true);
      expect(await isValid(t, mine.sessionToken)).toBe(true);
    });

    it("ends an app's refresh token family, which leaves the list", async () => {
      const account = await signUpVerified(t);
      const rp = await relyingParty(t, PUBLIC_CLIENT);
      await signInWith(t, rp, PUBLIC_CLIENT, account, { scope: 'openid profile', offline: true });
      const app = (await clientsOf(t, account.sessionToken)).find((client) => client.clientId === PUBLIC_CLIENT.id)!;
      expect(app).toMatchObject({ deviceId: null, sessionTokenId: null, os: null, deviceType: null });
      expect(app.refreshTokenId).toMatch(/^[0-9a-f]{32}$/);
      const result = await t.graphql(
        AttachedClientDisconnectDocument,
        { input: { clientId: app.clientId, refreshTokenId: app.refreshTokenId } },
        account.sessionToken,
      );
      expect(result.errors).toBeUndefined();
      expect((await clientsOf(t, account.sessionToken)).some((client) => client.clientId === PUBLIC_CLIENT.id)).toBe(false);
    });
  });

  describe('POST /v1/account/destroy', () => {
    /** Every row the account has, by table, that deletion must take. */
    async function rowsOf(uid: string, email: string): Promise<Record<string, number>> {
      const tables = ['sessions', 'key_fetch_tokens', 'codes', 'emails', 'security_events', 'oauth_codes', 'oauth_token_families', 'oauth_refresh_tokens', 'oauth_access_tokens'];
      const counts: Record<string, number> = {};
      for (const table of tables) {
        const [row] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE uid = $1`, [uid]);
        counts[table] = row!.n;
      }
      const [outbox] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox WHERE uid = $1 OR normalized_recipient = $2', [
        uid,
        email.toLowerCase(),
      ]);
      counts.outbox = outbox!.n;
      return counts;
    }

    it("takes every session, token, code and message of the account with it, and nothing of another account's", async () => {
      const account = await signUpVerified(t);
      const bystander = await signUpVerified(t);
      await signInFrom(t, account, SAFARI_IPHONE);
      // An emailed code still waiting, and an app holding tokens.
      const waiting = await t.rest().POST('/v1/account/login', {
        params: { query: { keys: true } },
        body: { reason: 'signin', email: account.email, authPW: account.credentials.authPWVersion2! },
      });
      expect(waiting.error).toBeUndefined();
      const rp = await relyingParty(t, PUBLIC_CLIENT);
      await signInWith(t, rp, PUBLIC_CLIENT, account, { scope: 'openid profile', offline: true });
      const before = await rowsOf(account.uid, account.email);
      for (const table of ['sessions', 'key_fetch_tokens', 'codes', 'emails', 'oauth_token_families', 'oauth_refresh_tokens', 'outbox']) {
        expect(before[table], table).toBeGreaterThan(0);
      }
      const theirs = await rowsOf(bystander.uid, bystander.email);

      const { response } = await t.rest(account.sessionToken).POST('/v1/account/destroy', {
        body: { email: account.email, authPW: account.credentials.authPWVersion2! },
      });
      expect(response.status).toBe(200);
      const after = await rowsOf(account.uid, account.email);
      expect(Object.values(after).every((n) => n === 0), JSON.stringify(after)).toBe(true);
      expect((await t.db.query('SELECT 1 FROM accounts WHERE uid = $1', [account.uid])).length).toBe(0);
      expect(await rowsOf(bystander.uid, bystander.email)).toEqual(theirs);
      expect(await isValid(t, bystander.sessionToken)).toBe(true);
      const login = await t.rest().POST('/v1/account/login', {
        body: { reason: 'signin', email: account.email, authPW: account.credentials.authPWVersion2! },
      });
      expect(login.error).toMatchObject({ errno: 102 });
    });

    it('deletes nothing for a wrong password (103)', async () => {
      const account = await signUpVerified(t);
      const before = await rowsOf(account.uid, account.email);
      const wrong = await t.rest(account.sessionToken).POST('/v1/account/destroy', { body: { email: account.email, authPW: '2'.repeat(64) } });
      expect(wrong.error).toMatchObject({ errno: 103 });
      expect(await rowsOf(account.uid, account.email)).toEqual(before);
      expect(await isValid(t, account.sessionToken)).toBe(true);
    });

    it('deletes once when two requests race: the other finds its session gone (110)', async () => {
      const account = await signUpVerified(t);
      const body = { email: account.email, authPW: account.credentials.authPWVersion2! };
      const answers = await Promise.all([0, 1].map(() => t.rest(account.sessionToken).POST('/v1/account/destroy', { body })));
      const statuses = answers.map((answer) => answer.response.status).sort();
      expect(statuses).toEqual([200, 401]);
      expect(answers.find((answer) => answer.error)?.error).toMatchObject({ errno: 110 });
      expect(await rowsOf(account.uid, account.email)).toMatchObject({ sessions: 0, emails: 0, outbox: 0 });
    });
  });
});
