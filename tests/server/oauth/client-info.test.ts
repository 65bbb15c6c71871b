// The OAuth client registry (SPEC §3.7 ClientInfo, §7.1 GetClientInfo, REST
// oauthClientInfo, §8.3 errno 101 and 109): clients a deployment registers in
// configuration, the example client of development mode, and both contracts'
// answers for a known, an unknown and a malformed client id.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GetClientInfoDocument } from '../../../generated/graphql';
import { OAUTH_ERRORS } from '../../../generated/errors';
import { AUTH_ERRORS } from '../../../generated/errors';
import { startServer } from '../../../server/server';
import { DEV_OAUTH_CLIENT, loadOAuthClients } from '../../../server/config/oauth-clients';
import { captureLogs, databases, testConfig, useTestServer } from '../harness';

const RELYING_PARTY = {
  id: 'c0ffee00deadbeef',
  name: 'Orbit Calendar',
  imageUri: 'https://calendar.example.com/logo.png',
  redirectUris: ['https://calendar.example.com/oauth', 'https://calendar.example.net/return'],
  trusted: true,
};

const UNTRUSTED = {
  id: '00000000000000aa',
  name: 'Orbit Sketchbook',
  redirectUris: ['http://localhost:9000/callback'],
};

const MALFORMED_IDS = ['C0FFEE00DEADBEEF', 'c0ffee00deadbee', 'c0ffee00deadbeef0', 'not-a-client-id!'];

