// The avatar through the profile API (openapi/profile.yaml) on real image
// files: the settings pages' token, uploads checked from their bytes (a PNG
// and a JPEG stored and served back as they were; too small, too large, not
// an image, or not what they claim refused), the default letter avatars,
// removal by REST and GraphQL, the profile a token's scopes allow, and the
// upload limit decided once per upload under a burst.
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DeleteAvatarDocument, GetProfileInfoDocument } from '../../../generated/graphql';
import { DEV_RP_CLIENTS } from '../../../server/config/oauth-clients';
import { databases, useTestServer } from '../harness';
import type { TestServer } from '../harness';
import { signUpVerified } from '../api/flows';
import type { TestAccount } from '../api/flows';
import { TestClock } from '../second-factor/steps';
import { jpegImage, pngImage } from './images';
import { avatarToken, profileClient, upload } from './steps';

async function avatarOf(t: TestServer, account: TestAccount) {
  const result = await t.graphql(GetProfileInfoDocument, {}, account.sessionToken);
  expect(result.errors).toBeUndefined();
  return result.data!.account!.avatar;
}

async function get(url: string) {
  const response = await fetch(url);
  return { status: response.status, type: response.headers.get('Content-Type'), cache: response.headers.get('Cache-Control'), bytes: Buffer.from(await response.arrayBuffer()) };
}

/** A token of the example first-party relying party with other scopes than the settings pages'. */
async function relyingPartyToken(t: TestServer, account: TestAccount, scope: string): Promise<string> {
  const { data, error } = await t.rest(account.sessionToken).POST('/v1/oauth/token', {
    body: { grant_type: 'session_token', client_id: DEV_RP_CLIENTS.confidential.clientId, scope },
  });
  expect(error).toBeUndefined();
  return data!.access_token;
}

