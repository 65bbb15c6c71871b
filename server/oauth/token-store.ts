// Where OAuth tokens live: families, access tokens and refresh tokens, kept
// as the SHA-256 of what the client holds. A family is what one grant issued;
// a token is live only while its family is, so ending a family (a replayed
// code or refresh token, a disconnect, a revocation request) ends every token
// in it at once, including one a racing request is issuing.
import { randomHex, sha256Hex } from '../crypto/tokens';
import type { Database, Queryable } from '../db/database';
import { queryOne } from '../db/database';
import type { OAuthClientRecord, OAuthClientRegistry } from './client-registry';
import { oauthError } from './errors';

/** A live access token. */
export interface AccessTokenRecord {
  readonly client_id: string;
  readonly uid: string;
  readonly scope: string;
  readonly expires_at: number;
}

export interface TokenStoreDeps {
  readonly db: Database;
  readonly clients: OAuthClientRegistry;
  readonly accessTokenTtlMs: number;
  readonly now: () => number;
}

export class TokenStore {
  constructor(private readonly deps: TokenStoreDeps) {}

  /**
   * A new family for what one grant issues; `sessionId` is the session it was
   * given in and `issuer` the issuer its id tokens name, when known.
   */
  async newFamily(tx: Queryable, clientId: string, uid: string, codeHash: string | null, sessionId: string | null = null, issuer: string | null = null): Promise<string> {
    const id = randomHex(16);
    await tx.query('INSERT INTO oauth_token_families (id, client_id, uid, code_hash, created_at, session_id, issuer) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
      id,
      clientId,
      uid,
      codeHash,
      this.deps.now(),
      sessionId,
      issuer,
    ]);
    return id;
  }

  /**
   * Records that `clientId` received tokens in the session (with the sid and
   * issuer of its id tokens), so it is sent a logout token when the session
   * ends (the sessions table's trigger queues it). The session's row is
   * locked for share first: a sign-out racing this waits for it to commit
   * and then finds the record. Nothing is recorded for a session that has
   * already ended.
   */
  async recordSessionClient(tx: Queryable, record: { sessionId: string; clientId: string; uid: string; sid: string; issuer: string }): Promise<void> {
    const live = await tx.query('SELECT 1 FROM sessions WHERE id = $1 FOR SHARE', [record.sessionId]);
    if (live.length === 0) return;
    await tx.query(
      `INSERT INTO oauth_session_clients (session_id, client_id, uid, sid, issuer, created_at) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (session_id, client_id) DO NOTHING`,
      [record.sessionId, record.clientId, record.uid, record.sid, record.issuer, this.deps.now()],
    );
  }

  async issueAccessToken(tx: Queryable, token: { clientId: string; uid: string; scope: string; familyId: string; ttlMs?: number }): Promise<string> {
    const value = randomHex(32);
    const now = this.deps.now();
    await tx.query(
      `INSERT INTO oauth_access_tokens (token_hash, client_id, uid, scope, family_id, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [sha256Hex(value), token.clientId, token.uid, token.scope, token.familyId, now, now + (token.ttlMs ?? this.deps.accessTokenTtlMs)],
    );
    return value;
  }

  /** A new refresh token; `address` is the client address it was issued to, when known. */
  async issueRefreshToken(
    tx: Queryable,
    token: { clientId: string; uid: string; scope: string; familyId: string; authAt: number; address?: string },
  ): Promise<string> {
    const value = randomHex(32);
    const now = this.deps.now();
    await tx.query(
      `INSERT INTO oauth_refresh_tokens (id, token_hash, family_id, client_id, uid, scope, auth_at, created_at, last_used_at, last_address)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9)`,
      [randomHex(16), sha256Hex(value), token.familyId, token.clientId, token.uid, token.scope, token.authAt, now, knownAddress(token.address)],
    );
    return value;
  }

  // ── Revocation ──

  /** Ends a family: its tokens stop working at once (they are checked against it) and are deleted. */
  async revokeFamily(tx: Queryable, familyId: string): Promise<void> {
    await tx.query('UPDATE oauth_token_families SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [familyId, this.deps.now()]);
    await tx.query('DELETE FROM oauth_access_tokens WHERE family_id = $1', [familyId]);
  }

  /** Ends every family of an account (a password reset), and deletes its unused authorization codes. */
  async revokeAccount(tx: Queryable, uid: string): Promise<void> {
    await tx.query('UPDATE oauth_token_families SET revoked_at = $2 WHERE uid = $1 AND revoked_at IS NULL', [uid, this.deps.now()]);
    await tx.query('DELETE FROM oauth_access_tokens WHERE uid = $1', [uid]);
    await tx.query('DELETE FROM oauth_codes WHERE uid = $1', [uid]);
  }

  /**
   * Revokes a refresh token (with its family and their access tokens) or an
   * access token (POST /v1/oauth/destroy). A token that is unknown, or that
   * belongs to a confidential client the request did not authenticate as,
   * changes nothing and is not an error (RFC 7009 §2.2).
   */
  async revoke(token: string, client: OAuthClientRecord | undefined): Promise<void> {
    const tokenHash = sha256Hex(token);
    const mayRevoke = async (clientId: string) => {
      if (client) return client.clientId === clientId;
      const owner = await this.deps.clients.get(clientId);
      return !owner?.secretHash;
    };
    const refresh = await queryOne<{ family_id: string; client_id: string }>(
      this.deps.db,
      'SELECT family_id, client_id FROM oauth_refresh_tokens WHERE token_hash = $1',
      [tokenHash],
    );
    if (refresh) {
      if (await mayRevoke(refresh.client_id)) await this.deps.db.transaction((tx) => this.revokeFamily(tx, refresh.family_id));
      return;
    }
    const access = await queryOne<{ client_id: string }>(this.deps.db, 'SELECT client_id FROM oauth_access_tokens WHERE token_hash = $1', [tokenHash]);
    if (access && (await mayRevoke(access.client_id))) {
      await this.deps.db.query('DELETE FROM oauth_access_tokens WHERE token_hash = $1', [tokenHash]);
    }
  }

  /** The live access token of a bearer value; 401 errno 108 or 115 otherwise. */
  async accessToken(bearer: string): Promise<AccessTokenRecord> {
    const row = await queryOne<AccessTokenRecord>(
      this.deps.db,
      `SELECT a.client_id, a.uid, a.scope, a.expires_at
         FROM oauth_access_tokens a JOIN oauth_token_families f ON f.id = a.family_id
        WHERE a.token_hash = $1 AND f.revoked_at IS NULL`,
      [sha256Hex(bearer)],
    );
    if (!row) throw oauthError('INVALID_TOKEN', 401);
    if (row.expires_at <= this.deps.now()) throw oauthError('EXPIRED_TOKEN', 401);
    return row;
  }

  // ── Connected services (listed by the GraphQL account read) ──

  /**
   * Deletes codes, device authorizations and access tokens that expired before `before`, and
   * families revoked before it with their refresh tokens (spent refresh
   * tokens stay while their family lives, to catch a replay). Returns how
   * many rows went.
   */
  async purgeExpired(before: number): Promise<number> {
    const codes = await this.deps.db.query('DELETE FROM oauth_codes WHERE expires_at < $1 RETURNING code_hash', [before]);
    const access = await this.deps.db.query('DELETE FROM oauth_access_tokens WHERE expires_at < $1 RETURNING token_hash', [before]);
    const families = await this.deps.db.query('DELETE FROM oauth_token_families WHERE revoked_at < $1 RETURNING id', [before]);
    const devices = await this.deps.db.query('DELETE FROM oauth_device_codes WHERE expires_at < $1 RETURNING device_code_hash', [before]);
    return codes.length + access.length + families.length + devices.length;
  }

  /** Ends the family of one of the account's refresh tokens (settings' Disconnect). False when it is not the account's. */
  async disconnectRefreshToken(uid: string, refreshTokenId: string): Promise<boolean> {
    const row = await queryOne<{ family_id: string }>(
      this.deps.db,
      'SELECT family_id FROM oauth_refresh_tokens WHERE id = $1 AND uid = $2',
      [refreshTokenId, uid],
    );
    if (!row) return false;
    await this.deps.db.transaction((tx) => this.revokeFamily(tx, row.family_id));
    return true;
  }

  /** Ends every family of one client for an account (a client listed without a refresh token). */
  async disconnectClient(uid: string, clientId: string): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const families = await tx.query<{ id: string }>('SELECT id FROM oauth_token_families WHERE uid = $1 AND client_id = $2 AND revoked_at IS NULL', [uid, clientId]);
      for (const { id } of families) await this.revokeFamily(tx, id);
    });
  }
}

/** A client address worth recording: null when the request's was not known. */
export function knownAddress(address: string | undefined): string | null {
  return address && address !== 'unknown' ? address : null;
}
