// Devices as the account's lists show them: a browser that signs in again in
// place of the session it holds keeps one session of the account (the old one
// ends with the new one's creation, and only when it is the same account's),
// and security events carry the device that caused them, as the one
// user-agent parser read it.
import { describe, expect, it } from 'vitest';
import { GetConnectedClientsDocument, GetSecurityEventsDocument, GetSessionIsValidDocument, UpdateDisplayNameDocument } from '../../../generated/graphql';
import { databases, useTestServer } from '../harness';
import type { TestServer } from '../harness';
import { signUpVerified } from './flows';
import type { TestAccount } from './flows';

const CHROME_LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

/**
 * Signs `account` in from a browser sending `userAgent` and confirms the session; with `holding`, the
 * browser sends the session it holds as the bearer token, asking to replace it when `replace` is set.
 */
async function signIn(
  t: TestServer,
  account: TestAccount,
  userAgent: string,
  options: { holding?: string; replace?: boolean; authPW?: string } = {},
): Promise<{ token?: string; errno?: number }> {
  const login = await t.rest(options.holding).POST('/v1/account/login', {
    body: {
      reason: 'signin',
      email: account.email,
      authPW: options.authPW ?? account.credentials.authPWVersion2!,
      ...(options.replace ? { replaceSession: true } : {}),
    },
    headers: { 'User-Agent': userAgent },
  });
  if (login.error) return { errno: (login.error as { errno: number }).errno };
  const code = await t.latestCode(account.email);
  expect((await t.rest(login.data!.sessionToken).POST('/v1/session/verify_code', { body: { code } })).error).toBeUndefined();
  return { token: login.data!.sessionToken };
}

async function isValid(t: TestServer, token: string): Promise<boolean> {
  const read = await t.graphql(GetSessionIsValidDocument, { sessionToken: token });
  return read.data!.isValidToken;
}

async function sessionsOf(t: TestServer, token: string) {
  const read = await t.graphql(GetConnectedClientsDocument, {}, token);
  expect(read.errors).toBeUndefined();
  return read.data!.account!.attachedClients.filter((client) => client.sessionTokenId);
}

describe.each(databases)('devices on $name', (database) => {
  const t = useTestServer(database);

  describe('signing in again in place of the session a browser holds', () => {
    it('one browser signed in three times holds one session: each sign-in ends the one it replaces', async () => {
      const account = await signUpVerified(t);
      const first = (await signIn(t, account, CHROME_LINUX, { replace: true })).token!;
      const second = (await signIn(t, account, CHROME_LINUX, { holding: first, replace: true })).token!;
      const third = (await signIn(t, account, CHROME_LINUX, { holding: second, replace: true })).token!;
      expect(await isValid(t, first)).toBe(false);
      expect(await isValid(t, second)).toBe(false);
      expect(await isValid(t, third)).toBe(true);
      // The sign-up's session (another browser) is untouched.
      expect(await isValid(t, account.sessionToken)).toBe(true);
      const chrome = (await sessionsOf(t, third)).filter((client) => client.name === 'Chrome' && client.os === 'Linux');
      expect(chrome).toHaveLength(1);
      expect(chrome[0]!.isCurrentSession).toBe(true);
    });

    it('without asking, every sign-in is a session of its own, as before', async () => {
      const account = await signUpVerified(t);
      const first = (await signIn(t, account, CHROME_LINUX)).token!;
      const second = (await signIn(t, account, CHROME_LINUX, { holding: first })).token!;
      expect(await isValid(t, first)).toBe(true);
      expect((await sessionsOf(t, second)).filter((client) => client.name === 'Chrome')).toHaveLength(2);
    });

    it("never ends another account's session, nor anything when the sign-in fails", async () => {
      const account = await signUpVerified(t);
      const other = await signUpVerified(t);
      const mine = (await signIn(t, account, CHROME_LINUX)).token!;
      // The browser holds the other account's session, and signs in to this one.
      const signedIn = await signIn(t, account, CHROME_LINUX, { holding: other.sessionToken, replace: true });
      expect(signedIn.token).toBeDefined();
      expect(await isValid(t, other.sessionToken)).toBe(true);
      // A wrong password ends nothing.
      const wrong = await signIn(t, account, CHROME_LINUX, { holding: mine, replace: true, authPW: '2'.repeat(64) });
      expect(wrong.errno).toBe(103);
      expect(await isValid(t, mine)).toBe(true);
    });
  });

  describe('security events', () => {
    it('carry the browser, system and kind of device the request came from, never its user-agent string', async () => {
      const account = await signUpVerified(t);
      const token = (await signIn(t, account, FIREFOX_WINDOWS)).token!;
      const read = await t.graphql(GetSecurityEventsDocument, {}, token);
      expect(read.errors).toBeUndefined();
      const events = read.data!.account!.securityEvents;
      const login = events.find((event) => event.name === 'account.login');
      const verify = events.find((event) => event.name === 'session.verify');
      expect(login).toMatchObject({ browser: 'Firefox', os: 'Windows', deviceType: 'desktop' });
      expect(verify).toMatchObject({ browser: 'Firefox', os: 'Windows', deviceType: 'desktop' });
      const [row] = await t.db.query<{ columns: string }>(
        `SELECT string_agg(column_name, ',') AS columns FROM information_schema.columns WHERE table_name = 'security_events'`,
      );
      expect(row!.columns).not.toMatch(/agent/);
    });

    it('of a change made in settings carry the device of the session that made it', async () => {
      const account = await signUpVerified(t);
      const token = (await signIn(t, account, CHROME_LINUX)).token!;
      const changed = await t.graphql(UpdateDisplayNameDocument, { input: { displayName: 'Ada' } }, token);
      expect(changed.errors).toBeUndefined();
      const read = await t.graphql(GetSecurityEventsDocument, {}, token);
      const renamed = read.data!.account!.securityEvents.find((event) => event.name === 'account.display_name_changed');
      expect(renamed).toMatchObject({ browser: 'Chrome', os: 'Linux', deviceType: 'desktop' });
    });

    it('say nothing of a device when the request named none', async () => {
      const account = await signUpVerified(t);
      const token = (await signIn(t, account, '')).token!;
      const read = await t.graphql(GetSecurityEventsDocument, {}, token);
      const login = read.data!.account!.securityEvents.find((event) => event.name === 'account.login');
      expect(login).toMatchObject({ browser: null, os: null, deviceType: null });
    });
  });
});