describe.each(databases)('the avatar on $name', (database) => {
  const avatarDir = mkdtempSync(path.join(tmpdir(), 'orbit-avatars-'));
  const clock = new TestClock();
  const t = useTestServer(database, { env: { AVATAR_DIR: avatarDir, RATE_AVATAR_UPLOAD_LIMIT: '50' }, now: clock.now });

  it('gives the settings pages a 300-second token with profile:write clients:write for their session', async () => {
    const account = await signUpVerified(t);
    const { data } = await t.rest(account.sessionToken).POST('/v1/oauth/token', {
      body: { grant_type: 'session_token', client_id: '5e77146500000001', scope: 'profile:write clients:write', ttl: 300 },
    });
    expect(data).toMatchObject({ scope: 'profile:write clients:write', expires_in: 300, token_type: 'bearer' });
    // The client may be granted nothing else.
    const wider = await t.rest(account.sessionToken).POST('/v1/oauth/token', {
      body: { grant_type: 'session_token', client_id: '5e77146500000001', scope: 'profile openid', ttl: 300 },
    });
    expect(wider.error).toMatchObject({ code: 400, errno: 114 });
  });

  it('stores a PNG, serves it back as it was with its type, and shows it as the account avatar', async () => {
    const account = await signUpVerified(t);
    const token = await avatarToken(t, account.sessionToken);
    const png = pngImage(100, 100);
    const { data, response } = await upload(t, token, png, 'image/png');
    expect(response.status).toBe(201);
    expect(data!.id).toMatch(/^[0-9a-f]{32}$/);
    expect(data!.url).toBe(`${t.server.url}/user-content/avatars/${data!.id}`);
    const served = await get(data!.url);
    expect(served).toMatchObject({ status: 200, type: 'image/png', cache: 'public, max-age=31536000, immutable' });
    expect(served.bytes.equals(png)).toBe(true);
    expect(await avatarOf(t, account)).toEqual({ id: data!.id, url: data!.url });
    expect(readdirSync(avatarDir)).toContain(data!.id);
  });

  it('replaces the avatar with a JPEG: the new one is served as image/jpeg and the old one is gone', async () => {
    const account = await signUpVerified(t);
    const token = await avatarToken(t, account.sessionToken);
    const first = await upload(t, token, pngImage(120, 120), 'image/png');
    const jpeg = jpegImage();
    const second = await upload(t, token, jpeg, 'image/jpeg; charset=binary');
    expect(second.response.status).toBe(201);
    const served = await get(second.data!.url);
    expect(served).toMatchObject({ status: 200, type: 'image/jpeg' });
    expect(served.bytes.equals(jpeg)).toBe(true);
    const old = await fetch(first.data!.url);
    expect(old.status).toBe(404);
    expect(await old.json()).toMatchObject({ code: 404, errno: 107 });
    expect(readdirSync(avatarDir)).not.toContain(first.data!.id);
    expect(await avatarOf(t, account)).toEqual({ id: second.data!.id, url: second.data!.url });
  });

  it.each([
    ['99×100', 99, 100],
    ['100×99', 100, 99],
    ['1×1', 1, 1],
  ])('refuses an image smaller than 100×100 (%s) with errno 107 and keeps nothing', async (_name, width, height) => {
    const account = await signUpVerified(t);
    const token = await avatarToken(t, account.sessionToken);
    const before = readdirSync(avatarDir).length;
    const { error, response } = await upload(t, token, pngImage(width, height), 'image/png');
    expect(response.status).toBe(400);
    expect(error).toMatchObject({ code: 400, errno: 107 });
    expect(readdirSync(avatarDir).length).toBe(before);
    expect((await avatarOf(t, account))!.id).toMatch(/^default-/);
  });

  it('refuses an image over 2097152 bytes with errno 113', async () => {
    const account = await signUpVerified(t);
    const token = await avatarToken(t, account.sessionToken);
    const large = pngImage(900, 900, { noise: true });
    expect(large.byteLength).toBeGreaterThan(2_097_152);
    const { error, response } = await upload(t, token, large, 'image/png');
    expect(response.status).toBe(413);
    expect(error).toMatchObject({ errno: 113 });
    expect((await avatarOf(t, account))!.id).toMatch(/^default-/);
    // A body of exactly the limit is read (and then judged as an image).
    const exact = Buffer.concat([pngImage(100, 100), Buffer.alloc(2_097_152 - pngImage(100, 100).byteLength)]);
    const atLimit = await upload(t, token, exact, 'image/png');
    expect(atLimit.response.status).toBe(201);
  });

  it('judges the bytes, not the declared type: text, a JPEG called a PNG and an SVG are refused', async () => {
    const account = await signUpVerified(t);
    const token = await avatarToken(t, account.sessionToken);
    const text = Buffer.from('This is not an image, only some words long enough to look like a file.');
    expect((await upload(t, token, text, 'image/png')).error).toMatchObject({ code: 400, errno: 107 });
    expect((await upload(t, token, jpegImage(), 'image/png')).error).toMatchObject({ code: 400, errno: 107 });
    expect((await upload(t, token, pngImage(100, 100), 'image/gif')).error).toMatchObject({ code: 400, errno: 107 });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><script>alert(1)</script></svg>');
    expect((await upload(t, token, svg, 'image/svg+xml')).error).toMatchObject({ code: 415, errno: 107 });
    expect((await upload(t, token, pngImage(100, 100), 'application/json')).error).toMatchObject({ code: 415, errno: 107 });
    expect((await avatarOf(t, account))!.id).toMatch(/^default-/);
  });

  it('needs a live access token with profile:write', async () => {
    const account = await signUpVerified(t);
    const png = pngImage(100, 100);
    expect((await upload(t, undefined, png, 'image/png')).error).toMatchObject({ code: 401, errno: 110 });
    // The session token itself is no access token.
    expect((await upload(t, account.sessionToken, png, 'image/png')).error).toMatchObject({ code: 401, errno: 110 });
    const reader = await relyingPartyToken(t, account, 'profile');
    expect((await upload(t, reader, png, 'image/png')).error).toMatchObject({ code: 403, errno: 110 });
    const token = await avatarToken(t, account.sessionToken);
    clock.advance(301_000);
    expect((await upload(t, token, png, 'image/png')).error).toMatchObject({ code: 401, errno: 110 });
  });

  it('serves the default letter avatar the account names, as SVG', async () => {
    const account = await signUpVerified(t);
    const avatar = await avatarOf(t, account);
    const letter = account.email[0]!;
    expect(avatar).toEqual({ id: `default-${letter}`, url: `${t.server.url}/v1/avatar/${letter}` });
    const served = await get(avatar!.url!);
    expect(served).toMatchObject({ status: 200, type: 'image/svg+xml; charset=utf-8', cache: 'public, max-age=31536000, immutable' });
    expect(served.bytes.toString('utf8')).toContain(`>${letter.toUpperCase()}</text>`);
    // Any script's letter or digit has one; anything else is a bad request.
    expect((await get(`${t.server.url}/v1/avatar/${encodeURIComponent('ש')}`)).status).toBe(200);
    expect((await get(`${t.server.url}/v1/avatar/7`)).status).toBe(200);
    const bad = await fetch(`${t.server.url}/v1/avatar/${encodeURIComponent('?')}`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ errno: 107 });
    expect((await fetch(`${t.server.url}/v1/avatar/ab`)).status).toBe(400);
  });

  it('names no avatar (null id and address) when the letter is no letter or digit', async () => {
    const account = await signUpVerified(t, { email: `_${Math.random().toString(16).slice(2, 10)}@example.com` });
    expect(await avatarOf(t, account)).toEqual({ id: null, url: null });
  });

  it('deletes an avatar by REST: the account falls back to its letter and the image is gone', async () => {
    const account = await signUpVerified(t);
    const other = await signUpVerified(t);
    const token = await avatarToken(t, account.sessionToken);
    const otherToken = await avatarToken(t, other.sessionToken);
    const mine = (await upload(t, token, pngImage(100, 100), 'image/png')).data!;
    const theirs = (await upload(t, otherToken, jpegImage(), 'image/jpeg')).data!;
    const api = profileClient(t, token);
    // Someone else's avatar is not this account's to delete.
    const refused = await api.DELETE('/v1/avatar/{id}', { params: { path: { id: theirs.id } } });
    expect(refused.error).toMatchObject({ code: 404, errno: 107 });
    expect((await get(theirs.url)).status).toBe(200);
    const reader = await relyingPartyToken(t, account, 'profile');
    expect((await profileClient(t, reader).DELETE('/v1/avatar/{id}', { params: { path: { id: mine.id } } })).error).toMatchObject({ code: 403, errno: 110 });
    const deleted = await api.DELETE('/v1/avatar/{id}', { params: { path: { id: mine.id } } });
    expect(deleted.response.status).toBe(200);
    expect(deleted.data).toEqual({});
    expect((await get(mine.url)).status).toBe(404);
    expect(readdirSync(avatarDir)).not.toContain(mine.id);
    expect((await avatarOf(t, account))!.id).toBe(`default-${account.email[0]}`);
    const again = await api.DELETE('/v1/avatar/{id}', { params: { path: { id: mine.id } } });
    expect(again.error).toMatchObject({ code: 404, errno: 107 });
  });

  it('deletes the uploaded file with the account, and leaves other accounts\' files', async () => {
    const account = await signUpVerified(t);
    const other = await signUpVerified(t);
    const mine = (await upload(t, await avatarToken(t, account.sessionToken), pngImage(100, 100), 'image/png')).data!;
    const theirs = (await upload(t, await avatarToken(t, other.sessionToken), jpegImage(), 'image/jpeg')).data!;
    expect(readdirSync(avatarDir)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    const destroyed = await t.rest(account.sessionToken).POST('/v1/account/destroy', {
      body: { email: account.email, authPW: account.credentials.authPWVersion2 },
    });
    expect(destroyed.response.status).toBe(200);
    expect(readdirSync(avatarDir)).not.toContain(mine.id);
    expect((await get(mine.url)).status).toBe(404);
    expect(readdirSync(avatarDir)).toContain(theirs.id);
    expect((await get(theirs.url)).status).toBe(200);
  });

  it('deletes an avatar with GraphQL deleteAvatar, only an uploaded one of the account', async () => {
    const account = await signUpVerified(t);
    const other = await signUpVerified(t);
    const theirs = (await upload(t, await avatarToken(t, other.sessionToken), pngImage(100, 100), 'image/png')).data!;
    const mine = (await upload(t, await avatarToken(t, account.sessionToken), pngImage(110, 110), 'image/png')).data!;
    for (const id of [theirs.id, `default-${account.email[0]}`, 'not an id']) {
      const refused = await t.graphql(DeleteAvatarDocument, { input: { id } }, account.sessionToken);
      expect(refused.errors?.[0]?.extensions?.errno).toBe(107);
    }
    const result = await t.graphql(DeleteAvatarDocument, { input: { id: mine.id, clientMutationId: 'm1' } }, account.sessionToken);
    expect(result.errors).toBeUndefined();
    expect(result.data!.deleteAvatar.clientMutationId).toBe('m1');
    expect((await avatarOf(t, account))!.id).toMatch(/^default-/);
    expect((await get(mine.url)).status).toBe(404);
    expect((await get(theirs.url)).status).toBe(200);
    const unauthenticated = await t.graphql(DeleteAvatarDocument, { input: { id: theirs.id } });
    expect(unauthenticated.errors?.[0]?.extensions?.errno).toBe(110);
  });

  it('tells a relying party the profile its scopes allow, with the avatar', async () => {
    const account = await signUpVerified(t);
    const whole = await profileClient(t, await relyingPartyToken(t, account, 'profile')).GET('/v1/profile');
    expect(whole.data).toEqual({
      uid: account.uid,
      email: account.email,
      displayName: null,
      avatar: `${t.server.url}/v1/avatar/${account.email[0]}`,
      avatarDefault: true,
      locale: expect.any(String),
      amrValues: ['pwd'],
      twoFactorAuthentication: false,
      metricsEnabled: true,
    });
    const mine = (await upload(t, await avatarToken(t, account.sessionToken), jpegImage(), 'image/jpeg')).data!;
    const avatarOnly = await profileClient(t, await relyingPartyToken(t, account, 'profile:avatar')).GET('/v1/profile');
    expect(avatarOnly.data).toEqual({ avatar: mine.url, avatarDefault: false });
    const emailOnly = await profileClient(t, await relyingPartyToken(t, account, 'profile:email')).GET('/v1/profile');
    expect(emailOnly.data).toEqual({ email: account.email });
    const none = await profileClient(t, await relyingPartyToken(t, account, 'openid')).GET('/v1/profile');
    expect(none.error).toMatchObject({ code: 403, errno: 110 });
    expect((await profileClient(t).GET('/v1/profile')).error).toMatchObject({ code: 401, errno: 110 });
  });
});

