// Reading and changing what an account is: its record and addresses, which
// key-stretch versions it has, its display name and metrics choice. The use
// cases that create accounts and sessions are in sign-up.ts and sign-in.ts.
import { appError } from '../errors';
import type { AccountDeps } from './deps';
import { accountRow, normalizeEmail, toRecord } from './records';
import type { AccountRecord, AccountRow, EmailRecord } from './records';
import { SECURITY_EVENTS, recordSecurityEvent } from './security-events';

export interface CredentialsStatus {
  readonly currentVersion: 'v1' | 'v2';
  readonly upgradeNeeded: boolean;
  readonly clientSalt?: string;
}

export class AccountService {
  constructor(private readonly deps: Pick<AccountDeps, 'db' | 'now'>) {}

  async byUid(uid: string): Promise<AccountRecord | undefined> {
    const row = await accountRow(this.deps.db, 'uid', uid);
    return row ? toRecord(row) : undefined;
  }

  async byEmail(email: string): Promise<AccountRecord | undefined> {
    const row = await accountRow(this.deps.db, 'normalized_email', normalizeEmail(email));
    return row ? toRecord(row) : undefined;
  }

  async emails(uid: string): Promise<EmailRecord[]> {
    const rows = await this.deps.db.query<{ email: string; is_primary: boolean; verified: boolean }>(
      'SELECT email, is_primary, verified FROM emails WHERE uid = $1 ORDER BY is_primary DESC, id ASC',
      [uid],
    );
    return rows.map((row) => ({ email: row.email, isPrimary: row.is_primary, verified: row.verified }));
  }

  /** Whether an account holds an address; another account's unconfirmed secondary address leaves it free. */
  async exists(email: string): Promise<boolean> {
    const rows = await this.deps.db.query('SELECT 1 FROM emails WHERE normalized_email = $1 AND (is_primary OR verified)', [normalizeEmail(email)]);
    return rows.length > 0;
  }

  /**
   * The key-stretch versions of the account whose primary address is `email`,
   * or which has it as a confirmed secondary address (sign-in then asks for
   * the primary one, errno 142).
   */
  async credentialsStatus(email: string): Promise<CredentialsStatus> {
    const rows = await this.deps.db.query<AccountRow>(
      `SELECT a.* FROM accounts a WHERE a.normalized_email = $1
       UNION ALL
       SELECT a.* FROM emails e JOIN accounts a ON a.uid = e.uid WHERE e.normalized_email = $1 AND e.verified AND NOT e.is_primary`,
      [normalizeEmail(email)],
    );
    const row = rows[0];
    if (!row) throw appError('UNKNOWN_ACCOUNT');
    if (row.verify_hash_v2 !== null && row.client_salt !== null) {
      return { currentVersion: 'v2', upgradeNeeded: false, clientSalt: row.client_salt };
    }
    return { currentVersion: 'v1', upgradeNeeded: true };
  }

  /** `userAgent`: the user agent of the session making the change, kept with its security event as the device that made it. */
  async setDisplayName(uid: string, displayName: string, userAgent?: string): Promise<void> {
    const now = this.deps.now();
    await this.deps.db.transaction(async (tx) => {
      await tx.query('UPDATE accounts SET display_name = $2, updated_at = $3 WHERE uid = $1', [uid, displayName, now]);
      await recordSecurityEvent(tx, { uid, name: SECURITY_EVENTS.displayNameChanged, at: now, userAgent });
    });
  }

  async setMetricsEnabled(uid: string, enabled: boolean): Promise<void> {
    await this.deps.db.query('UPDATE accounts SET metrics_enabled = $2, updated_at = $3 WHERE uid = $1', [uid, enabled, this.deps.now()]);
  }
}
