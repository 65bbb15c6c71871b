// The durable queue of what the provider pushes to relying parties: a row of
// relying_party_deliveries per message and client, written in the transaction
// that caused it (a back-channel logout is queued by the sessions table's
// trigger when a session ends). A sender claims due rows with one UPDATE over
// rows locked FOR UPDATE SKIP LOCKED, which pushes their lease forward, so two
// senders (two instances on one database) never post one row at once; it
// signs the message when it sends it (the row's id is its jti) and marks the
// row delivered on a 2xx answer, after which the row is never claimed again.
// A failure waits an exponentially growing time before the next try. Rows
// that could not be delivered within DELIVERY_MAX_AGE_MS, and the oldest of a
// client beyond DELIVERY_MAX_QUEUED, are given up by the sweep; delivered rows
// are kept a day, so the event is not queued twice.
//
// A kind of message is its claims and how it is posted (messageOf): a
// back-channel logout token as the logout_token form field, a Security Event
// Token (RFC 8417) as the body of the post (RFC 8935). A new kind adds one
// there and a value to the table's kind check.
import type { JWTPayload } from 'jose';
import type { Database, Queryable } from '../db/database';
import type { Logger } from '../log';
import type { SigningKeys } from './signing-keys';

/** OpenID Connect Back-Channel Logout 1.0 §2.4: the event a logout token carries. */
export const BACKCHANNEL_LOGOUT_EVENT = 'http://schemas.openid.net/event/backchannel-logout';
/** The event a password-change Security Event Token carries, and the subject format it names the account in (RFC 9493). */
export const PASSWORD_CHANGE_EVENT = 'https://schemas.openid.net/secevent/risc/event-type/credential-change';
/** A two-step change is a change of a credential too: the authenticator app (`credential_type: app`) made, replaced or deleted. */
export const TWO_STEP_CHANGE_EVENT = PASSWORD_CHANGE_EVENT;
/** RISC "identifier changed": the account's primary email address is another one. */
export const EMAIL_CHANGE_EVENT = 'https://schemas.openid.net/secevent/risc/event-type/identifier-changed';
/** RISC "account purged": the account and everything of it is deleted. */
export const ACCOUNT_DELETED_EVENT = 'https://schemas.openid.net/secevent/risc/event-type/account-purged';
/**
 * The display name or avatar changed. No RISC or CAEP event names a profile
 * change, so this one is the provider's own (a name under a reserved domain,
 * never a link to follow); its only claim is the subject.
 */
export const PROFILE_CHANGE_EVENT = 'https://schemas.accounts.example/secevent/event-type/profile-change';
/** How long a logout token is valid after it is signed. */
export const LOGOUT_TOKEN_TTL_SECONDS = 120;

/** How long a claimed row is reserved to its sender: longer than a post may take. */
export const DELIVERY_LEASE_MS = 60_000;
/** How long one post may take before it counts as failed. */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** The first retry waits this long; each later one twice the one before, up to DELIVERY_MAX_BACKOFF_MS. */
export const DELIVERY_FIRST_BACKOFF_MS = 30_000;
export const DELIVERY_MAX_BACKOFF_MS = 60 * 60_000;
/** A message not delivered within this time is given up. */
export const DELIVERY_MAX_AGE_MS = 3 * 24 * 60 * 60_000;
/** The most undelivered messages kept per client; beyond it the oldest are given up. */
export const DELIVERY_MAX_QUEUED = 10_000;
/** How long a delivered row is kept (so the same event is not queued again). */
export const DELIVERED_KEPT_MS = 24 * 60 * 60_000;

export type DeliveryKind = 'backchannel-logout' | 'security-event';

/** What a queued security event says happened (its row's `event` claim). */
export type AccountEvent = 'password-change' | 'email-change' | 'profile-change' | 'two-step-change' | 'account-deleted';

/** The event a Security Event Token carries for a queued event: its type URI and the claims beside the subject. */
function eventOf(event: AccountEvent, changeType: string | undefined): [string, Record<string, string>] {
  switch (event) {
    case 'email-change':
      return [EMAIL_CHANGE_EVENT, {}];
    case 'profile-change':
      return [PROFILE_CHANGE_EVENT, {}];
    case 'two-step-change':
      return [TWO_STEP_CHANGE_EVENT, { credential_type: 'app', change_type: changeType ?? 'update' }];
    case 'account-deleted':
      return [ACCOUNT_DELETED_EVENT, {}];
    case 'password-change':
      return [PASSWORD_CHANGE_EVENT, { credential_type: 'password', change_type: 'update' }];
  }
}

