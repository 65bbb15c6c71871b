// The profile REST client (openapi/profile.yaml). Its calls carry an OAuth
// access token rather than the session token: the settings pages get one for
// their session (SPEC §6, §7.3: scope 'profile:write clients:write', 300 s)
// right before they change the avatar.
import type { Client } from 'openapi-fetch';
import { AUTH_ERRORS } from '../../generated/errors';
import type { components, paths } from '../../generated/openapi/profile';
import type { AuthPaths } from './auth/operations';
import { AuthClientError, OAuthClientError } from './errors';
import { createRestClient, requiredData } from './restClient';
import type { Transport } from './transport';

export type ProfilePaths = paths;
export type UploadedAvatar = components['schemas']['Avatar'];

/** What the settings pages ask for to change the avatar (SPEC §6). */
export const AVATAR_TOKEN_SCOPE = 'profile:write clients:write';
/** Lifetime of that token in seconds (SPEC §9). */
export const AVATAR_TOKEN_TTL_SECONDS = 300;

export interface ProfileClientOptions {
  /** Profile server origin (config servers.profile.url). */
  baseUrl: string;
  /** The OAuth access token to send. */
  getAccessToken: () => string | undefined;
  transport?: Transport;
  timeoutMs?: number;
}

export function createProfileClient(options: ProfileClientOptions): Client<ProfilePaths> {
  return createRestClient<ProfilePaths>({
    baseUrl: options.baseUrl,
    getSessionToken: options.getAccessToken,
    transport: options.transport,
    timeoutMs: options.timeoutMs,
  });
}

export interface ProfileApi {
  /** Stores an image (already cropped and exported) as the account's avatar. */
  uploadAvatar(image: Blob): Promise<UploadedAvatar>;
}

export function createProfileApi(options: { auth: Client<AuthPaths>; profile: Client<ProfilePaths>; clientId: string }): ProfileApi {
  const accessToken = async (): Promise<string> => {
    try {
      const { data, response } = await options.auth.POST('/v1/oauth/token', {
        body: { grant_type: 'session_token', client_id: options.clientId, scope: AVATAR_TOKEN_SCOPE, ttl: AVATAR_TOKEN_TTL_SECONDS },
      });
      return requiredData(data, response.status).access_token;
    } catch (error) {
      // The session itself was refused: the same as any other call with an ended session.
      if (error instanceof OAuthClientError && error.status === 401) {
        throw new AuthClientError('server', AUTH_ERRORS.INVALID_TOKEN.errno, { status: 401 });
      }
      throw error;
    }
  };
  return {
    async uploadAvatar(image) {
      const token = await accessToken();
      const { data, response } = await options.profile.POST('/v1/avatar/upload', {
        params: { header: { 'Content-Length': image.size } },
        body: image as never,
        bodySerializer: (body: unknown) => body as Blob,
        headers: { 'Content-Type': image.type || 'image/jpeg', Authorization: `Bearer ${token}` },
      });
      return requiredData(data, response.status);
    },
  };
}
