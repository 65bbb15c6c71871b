// Security-relevant events of an account, shown newest first in settings,
// each with the device behind it when the request that caused it said
// (the server's one user-agent parser reads it; the string is not kept).
import type { Queryable } from '../db/database';
import { describeUserAgent } from '../sessions/user-agent';
import type { DeviceDescription } from '../sessions/user-agent';

/** Event names, as the settings page shows them. */
export const SECURITY_EVENTS = {
  accountCreated: 'account.create',
  accountVerified: 'account.verify',
  signIn: 'account.login',
  sessionVerified: 'session.verify',
  passwordChanged: 'account.password_changed',
  passwordCreated: 'account.password_added',
  passwordReset: 'account.password_reset',
  displayNameChanged: 'account.display_name_changed',
  signOut: 'session.destroy',
} as const;

export interface SecurityEventRecord extends DeviceDescription {
  readonly name: string;
  readonly createdAt: number;
  readonly verified: boolean;
}

/**
 * Records an event in `db` (the caller's transaction, so the event is stored
 * with the change it reports or not at all). `userAgent` is the user agent of
 * the request behind it, when there was one: only what the parser reads from
 * it is stored.
 */
export async function recordSecurityEvent(
  db: Queryable,
  event: { uid: string; name: string; verified?: boolean; at: number; userAgent?: string | undefined },
): Promise<void> {
  const device = describeUserAgent(event.userAgent ?? '');
  await db.query(
    'INSERT INTO security_events (uid, name, verified, created_at, browser, os, device_type) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    [event.uid, event.name, event.verified ?? true, event.at, device.browser, device.os, device.deviceType],
  );
}

export async function listSecurityEvents(db: Queryable, uid: string, limit = 50): Promise<SecurityEventRecord[]> {
  const rows = await db.query<{ name: string; created_at: number; verified: boolean; browser: string | null; os: string | null; device_type: string | null }>(
    `SELECT name, created_at, verified, browser, os, device_type FROM security_events
      WHERE uid = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
    [uid, limit],
  );
  return rows.map((row) => ({
    name: row.name,
    createdAt: row.created_at,
    verified: row.verified,
    browser: row.browser,
    os: row.os,
    deviceType: row.device_type,
  }));
}
