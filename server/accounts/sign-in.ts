// Sign-in with a password, and what else needs the password checked again
// (deleting the account). The wrong-password limits stand in front
// (password-attempts.ts): each check takes its place before the hash runs, and
// a blocked address needs the emailed unblock code before its password is
// looked at.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { appError } from '../errors';
import { queueAccountEvent } from '../oauth/deliveries';
import type { Caller } from '../ratelimit/guards';
import type { SessionRecord, VerificationMethod, VerificationReason } from '../sessions/session-service';
import type { AccountDeps } from './deps';
import { issueKeyFetchToken } from './key-fetch';
import { checkAbsentPassword, checkPassword, comparableVerifiers, hasPassword, noPassword, stretchWithOtherAddress, wrongPassword } from './passwords';
import { PasswordAttempts } from './password-attempts';
import { accountRow, checkEmail, checkHex, emailToHashWith, normalizeEmail } from './records';
import type { AccountRow } from './records';
import { SECURITY_EVENTS, recordSecurityEvent } from './security-events';
import type { SessionCodeService } from './session-codes';

export interface SignInInput {
  readonly email: string;
  readonly authPW: string;
  readonly locale: string;
  readonly userAgent?: string;
  readonly keys?: boolean;
  /** The client's address, for the per-address wrong-password limit. */
  readonly ip: string;
  /** The emailed unblock code, needed once the address has had too many wrong passwords. */
  readonly unblockCode?: string;
  /**
   * The address the person typed, when the client retried after errno 120 with
   * `email` set to the address the password is stretched with: the account is
   * then found by this address, and `email` must be its stretching address.
   */
  readonly originalLoginEmail?: string;
  /**
   * The id of the session the client signs in again in place of (it sent that
   * session's token and asked to replace it): ended with the new session's
   * creation when it is the same account's, so a browser holds one session of
   * an account. Another account's session is left alone.
   */
  readonly replaces?: string;
}

export interface SignInResult {
  readonly uid: string;
  readonly sessionToken: string;
  readonly keyFetchToken?: string;
  readonly authAt: number;
  readonly emailVerified: boolean;
  readonly sessionVerified: boolean;
  readonly metricsEnabled: boolean;
  readonly verificationMethod?: VerificationMethod;
  readonly verificationReason?: VerificationReason;
}

export class SignInService {
  constructor(
    private readonly deps: Pick<AccountDeps, 'db' | 'config' | 'sessions' | 'codes' | 'limiter' | 'now'>,
    private readonly sessionCodes: SessionCodeService,
  ) {
    this.attempts = new PasswordAttempts(deps);
  }

  private readonly attempts: PasswordAttempts;

  async signIn(input: SignInInput): Promise<SignInResult> {
    checkEmail(input.email);
    if (input.originalLoginEmail !== undefined) checkEmail(input.originalLoginEmail);
    checkHex('authPW', input.authPW);
    // The account is found by its primary address: the one typed, kept aside when the client retried with another.
    const typed = input.originalLoginEmail ?? input.email;
    const email = normalizeEmail(typed);
    // The account and whether it has a confirmed authenticator, in one statement.
    const rows = await this.deps.db.query<AccountRow & { has_verified_totp: boolean }>(
      `SELECT a.*, EXISTS (SELECT 1 FROM totp t WHERE t.uid = a.uid AND t.verified) AS has_verified_totp
         FROM accounts a WHERE a.normalized_email = $1`,
      [email],
    );
    const row = rows[0];
    // An account without a password (made with a third-party provider; account/status says so too)
    // has nothing to guess: 210, counted only as a lookup by the client address, like an unknown one.
    if (row && !hasPassword(row)) {
      await this.attempts.reserve({ email, uid: undefined, caller: { ip: input.ip, locale: input.locale }, whenBlocked: 'unblock' });
      noPassword();
    }
    // Another address of a version 1 account is answered 120 before any password is compared; it is
    // counted like an unknown address: a lookup by the client address.
    const which = row === undefined ? 'every' : comparableVerifiers(row, input.email);
    // The places of this check in the wrong-password windows are taken before anything is compared.
    const slot = await this.attempts.reserve({
      email,
      uid: which === 'none' ? undefined : row?.uid,
      caller: { ip: input.ip, locale: input.locale },
      unblockCode: input.unblockCode,
      userAgent: input.userAgent,
      whenBlocked: 'unblock',
    });
    if (!row) {
      // As long as a wrong password takes, so that the time does not tell the address has no account.
      await checkAbsentPassword(input.authPW, this.deps.config.scrypt);
      // A confirmed secondary address of an account: sign-in takes the primary one (142).
      const secondary = await this.deps.db.query('SELECT 1 FROM emails WHERE normalized_email = $1 AND verified AND NOT is_primary', [email]);
      throw appError(secondary.length > 0 ? 'LOGIN_WITH_SECONDARY_EMAIL' : 'UNKNOWN_ACCOUNT');
    }
    if (which === 'none') stretchWithOtherAddress(row);
    const version = await checkPassword(row, input.authPW, this.deps.config.scrypt, which);
    // A wrong password keeps both places.
    if (version === undefined) wrongPassword();
    await slot.passed();
    const reason: VerificationReason = row.verified ? 'login' : 'signup';
    // A confirmed account with an authenticator confirms the session with it;
    // every other session is confirmed with an emailed code.
    const verificationMethod: VerificationMethod =
      row.verified && row.has_verified_totp ? 'totp-2fa' : 'email-otp';
    const now = this.deps.now();
    const { created, keyFetchToken } = await this.deps.db.transaction(async (tx) => {
      const session = await this.deps.sessions.create(tx, {
        uid: row.uid,
        verified: false,
        verificationMethod,
        verificationReason: reason,
        userAgent: input.userAgent,
      });
      if (input.replaces) await this.deps.sessions.destroyOfAccount(tx, row.uid, input.replaces);
      await recordSecurityEvent(tx, { uid: row.uid, name: SECURITY_EVENTS.signIn, verified: false, at: now, userAgent: input.userAgent });
      const fetchToken = input.keys ? await issueKeyFetchToken(tx, now, { uid: row.uid, sessionId: session.session.id, version }) : undefined;
      return { created: session, keyFetchToken: fetchToken };
    });
    if (verificationMethod === 'email-otp') {
      await this.sessionCodes.sendForNewSession(row, created.session.id, reason);
    }
    return {
      uid: row.uid,
      sessionToken: created.token,
      ...(keyFetchToken ? { keyFetchToken } : {}),
      authAt: Math.floor(now / 1000),
      emailVerified: row.verified,
      sessionVerified: false,
      metricsEnabled: row.metrics_enabled,
      verificationMethod,
      verificationReason: reason,
    };
  }

