// The emailed code that confirms a new session (and, at sign-up, the
// account): sent with the session, sent again on request, and checked once.
import { AppError, appError } from '../errors';
import { throttledError } from '../ratelimit/rate-limiter';
import type { Caller } from '../ratelimit/guards';
import { limitedCheck } from '../ratelimit/guards';
import type { SessionRecord, VerificationReason } from '../sessions/session-service';
import type { AccountDeps } from './deps';
import { CODE_PURPOSES, accountRow } from './records';
import { SECURITY_EVENTS, recordSecurityEvent } from './security-events';

/** Rate-limit action of new session codes, counted per session. */
const RESEND_ACTION = 'send-session-code';

export class SessionCodeService {
  constructor(private readonly deps: Pick<AccountDeps, 'db' | 'config' | 'sessions' | 'codes' | 'outbox' | 'limiter' | 'now'>) {}

  private codeFor(reason: VerificationReason) {
    const { codes } = this.deps.config;
    return reason === 'signup'
      ? { purpose: CODE_PURPOSES.signup, kind: codes.signup, template: 'signup-code' as const }
      : { purpose: CODE_PURPOSES.sessionToken, kind: codes.sessionToken, template: 'login-code' as const };
  }

  /** Emails a new code for the session. */
  async send(account: { uid: string; email: string; locale: string }, sessionId: string, reason: VerificationReason): Promise<void> {
    const { purpose, kind, template } = this.codeFor(reason);
    const issued = await this.deps.codes.issue(purpose, kind, { uid: account.uid, sessionId });
    await this.deps.outbox.sendCodeEmail({
      to: account.email,
      uid: account.uid,
      locale: account.locale,
      template,
      code: issued.code,
      minutes: Math.round(kind.ttlMs / 60_000),
    });
  }

  /**
   * Sends the code of a session just made. When the email cannot be sent
   * (151) the session, whose token the caller never receives, is deleted;
   * the account stays as it was (a new account stays unconfirmed), so signing
   * up again or signing in sends a new code.
   */
  async sendForNewSession(account: { uid: string; email: string; locale: string }, sessionId: string, reason: VerificationReason): Promise<void> {
    try {
      await this.send(account, sessionId, reason);
    } catch (error) {
      if (error instanceof AppError && error.key === 'FAILED_TO_SEND_EMAIL') await this.deps.sessions.destroy(this.deps.db, sessionId);
      throw error;
    }
  }

  /**
   * Confirms a session (and, at sign-up, the account) with its emailed code,
   * under the code-check limits of the account and of the client's address
   * (each check counted before it compares; 114 beyond them).
   */
  async verify(session: SessionRecord, code: string, caller: Caller): Promise<void> {
    if (session.verified) return;
    const { db, codes, sessions, limiter } = this.deps;
    const reason = session.verificationReason ?? 'login';
    const { purpose } = this.codeFor(reason);
    let status: string | undefined;
    const ok = await limitedCheck(limiter, limiter.limits.codeVerify, caller, session.uid, async () => {
      ({ status } = await codes.verify(purpose, { uid: session.uid, sessionId: session.id }, code));
      return status === 'ok';
    });
    if (status === 'expired') throw appError('EXPIRED_TOKEN_VERIFICATION_CODE');
    if (!ok) throw appError('INVALID_EXPIRED_OTP_CODE');
    const now = this.deps.now();
    await db.transaction(async (tx) => {
      await sessions.markVerified(tx, session.id);
      if (reason === 'signup') {
        await tx.query('UPDATE accounts SET verified = true, updated_at = $2 WHERE uid = $1', [session.uid, now]);
        await tx.query('UPDATE emails SET verified = true, updated_at = $2 WHERE uid = $1 AND is_primary', [session.uid, now]);
        await recordSecurityEvent(tx, { uid: session.uid, name: SECURITY_EVENTS.accountVerified, at: now, userAgent: session.userAgent });
      }
      await recordSecurityEvent(tx, { uid: session.uid, name: SECURITY_EVENTS.sessionVerified, at: now, userAgent: session.userAgent });
    });
  }

  /**
   * Emails a new code to an unconfirmed session; a confirmed session needs
   * none. At most the configured number of codes per window (SPEC §9: 4),
   * then 114 with the wait in `locale`. A send takes its place in the window
   * before the code is made, so resends sent at once get no more codes than
   * resends sent one after another; a send that did not happen (a confirmed
   * session, a refused email) gives its place back.
   */
  async resend(session: SessionRecord, locale: string): Promise<void> {
    const { limiter } = this.deps;
    // Unflushed, as every send's count (guards.ts limitedSend): the code's own write flushes it.
    const decision = await limiter.hit(RESEND_ACTION, session.id, limiter.limits.codeSend, 'unflushed');
    if (!decision.allowed) throw throttledError(decision.retryAfterMs, locale);
    try {
      if (session.verified) {
        await limiter.release(RESEND_ACTION, session.id);
        return;
      }
      const row = await accountRow(this.deps.db, 'uid', session.uid);
      if (!row) throw appError('INVALID_TOKEN');
      await this.send(row, session.id, session.verificationReason ?? 'login');
    } catch (error) {
      if (error instanceof AppError && (error.key === 'FAILED_TO_SEND_EMAIL' || error.key === 'INVALID_TOKEN')) {
        await limiter.release(RESEND_ACTION, session.id);
      }
      throw error;
    }
  }
}
