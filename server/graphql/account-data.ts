// Loads everything the Account type serves for one account, in parallel.
import type { Account, AttachedClient } from '../../generated/resolvers';
import { listSecurityEvents } from '../accounts/security-events';
import type { Services } from '../services';
import type { SessionRecord } from '../sessions/session-service';

/** The default avatar letter of SPEC §3.2. */
export function avatarLetter(displayName: string | null, email: string): string {
  const fromName = displayName && /[\p{L}\p{N}]/u.test(displayName) ? [...displayName][0] : undefined;
  return fromName ?? [...email][0] ?? '?';
}

function defaultAvatar(origin: string, displayName: string | null, email: string): Account['avatar'] {
  const letter = avatarLetter(displayName, email);
  if (!/^[\p{L}\p{N}]$/u.test(letter)) return { id: null, url: null };
  return { id: `default-${letter}`, url: `${origin}/v1/avatar/${encodeURIComponent(letter)}` };
}

function attachedClient(session: SessionRecord, current: SessionRecord): AttachedClient {
  return {
    clientId: null,
    isCurrentSession: session.id === current.id,
    userAgent: session.userAgent,
    deviceType: null,
    deviceId: null,
    name: null,
    lastAccessTime: session.lastAccess,
    lastAccessTimeFormatted: null,
    approximateLastAccessTime: session.lastAccess,
    approximateLastAccessTimeFormatted: null,
    location: { city: null, country: null, state: null, stateCode: null },
    os: null,
    sessionTokenId: session.id,
    refreshTokenId: null,
  };
}

export async function loadAccount(
  services: Services,
  session: SessionRecord,
  origin: string,
): Promise<Account | null> {
  const { db } = services;
  const uid = session.uid;
  const [account, emails, sessions, events, factors] = await Promise.all([
    services.accounts.byUid(uid),
    services.accounts.emails(uid),
    services.sessions.listForAccount(db, uid),
    listSecurityEvents(db, uid),
    // The second factors and the recovery key in one round trip: each table
    // holds at most one row per account (backup codes are counted).
    db.query<{
      totp_exists: boolean;
      totp_verified: boolean | null;
      backup_count: number;
      phone_number: string | null;
      national_format: string | null;
      phone_verified: boolean | null;
      recovery_key_enabled: boolean | null;
    }>(
      `SELECT EXISTS (SELECT 1 FROM totp WHERE uid = $1) AS totp_exists,
              (SELECT verified FROM totp WHERE uid = $1) AS totp_verified,
              (SELECT count(*)::int FROM backup_codes WHERE uid = $1 AND used_at IS NULL) AS backup_count,
              (SELECT phone_number FROM recovery_phones WHERE uid = $1) AS phone_number,
              (SELECT national_format FROM recovery_phones WHERE uid = $1) AS national_format,
              (SELECT verified FROM recovery_phones WHERE uid = $1) AS phone_verified,
              (SELECT enabled FROM recovery_keys WHERE uid = $1) AS recovery_key_enabled`,
      [uid],
    ),
  ]);
  if (!account) return null;
  const row = factors[0];
  const backupCount = row?.backup_count ?? 0;
  const phoneReady = row?.phone_verified === true;
  return {
    uid: account.uid,
    displayName: account.displayName,
    avatar: defaultAvatar(origin, account.displayName, account.email),
    accountCreated: account.createdAt,
    passwordCreated: account.passwordCreatedAt,
    recoveryKey: { exists: row?.recovery_key_enabled === true, estimatedSyncDeviceCount: null },
    metricsEnabled: account.metricsEnabled,
    emails,
    attachedClients: sessions.map((s) => attachedClient(s, session)),
    totp: { exists: row?.totp_exists === true, verified: row?.totp_verified === true },
    backupCodes: { hasBackupCodes: backupCount > 0, count: backupCount },
    recoveryPhone: {
      exists: phoneReady,
      phoneNumber: phoneReady ? (row.phone_number ?? null) : null,
      nationalFormat: phoneReady ? (row.national_format ?? null) : null,
      available: phoneReady,
    },
    subscriptions: [],
    linkedAccounts: [],
    securityEvents: events.map((event) => ({ name: event.name, createdAt: event.createdAt, verified: event.verified })),
  };
}
