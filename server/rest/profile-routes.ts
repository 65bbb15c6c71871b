// The profile API of openapi/profile.yaml: the profile a relying party's
// token may read, the account's avatar upload and removal with a
// `profile:write` token (the settings pages ask for one with their session,
// SPEC §6, §7.3), and the images: default letter avatars under /v1/avatar/
// and uploaded ones under /user-content/avatars/.
import type { Context, Hono } from 'hono';
import type { operations } from '../../generated/openapi/profile';
import { requestSchemas as schemas } from '../../generated/openapi/profile.requests';
import { appError } from '../errors';
import { PROFILE_SCOPES, hasScope, parseScope } from '../oauth/scopes';
import { accountAvatar, uploadedAvatarUrl } from '../profile/account-avatar';
import { isAvatarContentType, unknownAvatar } from '../profile/avatars';
import { defaultAvatarSvg } from '../profile/default-avatar';
import { statusError } from '../profile/errors';
import type { Services } from '../request/services';
import { bearerToken } from '../request/bearer';
import { schemaProblem } from './validate';

type Profile = operations['getProfile']['responses'][200]['content']['application/json'];
type Avatar = operations['uploadAvatar']['responses'][201]['content']['application/json'];

function honoPath(path: string): string {
  return path.replace(/\{([^}]+)\}/g, ':$1');
}

/** The uid and scopes of the request's OAuth access token; 401 errno 110 without a live one. */
async function accessOf(c: Context, services: Services): Promise<{ uid: string; scopes: string[] }> {
  const bearer = bearerToken(c);
  if (!bearer) throw appError('INVALID_TOKEN', { message: 'Invalid authentication token' });
  try {
    const token = await services.oauthTokens.accessToken(bearer);
    return { uid: token.uid, scopes: parseScope(token.scope) };
  } catch {
    throw appError('INVALID_TOKEN', { message: 'Invalid authentication token' });
  }
}

function requireWrite(scopes: readonly string[]): void {
  if (!scopes.includes('profile:write')) throw statusError('INVALID_TOKEN', 403, 'The token lacks the profile:write scope');
}

/** The path parameters, checked against the contract (400, errno 107). */
function paramsOf<K extends 'deleteAvatar' | 'getDefaultAvatar' | 'getUploadedAvatar'>(c: Context, operation: K): { id: string } {
  const params = { id: c.req.param('id') ?? '' };
  const problem = schemaProblem(params, schemas[operation].params);
  if (problem !== undefined) throw appError('INVALID_PARAMETER', { message: `Invalid parameter in path: ${problem}` });
  return params;
}

export function registerProfileRoutes(app: Hono, services: Services): void {
  const { avatars } = services;
  const noStore = (c: Context) => c.header('Cache-Control', 'no-store');

  app.get(schemas.getProfile.path, async (c) => {
    const { uid, scopes } = await accessOf(c, services);
    const wants = (scope: string) => hasScope(scopes, scope);
    const whole = scopes.includes('profile');
    if (!whole && !PROFILE_SCOPES.some(wants)) throw statusError('INVALID_TOKEN', 403, 'The token has no profile scope');
    const account = await services.accounts.byUid(uid);
    if (!account) throw appError('INVALID_TOKEN', { message: 'Invalid authentication token' });
    const origin = new URL(c.req.url).origin;
    const profile: Profile = {};
    if (wants('profile:uid')) profile.uid = account.uid;
    if (wants('profile:email')) profile.email = account.email;
    if (wants('profile:display_name')) profile.displayName = account.displayName;
    if (wants('profile:avatar')) {
      const avatar = accountAvatar((await avatars.current(uid))?.id, origin, account.displayName, account.email);
      if (avatar.url !== null) profile.avatar = avatar.url;
      profile.avatarDefault = avatar.isDefault;
    }
    if (whole) {
      const twoStep = (await services.secondFactor.totpStatus(uid)).verified;
      profile.locale = account.locale;
      profile.amrValues = twoStep ? ['pwd', 'otp'] : ['pwd'];
      profile.twoFactorAuthentication = twoStep;
      profile.metricsEnabled = account.metricsEnabled;
    }
    noStore(c);
    return c.json(profile, 200);
  });

  app.post(schemas.uploadAvatar.path, async (c) => {
    const { uid, scopes } = await accessOf(c, services);
    requireWrite(scopes);
    const contentType = (c.req.header('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (!isAvatarContentType(contentType)) {
      throw statusError('INVALID_PARAMETER', 415, 'Content-Type must be image/png, image/jpeg, image/webp or image/gif');
    }
    if (c.req.header('Content-Length') === undefined) throw appError('MISSING_CONTENT_LENGTH_HEADER');
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    if (bytes.byteLength === 0) throw appError('INVALID_PARAMETER', { message: 'Invalid parameter in request body: the body is empty' });
    const stored = await avatars.upload(uid, bytes, contentType, services.strings.negotiate(c.req.header('Accept-Language')));
    const body: Avatar = { id: stored.id, url: uploadedAvatarUrl(new URL(c.req.url).origin, stored.id) };
    noStore(c);
    return c.json(body, 201);
  });

  app.get(honoPath(schemas.getDefaultAvatar.path), (c) => {
    const { id } = paramsOf(c, 'getDefaultAvatar');
    return c.body(defaultAvatarSvg(id), 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  });

  app.delete(honoPath(schemas.deleteAvatar.path), async (c) => {
    const { uid, scopes } = await accessOf(c, services);
    requireWrite(scopes);
    const { id } = paramsOf(c, 'deleteAvatar');
    if (!(await avatars.remove(uid, id))) throw unknownAvatar();
    noStore(c);
    return c.json({}, 200);
  });

  app.get(honoPath(schemas.getUploadedAvatar.path), async (c) => {
    const { id } = paramsOf(c, 'getUploadedAvatar');
    const avatar = await avatars.read(id);
    if (!avatar) throw unknownAvatar();
    return c.body(new Uint8Array(avatar.bytes), 200, {
      'Content-Type': avatar.contentType,
      'Content-Length': String(avatar.bytes.byteLength),
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  });
}