/**
 * Queues, in the caller's transaction, one Security Event Token about the
 * account for each client with an event address that holds tokens of it or
 * held them until `at` (the database function the security events trigger
 * uses too). `key` names the occurrence, so it reaches each client once. For
 * a deletion it must run before the account's rows go with it.
 */
export async function queueAccountEvent(tx: Queryable, uid: string, event: AccountEvent, key: string, at: number): Promise<void> {
  await tx.query(`SELECT queue_account_security_event($1, $2, $3, $4::bigint, '{}'::jsonb)`, [uid, event, key, at]);
}

interface DeliveryRow {
  id: string;
  kind: DeliveryKind;
  client_id: string;
  url: string;
  claims: JWTPayload;
  attempts: number;
}

/** The wait before the next try after `attempts` failed ones. */
export function backoffMs(attempts: number): number {
  return Math.min(DELIVERY_FIRST_BACKOFF_MS * 2 ** Math.max(0, attempts - 1), DELIVERY_MAX_BACKOFF_MS);
}

export interface DeliveryDeps {
  readonly db: Database;
  readonly keys: Pick<SigningKeys, 'sign'>;
  readonly now: () => number;
  readonly logger?: Logger;
  /** How posts are made (the platform's fetch unless told). */
  readonly fetch?: typeof fetch;
}

/** What the queue holds: undelivered messages, how many of them have failed at least once, and the oldest one's age. */
export interface DeliveryBacklog {
  readonly queued: number;
  readonly failing: number;
  readonly oldestQueuedAt: number | null;
}

export interface DrainCounts {
  readonly delivered: number;
  readonly failed: number;
}

export class RelyingPartyDeliveries {
  constructor(private readonly deps: DeliveryDeps) {}

  /**
   * Claims up to `limit` due rows for this sender: their lease is pushed
   * forward and their attempt counted in the same statement, over rows no
   * other sender holds locked.
   */
  async claim(limit: number): Promise<DeliveryRow[]> {
    const now = this.deps.now();
    return this.deps.db.query<DeliveryRow>(
      `UPDATE relying_party_deliveries SET claimed_until = $1::bigint + $3::bigint, attempts = attempts + 1
        WHERE id IN (SELECT id FROM relying_party_deliveries
                      WHERE delivered_at IS NULL AND next_attempt_at <= $1 AND (claimed_until IS NULL OR claimed_until <= $1)
                      ORDER BY next_attempt_at, created_at
                      LIMIT $2
                      FOR UPDATE SKIP LOCKED)
          AND delivered_at IS NULL AND (claimed_until IS NULL OR claimed_until <= $1)
        RETURNING id, kind, client_id, url, claims, attempts`,
      [now, limit, DELIVERY_LEASE_MS],
    );
  }

  /** The signed message of a row, and how it is posted: as a form field, or as the body with its media type. */
  private async messageOf(row: DeliveryRow): Promise<{ contentType: string; body: string }> {
    const iat = Math.floor(this.deps.now() / 1000);
    if (row.kind === 'security-event') {
      // RFC 8417 §2.2 with an event of the RISC profile (or the provider's own); no exp (a SET states a fact); typ secevent+jwt (§2.3).
      const { iss, aud, sub, toe, event, change_type } = row.claims as { iss: string; aud: string; sub: string; toe: number; event?: AccountEvent; change_type?: string };
      const [type, details] = eventOf(event ?? 'password-change', change_type);
      const claims: JWTPayload = {
        iss,
        aud,
        iat,
        jti: row.id,
        toe: Math.floor(Number(toe) / 1000),
        events: { [type]: { subject: { format: 'iss_sub', iss, sub }, ...details } },
      };
      return { contentType: 'application/secevent+jwt', body: await this.deps.keys.sign(claims, 'secevent+jwt') };
    }
    // OpenID Connect Back-Channel Logout 1.0 §2.4: no nonce, the event, and typ logout+jwt (§2.4, RFC 8725 §3.11).
    const claims: JWTPayload = {
      ...row.claims,
      iat,
      exp: iat + LOGOUT_TOKEN_TTL_SECONDS,
      jti: row.id,
      events: { [BACKCHANNEL_LOGOUT_EVENT]: {} },
    };
    return { contentType: 'application/x-www-form-urlencoded', body: new URLSearchParams({ logout_token: await this.deps.keys.sign(claims, 'logout+jwt') }).toString() };
  }

