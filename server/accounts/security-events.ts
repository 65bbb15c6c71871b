// Security-relevant events of an account, shown newest first in settings.
import type { Queryable } from '../db/database';

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

export interface SecurityEventRecord {
  readonly name: string;
  readonly createdAt: number;
  readonly verified: boolean;
}

export async function recordSecurityEvent(
  db: Queryable,
  event: { uid: string; name: string; verified?: boolean; at: number },
): Promise<void> {
  await db.query('INSERT INTO security_events (uid, name, verified, created_at) VALUES ($1, $2, $3, $4)', [
    event.uid,
    event.name,
    event.verified ?? true,
    event.at,
  ]);
}

export async function listSecurityEvents(db: Queryable, uid: string, limit = 50): Promise<SecurityEventRecord[]> {
  const rows = await db.query<{ name: string; created_at: number; verified: boolean }>(
    'SELECT name, created_at, verified FROM security_events WHERE uid = $1 ORDER BY created_at DESC, id DESC LIMIT $2',
    [uid, limit],
  );
  return rows.map((row) => ({ name: row.name, createdAt: row.created_at, verified: row.verified }));
}
