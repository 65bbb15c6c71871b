// What the connected-services page says about each client: a name a person
// recognises ('Firefox on Windows', an app's name), its kind of device, where
// it was last seen when that is known, and how long ago it was last active,
// in the locale the app shows. Pure.
import { deviceName } from '../../../lib/device';

/** One device, browser or app signed in to the account, as the server lists it. */
export interface ConnectedClient {
  clientId?: string | null;
  isCurrentSession: boolean;
  deviceType?: string | null;
  deviceId?: string | null;
  name?: string | null;
  os?: string | null;
  lastAccessTime?: number | null;
  location?: { city?: string | null; country?: string | null; state?: string | null; stateCode?: string | null } | null;
  sessionTokenId?: string | null;
  refreshTokenId?: string | null;
}

/** Why a client is being signed out; a lost device or unknown activity suggests changing the password. */
export type DisconnectReason = 'none' | 'lost' | 'suspicious';

export const DISCONNECT_REASONS: readonly DisconnectReason[] = ['none', 'lost', 'suspicious'];

/** Whether signing a client out for `reason` should be followed by the advice to change the password. */
export function suggestsPasswordChange(reason: DisconnectReason): boolean {
  return reason !== 'none';
}

/** A key unique within the list. */
export function clientKey(client: ConnectedClient): string {
  return client.deviceId ?? client.sessionTokenId ?? client.refreshTokenId ?? client.clientId ?? 'unknown';
}

/** What names the client to the server when it is signed out. */
export function disconnectTarget(client: ConnectedClient): { deviceId?: string; sessionTokenId?: string; refreshTokenId?: string; clientId?: string } {
  if (client.deviceId) return { deviceId: client.deviceId };
  if (client.sessionTokenId) return { sessionTokenId: client.sessionTokenId };
  return {
    ...(client.clientId ? { clientId: client.clientId } : {}),
    ...(client.refreshTokenId ? { refreshTokenId: client.refreshTokenId } : {}),
  };
}

/** An app known by its OAuth tokens rather than a signed-in browser. */
export function isApp(client: ConnectedClient): boolean {
  return Boolean(client.clientId) && !client.sessionTokenId;
}

type Translate = (id: string, args?: Record<string, string | number>) => string;

/** The name the list shows: an app's own name, a browser named by the product's one rule ('Chrome on Android'). */
export function clientName(client: ConnectedClient, t: Translate): string {
  if (isApp(client)) return client.name || t('settings-clients-unknown-app');
  return deviceName({ browser: client.name, os: client.os }, t);
}

const DEVICE_TYPES = ['desktop', 'mobile', 'tablet', 'tv'] as const;

/** Fluent id of the client's kind ('Computer', 'Phone', 'App'…); undefined when unknown. */
export function clientTypeMessage(client: ConnectedClient): string | undefined {
  if (isApp(client)) return 'settings-clients-type-app';
  const type = client.deviceType as (typeof DEVICE_TYPES)[number] | undefined | null;
  return type && DEVICE_TYPES.includes(type) ? `settings-clients-type-${type}` : undefined;
}

/** Where the client was last seen ('Berlin, Germany'); undefined when nothing is known. */
export function clientPlace(client: ConnectedClient): string | undefined {
  const location = client.location;
  if (!location) return undefined;
  const parts = [location.city, location.stateCode ?? location.state, location.country].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(', ') : undefined;
}

export { absoluteTime, relativeTime } from '../times';

/** The current device first, then the most recently active. */
export function listOrder(clients: readonly ConnectedClient[]): ConnectedClient[] {
  return [...clients].sort((a, b) => Number(b.isCurrentSession) - Number(a.isCurrentSession) || (b.lastAccessTime ?? 0) - (a.lastAccessTime ?? 0));
}