  /**
   * Sends the code that confirms a new session. When the email cannot be
   * sent (151) the session, whose token the caller never receives, is
   * deleted; the account stays as it was (a new account stays unconfirmed),
   * so signing up again or signing in sends a new code.

  /** Deletes the account after checking the password again. */
  async destroyAccount(session: SessionRecord, email: string, authPW: string, caller: Caller): Promise<void> {
    checkHex('authPW', authPW);
    const row = await accountRow(this.deps.db, 'uid', session.uid);
    if (!row) throw appError('INVALID_TOKEN');
    if (!session.verified) throw appError('UNVERIFIED_SESSION');
    // The primary address, or the one the password is stretched with (after errno 120).
    if (normalizeEmail(email) !== row.normalized_email && email !== emailToHashWith(row)) {
      throw appError('INCORRECT_PASSWORD');
    }
    // No password to compare: 210, nothing counted (the page offers to create one instead).
    if (!hasPassword(row)) noPassword();
    // Another address of a version 1 account is 120, with nothing compared and nothing counted.
    const which = comparableVerifiers(row, email);
    if (which === 'none') stretchWithOtherAddress(row);
    // Counted like a sign-in's check, so a stolen session cannot be used to keep guessing the password.
    const slot = await this.attempts.reserve({ email: row.normalized_email, uid: row.uid, caller, whenBlocked: 'throttle' });
    if ((await checkPassword(row, authPW, this.deps.config.scrypt, which)) === undefined) wrongPassword();
    await slot.passed();
    const avatars = await this.deps.db.transaction(async (tx) => {
      // The mail and texts sent to the account (they hold codes and addresses), by uid or to one of its
      // addresses, go first, while its addresses are still known; then the account, whose sessions,
      // tokens, codes, addresses, second factors and events all hang off its uid and go with it.
      await tx.query(
        `DELETE FROM outbox
          WHERE uid = $1
             OR normalized_recipient IN (SELECT normalized_email FROM emails WHERE uid = $1)
             OR normalized_recipient IN (SELECT phone_number FROM recovery_phones WHERE uid = $1)`,
        [row.uid],
      );
      // Relying parties holding tokens of the account are told it is gone; read while its token families exist,
      // queued on a table that keeps no foreign key to the account.
      await queueAccountEvent(tx, row.uid, 'account-deleted', `account-deleted:${row.uid}`, this.deps.now());
      // The uploaded avatar's row names its file, which goes once the deletion is stored.
      const uploaded = await tx.query<{ id: string }>('DELETE FROM avatars WHERE uid = $1 RETURNING id', [row.uid]);
      // A request that raced this one and deleted the account first leaves nothing: this session ended with it.
      const deleted = await tx.query('DELETE FROM accounts WHERE uid = $1 RETURNING uid', [row.uid]);
      if (deleted.length === 0) throw appError('INVALID_TOKEN');
      return uploaded.map((avatar) => avatar.id);
    });
    await Promise.all(avatars.map((id) => rm(path.join(this.deps.config.avatars.dir, id), { force: true })));
  }
}
