// The error cases of the core operations that the flow suites do not reach,
// and their quiet successes (confirming a confirmed session, resending to
// one): REST through the generated client, GraphQL through the typed
// documents, on every database.
import { describe, expect, it } from 'vitest';
import {
  AttachedClientDisconnectDocument,
  GetAccountDocument,
  GetSessionIsValidDocument,
  MetricsOptDocument,
  SignUpDocument,
  UpdateDisplayNameDocument,
} from '../../../generated/graphql';
import { databases, uniqueEmail, useTestServer } from '../harness';
import type { TestServer } from '../harness';
import { credentialsFor, signUp, signUpVerified } from './flows';

async function outboxCount(t: TestServer, email: string): Promise<number> {
  const rows = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox WHERE normalized_recipient = $1', [email.toLowerCase()]);
  return rows[0]!.n;
}

/** A second session of the account, confirmed with its emailed code. */
async function secondSession(t: TestServer, email: string, authPW: string): Promise<string> {
  const login = await t.rest().POST('/v1/account/login', { body: { reason: 'signin', email, authPW } });
  expect(login.error).toBeUndefined();
  const code = await t.latestCode(email);
  expect((await t.rest(login.data!.sessionToken).POST('/v1/session/verify_code', { body: { code } })).error).toBeUndefined();
  return login.data!.sessionToken;
}

