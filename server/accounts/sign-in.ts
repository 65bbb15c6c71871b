// Sign-in with a password, and what else needs the password checked again
// (deleting the account). The wrong-password limit stands in front: a blocked
// address needs the emailed unblock code before its password is looked at.
import { appError } from '../errors';
import { SECOND_FACTOR_EVENTS } from '../second-factor/events';
import type { SessionRecord, VerificationMethod, VerificationReason } from '../sessions/session-service';
import type { AccountDeps } from './deps';
import { issueKeyFetchToken } from './key-fetch';
import { checkPassword, wrongPassword } from './passwords';
import { BAD_PASSWORD_ACTION, CODE_PURPOSES, accountRow, checkEmail, checkHex, normalizeEmail } from './records';
import type { AccountRow } from './records';
import { SECURITY_EVENTS, recordSecurityEvent } from './security-events';
import type { SessionCodeService } from './session-codes';

export interface SignInInput {
  readonly email: string;
  readonly authPW: string;
  readonly locale: string;
  readonly userAgent?: string;
  readonly keys?: boolean;
  /** The emailed unblock code, needed once the address has had too many wrong passwords. */
  readonly unblockCode?: string;
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
  ) {}

  /**
   * The wrong-password limit in front of every sign-in: once an address has
   * had too many wrong passwords in the window, sign-in needs an emailed
   * unblock code (125 without one, 127 with a wrong, used or expired one).
   * The code is checked before the password, so a blocked address cannot be
   * used to keep guessing passwords. Resolves to whether the address has
   * wrong passwords counted in the current window.
   */
  private async checkSignInBlock(row: AccountRow | undefined, email: string, unblockCode: string | undefined): Promise<boolean> {
    const rule = this.deps.config.secondFactor.limits.badPassword;
    const state = await this.deps.limiter.check(BAD_PASSWORD_ACTION, email, rule);
    // `check` counts the hit it asks about: a count above 1 means earlier wrong passwords.
    const counted = state.count > 1;
    if (state.allowed) return counted;
    if (unblockCode === undefined) {
      throw appError('REQUEST_BLOCKED', { verificationMethod: 'email-captcha', verificationReason: 'login' });
    }
    // Wrong passwords are only counted for accounts that exist; an unknown address answers 102 below.
    if (!row) return counted;
    const check = await this.deps.codes.verify(CODE_PURPOSES.unblock, { uid: row.uid }, unblockCode);
    if (check.status !== 'ok') throw appError('INVALID_UNBLOCK_CODE');
    await recordSecurityEvent(this.deps.db, { uid: row.uid, name: SECOND_FACTOR_EVENTS.signinUnblocked, at: this.deps.now() });
    return counted;
  }

  async signIn(input: SignInInput): Promise<SignInResult> {
    checkEmail(input.email);
    checkHex('authPW', input.authPW);
    const email = normalizeEmail(input.email);
    // The account and whether it has a confirmed authenticator, in one statement.
    const rows = await this.deps.db.query<AccountRow & { has_verified_totp: boolean }>(
      `SELECT a.*, EXISTS (SELECT 1 FROM totp t WHERE t.uid = a.uid AND t.verified) AS has_verified_totp
         FROM accounts a WHERE a.normalized_email = $1`,
      [email],
    );
    const row = rows[0];
    const counted = await this.checkSignInBlock(row, email, input.unblockCode);
    if (!row) throw appError('UNKNOWN_ACCOUNT');
    const version = await checkPassword(row, input.authPW, this.deps.config.scrypt);
    if (version === undefined) {
      // Only a wrong password counts: 120 (the address's case differs) asks the client to retry with the registered case.
      if (input.email === row.email) await this.deps.limiter.hit(BAD_PASSWORD_ACTION, email, this.deps.config.secondFactor.limits.badPassword);
      wrongPassword(row, input.email);
    }
    // Only the current window decides, so with nothing counted in it there is nothing to forget:
    // most sign-ins skip the write (older windows are left to the maintenance sweep).
    if (counted) await this.deps.limiter.reset(BAD_PASSWORD_ACTION, email);
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
      await recordSecurityEvent(tx, { uid: row.uid, name: SECURITY_EVENTS.signIn, verified: false, at: now });
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
  async destroyAccount(session: SessionRecord, email: string, authPW: string): Promise<void> {
    checkHex('authPW', authPW);
    const row = await accountRow(this.deps.db, 'uid', session.uid);
    if (!row) throw appError('INVALID_TOKEN');
    if (!session.verified) throw appError('UNVERIFIED_SESSION');
    if (normalizeEmail(email) !== row.normalized_email) {
      throw appError('INCORRECT_PASSWORD');
    }
    if ((await checkPassword(row, authPW, this.deps.config.scrypt)) === undefined) wrongPassword(row, email);
    await this.deps.db.query('DELETE FROM accounts WHERE uid = $1', [row.uid]);
  }
}