const folder = mkdtempSync(path.join(tmpdir(), 'orbit-oauth-clients-'));
const clientsFile = path.join(folder, 'clients.json');
writeFileSync(clientsFile, JSON.stringify([UNTRUSTED]));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe.each(databases)('OAuth client info on $name', (database) => {
  const t = useTestServer(database, {
    env: { OAUTH_CLIENTS: JSON.stringify([RELYING_PARTY]), OAUTH_CLIENTS_FILE: clientsFile },
  });

  describe('GraphQL clientInfo', () => {
    it('answers a client registered through OAUTH_CLIENTS with every field of ClientInfo', async () => {
      const result = await t.graphql(GetClientInfoDocument, { input: RELYING_PARTY.id });
      expect(result.errors).toBeUndefined();
      expect(result.data?.clientInfo).toEqual({
        clientId: RELYING_PARTY.id,
        imageUri: RELYING_PARTY.imageUri,
        redirectUri: 'https://calendar.example.com/oauth,https://calendar.example.net/return',
        serviceName: 'Orbit Calendar',
        trusted: true,
      });
    });

    it('answers a client of OAUTH_CLIENTS_FILE: no logo is a null imageUri, untrusted by default', async () => {
      const result = await t.graphql(GetClientInfoDocument, { input: UNTRUSTED.id });
      expect(result.data?.clientInfo).toEqual({
        clientId: UNTRUSTED.id,
        imageUri: null,
        redirectUri: 'http://localhost:9000/callback',
        serviceName: 'Orbit Sketchbook',
        trusted: false,
      });
    });

    it('outside production also knows the example client', async () => {
      const result = await t.graphql(GetClientInfoDocument, { input: DEV_OAUTH_CLIENT.clientId });
      expect(result.data?.clientInfo?.serviceName).toBe('Orbit Notes');
      expect(result.data?.clientInfo?.redirectUri).toBe(DEV_OAUTH_CLIENT.redirectUris.join(','));
    });

    it('is null for a well-formed id that no client has', async () => {
      const result = await t.graphql(GetClientInfoDocument, { input: 'ffffffffffffffff' });
      expect(result.errors).toBeUndefined();
      expect(result.data).toEqual({ clientInfo: null });
    });

    it.each(MALFORMED_IDS)('rejects the malformed id %j with errno 107', async (id) => {
      const result = await t.graphql(GetClientInfoDocument, { input: id });
      expect(result.data?.clientInfo ?? null).toBeNull();
      expect(result.errors?.[0]?.extensions?.errno).toBe(AUTH_ERRORS.INVALID_PARAMETER.errno);
    });
  });

  describe('REST oauthClientInfo', () => {
    it('answers a registered client in the contract shape', async () => {
      const { data, response } = await t.rest().GET('/v1/client/{client_id}', { params: { path: { client_id: RELYING_PARTY.id } } });
      expect(response.status).toBe(200);
      expect(data).toEqual({
        id: RELYING_PARTY.id,
        name: 'Orbit Calendar',
        trusted: true,
        image_uri: RELYING_PARTY.imageUri,
        redirect_uri: 'https://calendar.example.com/oauth,https://calendar.example.net/return',
      });
    });

    it('gives a client without a logo an empty image_uri', async () => {
      const { data } = await t.rest().GET('/v1/client/{client_id}', { params: { path: { client_id: UNTRUSTED.id } } });
      expect(data?.image_uri).toBe('');
      expect(data?.trusted).toBe(false);
    });

    it('answers an unknown client with 404, errno 101 Unknown client', async () => {
      const { error, response } = await t.rest().GET('/v1/client/{client_id}', { params: { path: { client_id: 'ffffffffffffffff' } } });
      expect(response.status).toBe(404);
      expect(error).toEqual({ code: 404, errno: OAUTH_ERRORS.UNKNOWN_CLIENT.errno, error: 'Not Found', message: 'Unknown client' });
    });

    it.each(MALFORMED_IDS)('answers the malformed id %j with 400, errno 109 naming client_id', async (id) => {
      const { error, response } = await t.rest().GET('/v1/client/{client_id}', { params: { path: { client_id: id } } });
      expect(response.status).toBe(400);
      expect(error).toEqual({
        code: 400,
        errno: OAUTH_ERRORS.INVALID_PARAMETER.errno,
        error: 'Bad Request',
        message: 'Invalid OAuth parameter: client_id',
      });
    });
  });

  describe('storage', () => {
    it('keeps the registration times, and a restart with changed configuration updates the client in place', async () => {
      const [before] = await t.db.query<{ created_at: number; updated_at: number }>(
        'SELECT created_at, updated_at FROM oauth_clients WHERE client_id = $1',
        [RELYING_PARTY.id],
      );
      expect(before?.created_at).toBeGreaterThan(0);
      const later = (before?.updated_at ?? 0) + 60_000;
      const renamed = { ...RELYING_PARTY, name: 'Orbit Calendar Pro', trusted: false };
      const second = await startServer({
        config: testConfig({ OAUTH_CLIENTS: JSON.stringify([renamed]) }),
        db: t.db,
        logger: captureLogs().logger,
        now: () => later,
      });
      try {
        const { data } = await t.rest().GET('/v1/client/{client_id}', { params: { path: { client_id: RELYING_PARTY.id } } });
        expect(data?.name).toBe('Orbit Calendar Pro');
        expect(data?.trusted).toBe(false);
        const [after] = await t.db.query<{ created_at: number; updated_at: number }>(
          'SELECT created_at, updated_at FROM oauth_clients WHERE client_id = $1',
          [RELYING_PARTY.id],
        );
        expect(after).toEqual({ created_at: before?.created_at, updated_at: later });
      } finally {
        await second.close();
      }
    });

    it('refuses a client id that is not 16 lower-case hexadecimal characters', async () => {
      await expect(
        t.db.query(
          `INSERT INTO oauth_clients (client_id, name, redirect_uris, created_at, updated_at)
           VALUES ('ABCDEF0123456789', 'Upper', '["https://a.example.com/"]'::jsonb, 1, 1)`,
        ),
      ).rejects.toThrow();
    });
  });
});

describe.each(databases)('OAuth clients in production on $name', (database) => {
  const t = useTestServer(database, {
    env: {
      NODE_ENV: 'production',
      MFA_JWT_SECRET: 'a-production-secret-of-at-least-32-characters',
      PUBLIC_URL: 'https://accounts.example.com',
      OAUTH_CLIENTS: JSON.stringify([RELYING_PARTY]),
    },
  });

  it('registers the configured clients but not the example client', async () => {
    const known = await t.graphql(GetClientInfoDocument, { input: RELYING_PARTY.id });
    expect(known.data?.clientInfo?.serviceName).toBe('Orbit Calendar');
    const example = await t.graphql(GetClientInfoDocument, { input: DEV_OAUTH_CLIENT.clientId });
    expect(example.data).toEqual({ clientInfo: null });
    const { response } = await t.rest().GET('/v1/client/{client_id}', { params: { path: { client_id: DEV_OAUTH_CLIENT.clientId } } });
    expect(response.status).toBe(404);
  });
});

