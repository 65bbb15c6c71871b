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
  const [account, emails, sessions, events, totp, backup, phone, recoveryKey] = await Promise.all([
    services.accounts.byUid(uid),
    services.accounts.emails(uid),
    services.sessions.listForAccount(db, uid),
    listSecurityEvents(db, uid),
    db.query<{ verified: boolean }>('SELECT verified FROM totp WHERE uid = $1', [uid]),
    db.query<{ count: number }>('SELECT count(*)::int AS count FROM backup_codes WHERE uid = $1 AND used_at IS NULL', [uid]),
    db.query<{ phone_number: string; national_format: string; verified: boolean }>(
      'SELECT phone_number, national_format, verified FROM recovery_phones WHERE uid = $1',
      [uid],
    ),
    db.query<{ enabled: boolean }>('SELECT enabled FROM recovery_keys WHERE uid = $1', [uid]),
  ]);
  if (!account) return null;
  const backupCount = backup[0]?.count ?? 0;
  const phoneRow = phone[0];
  const phoneReady = phoneRow?.verified === true;
  return {
    uid: account.uid,
    displayName: account.displayName,
    avatar: defaultAvatar(origin, account.displayName, account.email),
    accountCreated: account.createdAt,
    passwordCreated: account.passwordCreatedAt,
    recoveryKey: { exists: recoveryKey[0]?.enabled === true, estimatedSyncDeviceCount: null },
    metricsEnabled: account.metricsEnabled,
    emails,
    attachedClients: sessions.map((s) => attachedClient(s, session)),
    totp: { exists: totp.length > 0, verified: totp[0]?.verified === true },
    backupCodes: { hasBackupCodes: backupCount > 0, count: backupCount },
    recoveryPhone: {
      exists: phoneReady,
      phoneNumber: phoneReady ? phoneRow.phone_number : null,
      nationalFormat: phoneReady ? phoneRow.national_format : null,
      available: phoneReady,
    },
    subscriptions: [],
    linkedAccounts: [],
    securityEvents: events.map((event) => ({ name: event.name, createdAt: event.createdAt, verified: event.verified })),
  };
}