describe.each(databases)('error cases of the core operations on $name', (database) => {
  const t = useTestServer(database);

  describe('REST', () => {
    it('POST /v1/account/destroy: another address is 103 and the account stays; no token is 401 (110)', async () => {
      const account = await signUpVerified(t);
      const other = await t.rest(account.sessionToken).POST('/v1/account/destroy', {
        body: { email: uniqueEmail('someone-else'), authPW: account.credentials.authPWVersion2! },
      });
      expect(other.error).toMatchObject({ code: 400, errno: 103 });
      const anonymous = await t.rest().POST('/v1/account/destroy', {
        body: { email: account.email, authPW: account.credentials.authPWVersion2! },
      });
      expect(anonymous.response.status).toBe(401);
      expect(anonymous.error).toMatchObject({ errno: 110 });
      expect(await t.db.query('SELECT 1 FROM accounts WHERE uid = $1', [account.uid])).toHaveLength(1);
    });

    it('GET /v1/account/keys: an unknown or malformed token is 401 (110)', async () => {
      for (const token of ['a'.repeat(64), 'not-a-token']) {
        const { error, response } = await t.rest(token).GET('/v1/account/keys');
        expect(response.status).toBe(401);
        expect(error).toMatchObject({ errno: 110 });
      }
      const { error } = await t.rest().GET('/v1/account/keys');
      expect(error).toMatchObject({ code: 401, errno: 110 });
    });

    it('POST /v1/session/verify_code and resend_code: a confirmed session succeeds without a new email', async () => {
      const account = await signUpVerified(t);
      const before = await outboxCount(t, account.email);
      const api = t.rest(account.sessionToken);
      const verify = await api.POST('/v1/session/verify_code', { body: { code: '000000' } });
      expect(verify.response.status).toBe(200);
      expect(verify.data).toEqual({});
      const resend = await api.POST('/v1/session/resend_code');
      expect(resend.response.status).toBe(200);
      expect(await outboxCount(t, account.email)).toBe(before);
    });

    it('POST /v1/session/resend_code and verify_code: an unknown session is 401 (110)', async () => {
      const api = t.rest('b'.repeat(64));
      expect((await api.POST('/v1/session/resend_code')).error).toMatchObject({ code: 401, errno: 110 });
      expect((await api.POST('/v1/session/verify_code', { body: { code: '123456' } })).error).toMatchObject({ code: 401, errno: 110 });
    });

    it('POST /v1/session/destroy: an unknown customSessionToken is 110, a malformed one 107, and nothing is signed out', async () => {
      const account = await signUpVerified(t);
      const unknown = await t.rest(account.sessionToken).POST('/v1/session/destroy', { body: { customSessionToken: 'c'.repeat(64) } });
      expect(unknown.error).toMatchObject({ code: 401, errno: 110 });
      const malformed = await t.rest(account.sessionToken).POST('/v1/session/destroy', { body: { customSessionToken: 'xyz' } });
      expect(malformed.error).toMatchObject({ code: 400, errno: 107 });
      expect((await t.rest(account.sessionToken).GET('/v1/session/status')).data?.state).toBe('verified');
    });

    it('POST /v1/account/create: an invalid clientSalt or a version 2 authPW alone is refused, and nothing is written', async () => {
      const email = uniqueEmail('v2');
      const creds = credentialsFor(email);
      const badSalt = await t.rest().POST('/v1/account/create', {
        body: {
          verificationMethod: 'email-otp',
          email,
          authPW: creds.authPW,
          wrapKb: creds.wrapKb,
          authPWVersion2: creds.authPWVersion2,
          wrapKbVersion2: creds.wrapKbVersion2,
          clientSalt: 'identity.mozilla.com/picl/v1/quickStretchV2:zz',
        },
      });
      expect(badSalt.error).toMatchObject({ code: 400, errno: 107 });
      expect(badSalt.error?.message).toContain('clientSalt');
      const alone = await t.rest().POST('/v1/account/create', {
        body: { verificationMethod: 'email-otp', email, authPW: creds.authPW, wrapKb: creds.wrapKb, authPWVersion2: creds.authPWVersion2 } as never,
      });
      expect(alone.error).toMatchObject({ code: 400, errno: 108 });
      expect((await t.rest().POST('/v1/account/status', { body: { email } })).data).toEqual({ exists: false });
    });

    it('POST /v1/account/status and credentials/status: a malformed address is 107', async () => {
      for (const path of ['/v1/account/status', '/v1/account/credentials/status'] as const) {
        const { error } = await t.rest().POST(path, { body: { email: 'no-at-sign' } });
        expect(error, path).toMatchObject({ code: 400, errno: 107 });
      }
    });
  });

  describe('GraphQL', () => {
    it('attachedClientDisconnect signs another session of the account out', async () => {
      const account = await signUpVerified(t);
      const other = await secondSession(t, account.email, account.credentials.authPWVersion2!);
      const read = await t.graphql(GetAccountDocument, {}, account.sessionToken);
      const target = read.data!.account!.attachedClients.find((client) => client.sessionTokenId && !client.isCurrentSession);
      expect(target?.sessionTokenId).toMatch(/^[0-9a-f]{64}$/);
      const result = await t.graphql(
        AttachedClientDisconnectDocument,
        { input: { clientMutationId: 'dc', sessionTokenId: target!.sessionTokenId } },
        account.sessionToken,
      );
      expect(result.errors).toBeUndefined();
      expect(result.data).toEqual({ attachedClientDisconnect: { clientMutationId: 'dc' } });
      expect((await t.graphql(GetSessionIsValidDocument, { sessionToken: other })).data).toEqual({ isValidToken: false });
      expect((await t.graphql(GetSessionIsValidDocument, { sessionToken: account.sessionToken })).data).toEqual({ isValidToken: true });
    });

    it("attachedClientDisconnect: another account's or an unknown session is 107; it needs a confirmed session (110, 138)", async () => {
      const mine = await signUpVerified(t);
      const theirs = await signUpVerified(t);
      const theirRead = await t.graphql(GetAccountDocument, {}, theirs.sessionToken);
      const theirId = theirRead.data!.account!.attachedClients.find((client) => client.isCurrentSession)!.sessionTokenId!;
      for (const sessionTokenId of [theirId, 'd'.repeat(64)]) {
        const result = await t.graphql(AttachedClientDisconnectDocument, { input: { sessionTokenId } }, mine.sessionToken);
        expect(result.errors?.[0]?.extensions).toEqual({ errno: 107 });
      }
      expect((await t.graphql(GetSessionIsValidDocument, { sessionToken: theirs.sessionToken })).data).toEqual({ isValidToken: true });
      const anonymous = await t.graphql(AttachedClientDisconnectDocument, { input: { sessionTokenId: theirId } });
      expect(anonymous.errors?.[0]).toMatchObject({ message: 'Invalid token', extensions: { errno: 110 } });
      const unconfirmed = await signUp(t);
      const early = await t.graphql(AttachedClientDisconnectDocument, { input: { sessionTokenId: theirId } }, unconfirmed.sessionToken);
      expect(early.errors?.[0]?.extensions).toEqual({ errno: 138 });
    });

    it('metricsOpt and updateDisplayName need a session (110); metricsOpt a confirmed one (138)', async () => {
      const noSession = await t.graphql(MetricsOptDocument, { input: { state: 'out' } });
      expect(noSession.errors?.[0]).toMatchObject({ message: 'Invalid token', extensions: { errno: 110 } });
      const name = await t.graphql(UpdateDisplayNameDocument, { input: { displayName: 'Ann' } }, 'e'.repeat(64));
      expect(name.errors?.[0]?.extensions).toEqual({ errno: 110 });
      const unconfirmed = await signUp(t);
      const early = await t.graphql(MetricsOptDocument, { input: { state: 'out' } }, unconfirmed.sessionToken);
      expect(early.errors?.[0]?.extensions).toEqual({ errno: 138 });
      const [row] = await t.db.query<{ metrics_enabled: boolean }>('SELECT metrics_enabled FROM accounts WHERE uid = $1', [unconfirmed.uid]);
      expect(row?.metrics_enabled).toBe(true);
    });

    it('signUp: version 2 fields must come together (108) and the clientSalt must be well formed (107)', async () => {
      const email = uniqueEmail('gql-v2');
      const creds = credentialsFor(email);
      const alone = await t.graphql(SignUpDocument, {
        input: { email, authPW: creds.authPW, wrapKb: creds.wrapKb, authPWVersion2: creds.authPWVersion2 },
      });
      expect(alone.errors?.[0]?.extensions).toEqual({ errno: 108 });
      const badSalt = await t.graphql(SignUpDocument, {
        input: {
          email,
          authPW: creds.authPW,
          wrapKb: creds.wrapKb,
          authPWVersion2: creds.authPWVersion2,
          wrapKbVersion2: creds.wrapKbVersion2,
          clientSalt: 'not-a-salt',
        },
      });
      expect(badSalt.errors?.[0]).toMatchObject({ message: 'Invalid parameter in request body: clientSalt', extensions: { errno: 107 } });
      const badHex = await t.graphql(SignUpDocument, { input: { email, authPW: 'Z'.repeat(64), wrapKb: creds.wrapKb } });
      expect(badHex.errors?.[0]?.extensions).toEqual({ errno: 107 });
      expect((await t.rest().POST('/v1/account/status', { body: { email } })).data).toEqual({ exists: false });
    });

    it('isValidToken is false for a malformed or unknown token', async () => {
      for (const sessionToken of ['', 'short', 'f'.repeat(64)]) {
        const result = await t.graphql(GetSessionIsValidDocument, { sessionToken });
        expect(result.data, sessionToken).toEqual({ isValidToken: false });
      }
    });
  });
});