describe('OAuth client configuration', () => {
  const valid = { id: 'c0ffee00deadbeef', name: 'Orbit Calendar', redirectUris: ['https://calendar.example.com/oauth'] };

  it('reads OAUTH_CLIENTS with defaults for the optional fields', () => {
    expect(loadOAuthClients({ OAUTH_CLIENTS: JSON.stringify([valid]) })).toEqual([
      { clientId: valid.id, name: valid.name, imageUri: '', redirectUris: valid.redirectUris, trusted: false },
    ]);
  });

  it('reads the sign-out and event settings: post-logout redirect URIs, the back-channel logout URI and the security event URI', () => {
    const logout = {
      ...valid,
      postLogoutRedirectUris: ['https://a.example.com/signed-out'],
      backchannelLogoutUri: 'https://a.example.com/backchannel-logout',
      backchannelLogoutSessionRequired: true,
      securityEventUri: 'https://a.example.com/security-events',
    };
    expect(loadOAuthClients({ OAUTH_CLIENTS: JSON.stringify([logout]) })).toEqual([
      {
        clientId: valid.id,
        name: valid.name,
        imageUri: '',
        redirectUris: valid.redirectUris,
        trusted: false,
        postLogoutRedirectUris: logout.postLogoutRedirectUris,
        backchannelLogoutUri: logout.backchannelLogoutUri,
        backchannelLogoutSessionRequired: true,
        securityEventUri: logout.securityEventUri,
      },
    ]);
  });

  it('registers nothing when neither variable is set', () => {
    expect(loadOAuthClients({})).toEqual([]);
  });

  it.each([
    ['not JSON', '[{'],
    ['not an array', JSON.stringify(valid)],
    ['an upper-case id', JSON.stringify([{ ...valid, id: 'C0FFEE00DEADBEEF' }])],
    ['an empty name', JSON.stringify([{ ...valid, name: '  ' }])],
    ['no redirect URI', JSON.stringify([{ ...valid, redirectUris: [] }])],
    ['a redirect URI that is not http(s)', JSON.stringify([{ ...valid, redirectUris: ['javascript:alert(1)'] }])],
    ['a redirect URI with a comma', JSON.stringify([{ ...valid, redirectUris: ['https://a.example.com/?x=1,2'] }])],
    ['an image URI that is not a URL', JSON.stringify([{ ...valid, imageUri: 'logo.png' }])],
    ['trusted as a string', JSON.stringify([{ ...valid, trusted: 'yes' }])],
    ['an unknown field', JSON.stringify([{ ...valid, secret: 'x' }])],
    ['a post-logout redirect URI that is not http(s)', JSON.stringify([{ ...valid, postLogoutRedirectUris: ['javascript:alert(1)'] }])],
    ['a back-channel logout URI with a fragment', JSON.stringify([{ ...valid, backchannelLogoutUri: 'https://a.example.com/logout#x' }])],
    ['a security event URI that is not http(s)', JSON.stringify([{ ...valid, securityEventUri: 'ftp://a.example.com/events' }])],
    ['backchannelLogoutSessionRequired as a string', JSON.stringify([{ ...valid, backchannelLogoutSessionRequired: 'yes' }])],
    ['the same id twice', JSON.stringify([valid, valid])],
  ])('refuses a list with %s', (_rule, text) => {
    expect(() => loadOAuthClients({ OAUTH_CLIENTS: text })).toThrow();
  });

  it('names a file that cannot be read', () => {
    expect(() => loadOAuthClients({ OAUTH_CLIENTS_FILE: path.join(folder, 'missing.json') })).toThrow(/OAUTH_CLIENTS_FILE/);
  });
});
