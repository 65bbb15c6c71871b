// Loads everything the Account type serves for one account, in one query.
import type { Account, AttachedClient } from '../../generated/resolvers';
import type { Services } from '../request/services';
import { accountAvatar } from '../profile/account-avatar';
import { NO_PLACE } from '../sessions/places';
import type { Place } from '../sessions/places';
import type { SessionRecord } from '../sessions/session-service';
import { describeUserAgent } from '../sessions/user-agent';

/** Where an address was, in the request's language (nothing without a source of places). */
type PlaceOf = (address: string | null) => Place;

/** A signed-in browser or app: named after its browser, with its system and kind read from its user agent. */
function attachedClient(session: SessionEntry, current: SessionRecord, placeOf: PlaceOf): AttachedClient {
  const device = describeUserAgent(session.userAgent);
  // The session reading the list is used now, from where it asks: its stored access may be a minute behind.
  const seen = session.id === current.id ? { lastAccess: current.lastAccess, lastAddress: current.lastAddress } : session;
  return {
    clientId: null,
    isCurrentSession: session.id === current.id,
    userAgent: session.userAgent,
    deviceType: device.deviceType,
    deviceId: session.deviceId,
    name: device.browser,
    lastAccessTime: seen.lastAccess,
    lastAccessTimeFormatted: null,
    approximateLastAccessTime: seen.lastAccess,
    approximateLastAccessTimeFormatted: null,
    location: { ...placeOf(seen.lastAddress) },
    os: device.os,
    sessionTokenId: session.id,
    refreshTokenId: null,
  };
}

/** A relying party holding tokens: one entry per live refresh token, one per client holding access tokens only. */
function oauthClient(client: OAuthEntry, placeOf: PlaceOf): AttachedClient {
  return {
    clientId: client.clientId,
    isCurrentSession: false,
    userAgent: '',
    deviceType: null,
    deviceId: null,
    name: client.name,
    lastAccessTime: client.lastAccess,
    lastAccessTimeFormatted: null,
    approximateLastAccessTime: client.lastAccess,
    approximateLastAccessTimeFormatted: null,
    location: { ...(client.lastAddress ? placeOf(client.lastAddress) : NO_PLACE) },
    os: null,
    sessionTokenId: null,
    refreshTokenId: client.refreshTokenId,
  };
}

interface SessionEntry {
  id: string;
  deviceId: string;
  userAgent: string;
  lastAccess: number;
  lastAddress: string | null;
}

interface OAuthEntry {
  clientId: string;
  name: string;
  refreshTokenId: string | null;
  lastAccess: number;
  lastAddress: string | null;
}

/** One row of the account read: the account and, as JSON arrays, its lists. */
interface AccountDataRow {
  uid: string;
  email: string;
  display_name: string | null;
  created_at: number;
  password_created_at: number;
  metrics_enabled: boolean;
  avatar_id: string | null;
  emails: { email: string; isPrimary: boolean; verified: boolean }[];
  sessions: SessionEntry[];
  events: { name: string; createdAt: number; verified: boolean; browser: string | null; os: string | null; deviceType: string | null }[];
  totp_exists: boolean;
  totp_verified: boolean | null;
  backup_count: number;
  phone_number: string | null;
  national_format: string | null;
  phone_verified: boolean | null;
  recovery_key_enabled: boolean | null;
  oauth_clients: OAuthEntry[];
  linked_accounts: { providerId: number; authAt: number }[];
  subscriptions: { created: number; productName: string }[];
}

/** How many security events the settings page lists, newest first. */
const SECURITY_EVENT_LIMIT = 50;

/**
 * Everything the Account type serves, in one statement: each query costs a
 * round trip (on the embedded database, a pass through its single
 * connection), and the lists and second factors hang off one uid. Lists come
 * back as JSON arrays in the order the page shows them; the second factors
 * are one row per account at most (backup codes are counted).
 */
