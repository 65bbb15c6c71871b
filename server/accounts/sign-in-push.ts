// Approving a sign-in from another device. A session waiting for
// confirmation asks the account's other confirmed sessions: each gets a
// notification linking to /signin_push_code_confirm with a single-use token
// (only its SHA-256 is stored). A confirmed session of the same account
// reads what the request says of the sign-in and approves or declines it.
// The decision is one UPDATE that finds the request undecided and
// unexpired, in the transaction that confirms the session, so simultaneous
// approvals confirm it once and the others are refused (183).
import { appError } from '../errors';
import { randomHex, sha256Hex } from '../crypto/tokens';
import type { MessageStrings } from '../outbox/strings';
import type { Caller } from '../ratelimit/guards';
import { limitedCheck, limitedSend } from '../ratelimit/guards';
import type { SessionRecord } from '../sessions/session-service';
import type { Places } from '../sessions/places';
import { describeUserAgent } from '../sessions/user-agent';
import type { AccountDeps } from './deps';
import { SECURITY_EVENTS, recordSecurityEvent } from './security-events';

/** Rate-limit action of sign-in notifications, counted per waiting session. */
const SEND_ACTION = 'send-signin-push';

/** The app's page a notification opens. */
export const PUSH_CONFIRM_PATH = '/signin_push_code_confirm';

/** What a request says of the sign-in waiting for approval. */
export interface PushSignin {
  /** The browser and system read from the signing-in device's user agent; the app names the device from them. */
  readonly browser?: string;
  readonly os?: string;
  readonly city?: string;
  readonly region?: string;
  readonly country?: string;
  readonly ipAddress?: string;
  readonly createdAt: number;
}

interface RequestRow {
  session_id: string;
  user_agent: string;
  address: string | null;
  created_at: number;
}

/** The link a notification opens: the app's confirmation page with the token. */
export function pushConfirmLink(appOrigin: string, token: string): string {
  const url = new URL(PUSH_CONFIRM_PATH, appOrigin);
  url.searchParams.set('token', token);
  return url.toString();
}

export class SignInPushService {
  constructor(
    private readonly deps: Pick<AccountDeps, 'db' | 'config' | 'sessions' | 'outbox' | 'limiter' | 'now'>,
    private readonly strings: MessageStrings,
    private readonly places: Places,
  ) {}

  /**
   * Notifies every other confirmed session of the account that `session`
   * waits for approval; returns how many were notified. A confirmed session
   * needs no approval, and one that waits for two-step authentication cannot
   * be approved: both notify nobody. At most the code-send limit of
   * requests per session and window (114 beyond it, with the wait).
   */
  async send(session: SessionRecord, caller: Caller, appOrigin: string): Promise<number> {
    // Two-step authentication is met only by its own code, never by another device's approval.
    if (session.verified || session.verificationMethod === 'totp-2fa') return 0;
    const { db, sessions, outbox, limiter, config, now } = this.deps;
    const devices = (await sessions.listForAccount(db, session.uid)).filter((other) => other.id !== session.id && other.verified);
    if (devices.length === 0) return 0;
    await limitedSend(limiter, SEND_ACTION, session.id, limiter.limits.codeSend, caller.locale);
    const token = randomHex(32);
    const at = now();
    await db.query(
      `INSERT INTO signin_push_requests (id, uid, session_id, user_agent, address, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [sha256Hex(token), session.uid, session.id, session.userAgent, caller.ip || null, at, at + config.codes.sessionToken.ttlMs],
    );
    const url = pushConfirmLink(appOrigin, token);
    for (const device of devices) {
      await outbox.sendPush({
        sessionId: device.id,
        uid: session.uid,
        locale: caller.locale,
        template: 'signin-push',
        title: this.strings.format(caller.locale, 'push-signin-title'),
        body: this.strings.format(caller.locale, 'push-signin-body'),
        url,
        token,
      });
    }
    return devices.length;
  }

  /** Deletes requests that expired before `before` (decided or not); returns how many. */
  async purgeExpired(before: number): Promise<number> {
    const rows = await this.deps.db.query('DELETE FROM signin_push_requests WHERE expires_at < $1 RETURNING id', [before]);
    return rows.length;
  }

  /** The undecided, unexpired request `token` names for `session`'s account; 183 otherwise. */
  private async pending(session: SessionRecord, token: string): Promise<RequestRow> {
    if (!session.verified) throw appError('UNVERIFIED_SESSION');
    const rows = await this.deps.db.query<RequestRow>(
      `SELECT session_id, user_agent, address, created_at FROM signin_push_requests
        WHERE id = $1 AND uid = $2 AND decided_at IS NULL AND expires_at > $3`,
      [sha256Hex(token), session.uid, this.deps.now()],
    );
    const row = rows[0];
    if (!row) throw appError('INVALID_EXPIRED_OTP_CODE');
    return row;
  }

  /** What the request says of the sign-in, with places named in `locale`. */
  async describe(session: SessionRecord, token: string, locale: string): Promise<PushSignin> {
    const row = await this.pending(session, token);
    const agent = describeUserAgent(row.user_agent);
    const place = this.places.of(row.address, locale);
    return {
      ...(agent.browser ? { browser: agent.browser } : {}),
      ...(agent.os ? { os: agent.os } : {}),
      ...(place.city ? { city: place.city } : {}),
      ...(place.state ? { region: place.state } : {}),
      ...(place.country ? { country: place.country } : {}),
      ...(row.address ? { ipAddress: row.address } : {}),
      createdAt: Number(row.created_at),
    };
  }

  /**
   * Approves or declines the sign-in `token` names, once: the UPDATE that
   * finds the request undecided decides it, and an approval confirms the
   * waiting session in the same transaction. Counted under the code-check
   * limits, as a code would be.
   */
  async decide(session: SessionRecord, token: string, approve: boolean, caller: Caller): Promise<void> {
    if (!session.verified) throw appError('UNVERIFIED_SESSION');
    const { db, sessions, limiter, now } = this.deps;
    const ok = await limitedCheck(limiter, limiter.limits.codeVerify, caller, session.uid, () =>
      db.transaction(async (tx) => {
        const at = now();
        const decided = await tx.query<{ session_id: string; user_agent: string }>(
          `UPDATE signin_push_requests SET decided_at = $4, decision = $5
            WHERE id = $1 AND uid = $2 AND decided_at IS NULL AND expires_at > $3
            RETURNING session_id, user_agent`,
          [sha256Hex(token), session.uid, at, at, approve ? 'approved' : 'declined'],
        );
        const waiting = decided[0];
        if (waiting === undefined) return false;
        if (approve) {
          await sessions.markVerified(tx, waiting.session_id, 'push');
          // The device confirmed is the one that signed in, not the one approving it.
          await recordSecurityEvent(tx, { uid: session.uid, name: SECURITY_EVENTS.sessionVerified, at, userAgent: waiting.user_agent });
        }
        return true;
      }),
    );
    if (!ok) throw appError('INVALID_EXPIRED_OTP_CODE');
  }
}