describe.each(databases)('the avatar upload limit on $name', (database) => {
  const avatarDir = mkdtempSync(path.join(tmpdir(), 'orbit-avatars-'));
  const t = useTestServer(database, { env: { AVATAR_DIR: avatarDir, RATE_AVATAR_UPLOAD_LIMIT: '3' } });

  it('lets a burst of uploads store no more than the limit, and leaves one avatar with its one file', async () => {
    const account = await signUpVerified(t);
    const token = await avatarToken(t, account.sessionToken);
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => upload(t, token, pngImage(100 + i, 100), 'image/png')));
    const stored = results.filter((r) => r.response.status === 201);
    const throttled = results.filter((r) => r.response.status === 429);
    expect(stored).toHaveLength(3);
    expect(throttled).toHaveLength(3);
    for (const r of throttled) {
      expect(r.error).toMatchObject({ errno: 114, retryAfter: expect.any(Number), retryAfterLocalized: expect.any(String) });
      expect(r.response.headers.get('Retry-After')).toBe(String(r.error!.retryAfter));
    }
    const current = await avatarOf(t, account);
    expect(stored.map((r) => r.data!.id)).toContain(current!.id);
    expect(readdirSync(avatarDir)).toEqual([current!.id]);
    const rows = await t.db.query<{ count: number }>('SELECT count(*)::int AS count FROM avatars WHERE uid = $1', [account.uid]);
    expect(rows[0]!.count).toBe(1);
  });
});
