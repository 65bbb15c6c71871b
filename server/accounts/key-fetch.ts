// Key-fetch tokens: issued with a new session when the client asks for keys,
// and traded once for kA and the wrapped kB of the key-stretch version the
// password matched.
import type { Queryable } from '../db/database';
import { randomHex, sha256Hex } from '../crypto/tokens';
import { appError } from '../errors';
import type { AccountDeps } from './deps';
import { HEX64, accountRow } from './records';

/** Stores a new key-fetch token (as its hash) for a session; returns the token. */
export async function issueKeyFetchToken(tx: Queryable, at: number, token: { uid: string; sessionId: string; version: 1 | 2 }): Promise<string> {
  const value = randomHex(32);
  await tx.query(
    'INSERT INTO key_fetch_tokens (id, uid, session_id, version, created_at) VALUES ($1, $2, $3, $4, $5)',
    [sha256Hex(value), token.uid, token.sessionId, token.version, at],
  );
  return value;
}

export class KeyFetchService {
  constructor(private readonly deps: Pick<AccountDeps, 'db' | 'sessions'>) {}

  /** Trades a key-fetch token (used up either way) for kA and the wrapped kB. */
  async fetchKeys(keyFetchToken: string): Promise<{ kA: string; wrapKB: string }> {
    const { db, sessions } = this.deps;
    if (!HEX64.test(keyFetchToken)) throw appError('INVALID_TOKEN');
    const rows = await db.query<{ uid: string; session_id: string; version: number }>(
      'DELETE FROM key_fetch_tokens WHERE id = $1 RETURNING uid, session_id, version',
      [sha256Hex(keyFetchToken)],
    );
    const token = rows[0];
    if (!token) throw appError('INVALID_TOKEN');
    const session = await sessions.get(db, token.session_id);
    if (!session) throw appError('INVALID_TOKEN');
    if (!session.verified) throw appError('UNVERIFIED_SESSION');
    const row = await accountRow(db, 'uid', token.uid);
    if (!row) throw appError('INVALID_TOKEN');
    const wrapKB = token.version === 2 ? row.wrap_kb_v2 : row.wrap_kb;
    if (!wrapKB) throw appError('INVALID_TOKEN');
    return { kA: row.ka, wrapKB };
  }
}
