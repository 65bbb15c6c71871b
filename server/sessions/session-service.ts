// Sessions: a session token is 32 random bytes (hex) given to the client once;
// the database keeps only its SHA-256, which is also the session's id.
import { WITHOUT_FLUSH } from '../db/database';
import type { Database, Queryable } from '../db/database';
import { readRoutingOf } from '../db/read-routing';
import { randomHex, sha256Hex } from '../crypto/tokens';
import { NO_PLACES } from './places';
import type { Places } from './places';

export type VerificationMethod = 'email-otp' | 'totp-2fa';
export type VerificationReason = 'signup' | 'login';

export interface SessionRecord {
  /** SHA-256 of the token, hex. */
  readonly id: string;
  readonly uid: string;
  readonly verified: boolean;
  readonly verificationMethod: VerificationMethod | null;
  readonly verificationReason: VerificationReason | null;
  /** How the session was confirmed; null while it is not (or when created confirmed). */
  readonly verifiedMethod: string | null;
  readonly createdAt: number;
  readonly lastAccess: number;
  readonly userAgent: string;
  /** The client address the session was last used from; null until one is seen. */
  readonly lastAddress: string | null;
}

interface SessionRow {
  id: string;
  uid: string;
  verified: boolean;
  verification_method: VerificationMethod | null;
  verification_reason: VerificationReason | null;
  verified_method: string | null;
  created_at: number;
  last_access: number;
  user_agent: string;
  last_address: string | null;
}

const COLUMNS =
  'id, uid, verified, verification_method, verification_reason, verified_method, created_at, last_access, user_agent, last_address';

function toRecord(row: SessionRow): SessionRecord {
  return {
    id: row.id,
    uid: row.uid,
    verified: row.verified,
    verificationMethod: row.verification_method,
    verificationReason: row.verification_reason,
    verifiedMethod: row.verified_method,
    createdAt: row.created_at,
    lastAccess: row.last_access,
    userAgent: row.user_agent,
    lastAddress: row.last_address,
  };
}

/** How stale a session's recorded last access may get before a request refreshes it. */
export const LAST_ACCESS_RESOLUTION_MS = 60_000;

/** The session id of a token, or undefined when the token is not 64 hex characters. */
export function sessionIdOf(token: string): string | undefined {
  return /^[0-9a-f]{64}$/.test(token) ? sha256Hex(token) : undefined;
}

export interface NewSession {
  readonly uid: string;
  readonly verified: boolean;
  readonly verificationMethod?: VerificationMethod;
  readonly verificationReason?: VerificationReason;
  readonly userAgent?: string;
}

export class SessionService {
  constructor(
    private readonly db: Database,
    private readonly now: () => number = Date.now,
    /** Where addresses are: a change of address that changes the place shown is written at once. */
    private readonly places: Places = NO_PLACES,
  ) {}

  /** Whether `address` is somewhere else than `recorded`, as the lists of devices would name it. */
  private movesPlace(address: string, recorded: string | null): boolean {
    const where = (at: string | null) => {
      const place = this.places.of(at, 'en');
      return `${place.country ?? ''}|${place.state ?? ''}|${place.city ?? ''}`;
    };
    return where(address) !== where(recorded);
  }

  /** Creates a session; returns its token (shown once) and record. */
  async create(tx: Queryable, session: NewSession): Promise<{ token: string; session: SessionRecord }> {
    const token = randomHex(32);
    const now = this.now();
    const rows = await tx.query<SessionRow>(
      `INSERT INTO sessions (id, uid, verified, verification_method, verification_reason, created_at, last_access, user_agent, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $6, $7, $6) RETURNING ${COLUMNS}`,
      [
        sha256Hex(token),
        session.uid,
        session.verified,
        session.verified ? null : (session.verificationMethod ?? 'email-otp'),
        session.verified ? null : (session.verificationReason ?? 'login'),
        now,
        (session.userAgent ?? '').slice(0, 512),
      ],
    );
    // Its reads must see this request's writes, however soon they come.
    readRoutingOf(this.db)?.sessionCreated(sha256Hex(token));
    return { token, session: toRecord(rows[0]!) };
  }

