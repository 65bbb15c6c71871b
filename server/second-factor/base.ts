// What the second-factor services share: the code purposes they issue, their
// settings and the services under them, the authenticator's row, and
// confirming a session with a second factor.
import { signOutEverywhere } from '../accounts/credentials';
import { CODE_PURPOSES } from '../accounts/records';
import { recordSecurityEvent } from '../accounts/security-events';
import type { CodeKindConfig } from '../config';
import type { Queryable } from '../db/database';
import { AppError, appError } from '../errors';
import type { NoticeTemplate } from '../outbox/templates';
import type { RateLimiter } from '../ratelimit/rate-limiter';
import type { AccountService } from '../accounts/account-service';
import type { ServerConfig } from '../config';
import type { CodeService } from '../codes/code-service';
import type { Database } from '../db/database';
import type { Logger } from '../log';
import type { TokenStore } from '../oauth/token-store';
import type { Outbox } from '../outbox/outbox';
import type { MessageStrings } from '../outbox/strings';
import type { SessionService } from '../sessions/session-service';
import type { SessionRecord } from '../sessions/session-service';
import { stepUpScopes } from './step-up';
import type { MfaScope } from './step-up';

export const SECOND_FACTOR_CODES = {
  unblock: CODE_PURPOSES.unblock,
  recoveryPhoneSetup: 'recovery-phone-setup',
  recoveryPhoneSignIn: 'recovery-phone-signin',
  recoveryPhoneReset: 'recovery-phone-reset',
  /** A step-up code is for the set of scopes it was asked for: checked with the same set only. */
  stepUp: (scope: MfaScope | readonly MfaScope[]) => `step-up-${stepUpScopes(scope).join('+')}`,
} as const;

const DIGITS = '0123456789';

export interface TotpRow {
  secret: string;
  verified: boolean;
  last_used_step: number | null;
  setup_checked: boolean;
  pending_secret: string | null;
  pending_last_used_step: number | null;
}

export function invalidCode(): never {
  throw appError('INVALID_EXPIRED_OTP_CODE');
}

/** What two-step authentication is built on. */
export interface SecondFactorDeps {
  readonly config: Pick<ServerConfig, 'secondFactor' | 'recoveryCodes'>;
  readonly db: Database;
  readonly logger: Logger;
  readonly now: () => number;
  readonly strings: MessageStrings;
  readonly accounts: AccountService;
  readonly codes: CodeService;
  readonly sessions: SessionService;
  readonly outbox: Outbox;
  readonly limiter: RateLimiter;
  /** OAuth token families, ended with the other sessions when a factor changes. */
  readonly oauthTokens: TokenStore;
}

/** What every second-factor service shares: its settings, the services under it, and confirming a session. */
export abstract class SecondFactorBase {
  readonly limiter: RateLimiter;

  constructor(protected readonly services: SecondFactorDeps) {
    this.limiter = services.limiter;
  }

  protected get settings() {
    return this.services.config.secondFactor;
  }

  /** TOTP_ISSUER, or the product's full name. */
  protected get totpIssuer(): string {
    return this.settings.totpIssuer ?? this.services.strings.productTitle;
  }

  protected otpKind(): CodeKindConfig {
    return { length: 6, alphabet: DIGITS, ttlMs: this.settings.otpTtlMs, maxAttempts: this.settings.codeMaxAttempts };
  }

  protected async account(uid: string) {
    const account = await this.services.accounts.byUid(uid);
    if (!account) throw appError('INVALID_TOKEN');
    return account;
  }

  /** Records `name` for the account; given the session that caused it, with that session's device. */
  protected async event(db: Queryable, uid: string, name: string, session?: SessionRecord): Promise<void> {
    await recordSecurityEvent(db, { uid, name, at: this.services.now(), userAgent: session?.userAgent });
  }

  /**
   * Signs the account out everywhere but `session`, as a password change
   * does: every other session, and every OAuth token family (refresh and
   * access tokens stop working at once). A second factor turned on or
   * replaced does this: the person may be locking out someone who has their
   * password, their old authenticator, old backup codes or old phone number,
   * and an OAuth token is as good a way in as a session; a session or token
   * issued before never proved the new factor.
   */
  protected async signOutElsewhere(tx: Queryable, session: SessionRecord): Promise<void> {
    await signOutEverywhere(tx, this.services.oauthTokens, session.uid, session.id);
  }

  /**
   * Emails the account's primary address, in the account's language, that a
   * second factor changed. The change is made whatever happens to the email,
   * so a refused delivery is logged (the outbox keeps it, marked failed).
   */
  protected async notify(uid: string, template: NoticeTemplate): Promise<void> {
    const account = await this.services.accounts.byUid(uid);
    if (!account) return;
    try {
      await this.services.outbox.sendNoticeEmail({ to: account.email, uid, locale: account.locale, template });
    } catch (error) {
      if (!(error instanceof AppError && error.key === 'FAILED_TO_SEND_EMAIL')) throw error;
      this.services.logger.warn('two-step notice not delivered', { uid, template });
    }
  }

  /**
   * Marks the session confirmed by a second factor (authenticator, backup
   * code or recovery phone all count as two-step, AAL2); its emailed code is
   * no longer needed.
   */
  protected async confirmSession(session: SessionRecord): Promise<void> {
    if (session.verified) return;
    await this.services.db.transaction(async (tx) => {
      await this.services.sessions.markVerified(tx, session.id, 'totp-2fa');
      await this.event(tx, session.uid, 'session.verify', session);
    });
    await this.services.codes.revoke('session-token', { uid: session.uid, sessionId: session.id });
  }

  protected async totpRow(db: Queryable, uid: string): Promise<TotpRow | undefined> {
    const rows = await db.query<TotpRow>(
      'SELECT secret, verified, last_used_step, setup_checked, pending_secret, pending_last_used_step FROM totp WHERE uid = $1',
      [uid],
    );
    return rows[0];
  }
}
