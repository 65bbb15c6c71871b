// Shared steps of the profile suites: the settings pages' OAuth token for a
// session, and uploads through the generated profile client.
import createClient from 'openapi-fetch';
import { expect } from 'vitest';
import type { paths } from '../../../generated/openapi/profile';
import { SETTINGS_OAUTH_CLIENT_ID } from '../../../server/config/oauth-clients';
import type { TestServer } from '../harness';

/** The token the settings pages get with their session to change the avatar (SPEC §6: profile:write clients:write, 300 s). */
export async function avatarToken(t: TestServer, sessionToken: string, scope = 'profile:write clients:write'): Promise<string> {
  const { data, error } = await t.rest(sessionToken).POST('/v1/oauth/token', {
    body: { grant_type: 'session_token', client_id: SETTINGS_OAUTH_CLIENT_ID, scope, ttl: 300 },
  });
  expect(error).toBeUndefined();
  return data!.access_token;
}

/** The generated profile client, with an access token. */
export function profileClient(t: TestServer, token?: string) {
  return createClient<paths>({ baseUrl: t.server.url, ...(token ? { headers: { Authorization: `Bearer ${token}` } } : {}) });
}

/** Uploads raw bytes as the avatar, declared as `contentType`. */
export function upload(t: TestServer, token: string | undefined, bytes: Uint8Array, contentType: string) {
  return profileClient(t, token).POST('/v1/avatar/upload', {
    params: { header: { 'Content-Length': bytes.byteLength } },
    body: bytes as never,
    bodySerializer: (body: unknown) => body as BodyInit,
    headers: { 'Content-Type': contentType },
  });
}