  /**
   * The session of a bearer token, or undefined when unknown. Reading it is a
   * pure read, except for one bookkeeping write at most once per
   * LAST_ACCESS_RESOLUTION_MS per session: its last access, and the client
   * `address` it came from (when given and different from the one recorded).
   * A session with no address recorded yet (just signed in) records its first
   * one at once, and so does a session whose new address is in another place
   * (country, region or city: what the lists of devices show); a change of
   * address within one place waits for the next of those writes, so a client
   * whose address alternates (two networks, a phone between IPv4 and IPv6)
   * does not turn its reads into writes. The recorded last access is at most
   * one resolution behind, the place never; nothing but the lists of
   * connected devices reads them. The record returned is the
   * session as this request sees it: used now, from its address.
   */
  async authenticate(token: string, address?: string): Promise<SessionRecord | undefined> {
    const id = sessionIdOf(token);
    if (!id) return undefined;
    const rows = await this.db.query<SessionRow & { write_lsn: string | null }>(`SELECT ${COLUMNS}, write_lsn FROM sessions WHERE id = $1`, [id]);
    const row = rows[0];
    if (!row) return undefined;
    const now = this.now();
    const seen = address && address !== 'unknown' && address !== row.last_address ? address : undefined;
    const due = now - row.last_access >= LAST_ACCESS_RESOLUTION_MS;
    const moved = seen !== undefined && (row.last_address === null || this.movesPlace(seen, row.last_address));
    if (due || moved) {
      // The write's own transaction commits without waiting for the write-ahead log to reach the
      // disk (synchronous_commit off for it alone, in the same statement): a crash may lose the
      // last fraction of a second of access times, which nothing depends on, and a read no
      // longer waits for a disk flush, on PostgreSQL its slowest part. The row is written only if
      // no other request (on any instance) has written it within the resolution since it was
      // read, so a burst of requests crossing the minute together updates it once.
      await this.db.query(
        `UPDATE sessions SET last_access = $2, last_address = COALESCE($3, last_address)
           FROM ${WITHOUT_FLUSH}
          WHERE id = $1 AND (last_access <= $4 OR ($5 AND last_address IS DISTINCT FROM $3))`,
        [id, now, seen ?? null, now - LAST_ACCESS_RESOLUTION_MS, moved],
      );
    }
    // With standbys: the rest of a read request may be served by one that has the session's last write.
    await readRoutingOf(this.db)?.sessionChecked(id, row.write_lsn);
    // As this request sees it: used now, from where it came.
    return { ...toRecord(row), lastAccess: now, lastAddress: seen ?? row.last_address };
  }

  /** Whether a token names a live session, without touching it. */
  async exists(token: string): Promise<boolean> {
    const id = sessionIdOf(token);
    if (!id) return false;
    const rows = await this.db.query('SELECT 1 FROM sessions WHERE id = $1', [id]);
    return rows.length === 1;
  }

  async get(db: Queryable, id: string): Promise<SessionRecord | undefined> {
    const rows = await db.query<SessionRow>(`SELECT ${COLUMNS} FROM sessions WHERE id = $1`, [id]);
    return rows[0] ? toRecord(rows[0]) : undefined;
  }

  /** Marks a session confirmed, recording how (for example 'email-otp' or 'totp-2fa'). */
  async markVerified(tx: Queryable, id: string, method = 'email-otp'): Promise<void> {
    await tx.query(
      `UPDATE sessions SET verified = true, verification_method = NULL, verification_reason = NULL,
              verified_method = $3, updated_at = $2
        WHERE id = $1`,
      [id, this.now(), method],
    );
  }

  async listForAccount(db: Queryable, uid: string): Promise<SessionRecord[]> {
    const rows = await db.query<SessionRow>(
      `SELECT ${COLUMNS} FROM sessions WHERE uid = $1 ORDER BY last_access DESC`,
      [uid],
    );
    return rows.map(toRecord);
  }

  /** Destroys a session; returns whether it existed. */
  async destroy(tx: Queryable, id: string): Promise<boolean> {
    const rows = await tx.query('DELETE FROM sessions WHERE id = $1 RETURNING id', [id]);
    return rows.length === 1;
  }

  /** Ends one of the account's sessions; false when the account has no session of that id. */
  async destroyOfAccount(tx: Queryable, uid: string, id: string): Promise<boolean> {
    const rows = await tx.query('DELETE FROM sessions WHERE id = $1 AND uid = $2 RETURNING id', [id, uid]);
    return rows.length === 1;
  }

  /** Ends the session of one of the account's devices; false when the account has no such device. */
  async destroyDevice(tx: Queryable, uid: string, deviceId: string): Promise<boolean> {
    const rows = await tx.query('DELETE FROM sessions WHERE device_id = $1 AND uid = $2 RETURNING id', [deviceId, uid]);
    return rows.length === 1;
  }
}