  /** Posts one claimed row; records it delivered or when to try again. Returns whether it was delivered. */
  async send(row: DeliveryRow): Promise<boolean> {
    let problem: string;
    try {
      const message = await this.messageOf(row);
      const response = await (this.deps.fetch ?? fetch)(row.url, {
        method: 'POST',
        headers: { 'Content-Type': message.contentType, Accept: 'application/json', 'Cache-Control': 'no-store' },
        body: message.body,
        // A redirect is a failure: the message goes to the registered address only.
        redirect: 'manual',
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (response.status >= 200 && response.status < 300) {
        await this.deps.db.query(
          'UPDATE relying_party_deliveries SET delivered_at = $2, claimed_until = NULL, last_error = NULL WHERE id = $1 AND delivered_at IS NULL',
          [row.id, this.deps.now()],
        );
        return true;
      }
      problem = `status ${response.status}`;
    } catch (error) {
      problem = error instanceof Error ? error.name : 'unknown';
    }
    const next = this.deps.now() + backoffMs(row.attempts);
    await this.deps.db.query(
      'UPDATE relying_party_deliveries SET claimed_until = NULL, next_attempt_at = $2, last_error = $3 WHERE id = $1 AND delivered_at IS NULL',
      [row.id, next, problem],
    );
    this.deps.logger?.warn('relying party delivery failed', { kind: row.kind, client: row.client_id, attempts: row.attempts, problem });
    return false;
  }

  /** Sends every due row, a batch at a time, until none is due. */
  async drainOnce(batch = 20): Promise<DrainCounts> {
    let delivered = 0;
    let failed = 0;
    for (;;) {
      const rows = await this.claim(batch);
      if (rows.length === 0) break;
      const outcomes = await Promise.all(rows.map((row) => this.send(row)));
      for (const ok of outcomes) {
        if (ok) delivered += 1;
        else failed += 1;
      }
    }
    return { delivered, failed };
  }

  /** How many messages wait, how many of them failed before, and when the oldest was queued. */
  async backlog(): Promise<DeliveryBacklog> {
    const [row] = await this.deps.db.query<{ queued: string | number; failing: string | number; oldest: string | number | null }>(
      `SELECT count(*) AS queued, count(*) FILTER (WHERE attempts > 0) AS failing, min(created_at) AS oldest
         FROM relying_party_deliveries WHERE delivered_at IS NULL`,
    );
    return { queued: Number(row!.queued), failing: Number(row!.failing), oldestQueuedAt: row!.oldest === null ? null : Number(row!.oldest) };
  }

  /**
   * Deletes delivered rows kept long enough, gives up messages older than
   * the maximum age, and of a client with more than DELIVERY_MAX_QUEUED
   * undelivered, the oldest beyond it. Returns how many were given up and
   * how many delivered rows went.
   */
  async purge(now: number): Promise<{ delivered: number; abandoned: number }> {
    const delivered = await this.deps.db.query('DELETE FROM relying_party_deliveries WHERE delivered_at < $1 RETURNING id', [now - DELIVERED_KEPT_MS]);
    const old = await this.deps.db.query('DELETE FROM relying_party_deliveries WHERE delivered_at IS NULL AND created_at < $1 RETURNING id', [
      now - DELIVERY_MAX_AGE_MS,
    ]);
    const beyond = await this.deps.db.query(
      `DELETE FROM relying_party_deliveries WHERE id IN (
         SELECT id FROM (
           SELECT id, row_number() OVER (PARTITION BY client_id ORDER BY created_at DESC, id) AS place
             FROM relying_party_deliveries WHERE delivered_at IS NULL) ranked
          WHERE place > $1)
       RETURNING id`,
      [DELIVERY_MAX_QUEUED],
    );
    const abandoned = old.length + beyond.length;
    if (abandoned > 0) this.deps.logger?.warn('relying party deliveries given up', { abandoned });
    return { delivered: delivered.length, abandoned };
  }
}