const ACCOUNT_DATA_SQL = `
  SELECT a.uid, a.email, a.display_name, a.created_at, a.password_created_at, a.metrics_enabled,
         (SELECT id FROM avatars WHERE uid = a.uid) AS avatar_id,
         COALESCE((SELECT json_agg(json_build_object('email', e.email, 'isPrimary', e.is_primary, 'verified', e.verified)
                                   ORDER BY e.is_primary DESC, e.id ASC)
                     FROM emails e WHERE e.uid = a.uid), '[]'::json) AS emails,
         COALESCE((SELECT json_agg(json_build_object('id', s.id, 'deviceId', s.device_id, 'userAgent', s.user_agent,
                                                     'lastAccess', s.last_access, 'lastAddress', s.last_address)
                                   ORDER BY s.last_access DESC)
                     FROM sessions s WHERE s.uid = a.uid), '[]'::json) AS sessions,
         COALESCE((SELECT json_agg(json_build_object('name', ev.name, 'createdAt', ev.created_at, 'verified', ev.verified,
                                                     'browser', ev.browser, 'os', ev.os, 'deviceType', ev.device_type)
                                   ORDER BY ev.created_at DESC, ev.id DESC)
                     FROM (SELECT id, name, created_at, verified, browser, os, device_type FROM security_events
                            WHERE uid = a.uid ORDER BY created_at DESC, id DESC LIMIT $2) ev), '[]'::json) AS events,
         EXISTS (SELECT 1 FROM totp WHERE uid = a.uid) AS totp_exists,
         (SELECT verified FROM totp WHERE uid = a.uid) AS totp_verified,
         (SELECT count(*)::int FROM backup_codes WHERE uid = a.uid AND used_at IS NULL) AS backup_count,
         p.phone_number, p.national_format, p.verified AS phone_verified,
         (SELECT enabled FROM recovery_keys WHERE uid = a.uid) AS recovery_key_enabled,
         COALESCE((SELECT json_agg(json_build_object('clientId', t.client_id, 'name', t.name,
                                                     'refreshTokenId', t.refresh_token_id, 'lastAccess', t.last_access,
                                                     'lastAddress', t.last_address)
                                   ORDER BY t.last_access DESC)
                     FROM (SELECT r.client_id, c.name, r.id AS refresh_token_id, r.last_used_at AS last_access, r.last_address
                             FROM oauth_refresh_tokens r
                             JOIN oauth_token_families f ON f.id = r.family_id
                             JOIN oauth_clients c ON c.client_id = r.client_id
                            WHERE r.uid = a.uid AND r.spent_at IS NULL AND f.revoked_at IS NULL
                           UNION ALL
                           SELECT x.client_id, c.name, NULL, max(x.created_at), NULL
                             FROM oauth_access_tokens x
                             JOIN oauth_token_families f ON f.id = x.family_id
                             JOIN oauth_clients c ON c.client_id = x.client_id
                            WHERE x.uid = a.uid AND x.expires_at > $3 AND f.revoked_at IS NULL
                              AND NOT EXISTS (SELECT 1 FROM oauth_refresh_tokens r WHERE r.family_id = f.id)
                            GROUP BY x.client_id, c.name) t), '[]'::json) AS oauth_clients,
         COALESCE((SELECT json_agg(json_build_object('providerId', l.provider_id, 'authAt', l.auth_at) ORDER BY l.provider_id)
                     FROM linked_accounts l WHERE l.uid = a.uid), '[]'::json) AS linked_accounts,
         COALESCE((SELECT json_agg(json_build_object('created', sub.created_at, 'productName', COALESCE(pr.name, sub.product_id))
                                   ORDER BY sub.created_at, sub.product_id)
                     FROM subscriptions sub LEFT JOIN products pr ON pr.id = sub.product_id
                    WHERE sub.uid = a.uid), '[]'::json) AS subscriptions
    FROM accounts a
    LEFT JOIN recovery_phones p ON p.uid = a.uid
   WHERE a.uid = $1`;

export async function loadAccount(
  services: Services,
  session: SessionRecord,
  origin: string,
  locale = 'en',
): Promise<Account | null> {
  const rows = await services.db.query<AccountDataRow>(ACCOUNT_DATA_SQL, [session.uid, SECURITY_EVENT_LIMIT, services.now()]);
  const row = rows[0];
  if (!row) return null;
  const placeOf: PlaceOf = (address) => services.places.of(address, locale);
  const backupCount = row.backup_count;
  const phoneReady = row.phone_verified === true;
  return {
    uid: row.uid,
    displayName: row.display_name,
    avatar: (({ id, url }) => ({ id, url }))(accountAvatar(row.avatar_id, origin, row.display_name, row.email)),
    accountCreated: row.created_at,
    passwordCreated: row.password_created_at,
    recoveryKey: { exists: row.recovery_key_enabled === true, estimatedSyncDeviceCount: null },
    metricsEnabled: row.metrics_enabled,
    emails: row.emails,
    attachedClients: [...row.sessions.map((s) => attachedClient(s, session, placeOf)), ...row.oauth_clients.map((c) => oauthClient(c, placeOf))],
    totp: { exists: row.totp_exists, verified: row.totp_verified === true },
    backupCodes: { hasBackupCodes: backupCount > 0, count: backupCount },
    recoveryPhone: {
      exists: phoneReady,
      phoneNumber: phoneReady ? row.phone_number : null,
      nationalFormat: phoneReady ? row.national_format : null,
      available: phoneReady,
    },
    subscriptions: row.subscriptions.map(({ created, productName }) => ({ created: Number(created), productName })),
    linkedAccounts: row.linked_accounts.map((link) => ({ providerId: Number(link.providerId), authAt: Number(link.authAt), enabled: true })),
    securityEvents: row.events,
  };
}
