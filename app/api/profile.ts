// The profile REST client (openapi/profile.yaml). Its calls carry an OAuth
// access token rather than the session token.
import type { Client } from 'openapi-fetch';
import type { paths } from '../../generated/openapi/profile';
import { createRestClient } from './restClient';
import type { Transport } from './transport';

export type ProfilePaths = paths;

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
