// The periodic sweep: deletes what no request can use any more. Any instance
// may run it; every statement is a plain DELETE by age, so instances sweeping
// the same database at once only find less to delete.
//
//   - codes that expired a day ago (or were used and then expired);
//   - rate-limit counters whose window ended (nothing reads a past window);
//   - outbox messages older than the retention (they carry codes in clear);
//   - recovery phone numbers waiting for a texted code that expired long ago;
//   - OAuth codes and access tokens a day past expiry, refresh tokens a day after revocation;
//   - password-forgot and account-reset tokens a day past expiry;
//   - requests to approve a sign-in from another device a day past expiry;
//   - secondary addresses never confirmed, a day after their latest code
//     expired (their account no longer holds them, and the settings page
//     stops listing them);
//   - relying-party deliveries a day after they were delivered, and those
//     given up (too old, or beyond a client's queue bound);
//   - passkey challenges a day past expiry (used or not).
//
// Sessions have no expiry in this product (they last until sign-out or
// account deletion), so none are swept.
import type { PasswordResetService } from '../accounts/password-reset';
import type { SecondaryEmailService } from '../accounts/secondary-emails';
import type { SignInPushService } from '../accounts/sign-in-push';
import type { ServerConfig } from '../config';
import type { CodeService } from '../codes/code-service';
import type { Queryable } from '../db/database';
import type { Logger } from '../log';
import { schedule } from './schedule';
import type { Scheduled } from './schedule';
import type { TokenStore } from '../oauth/token-store';
import type { RelyingPartyDeliveries } from '../oauth/deliveries';
import type { Outbox } from '../outbox/outbox';
import type { RateLimiter } from '../ratelimit/rate-limiter';
import type { PasskeyService } from '../second-factor/passkeys';
import type { LinkedAccountService } from '../third-party/linked-accounts';

export const SWEEP_INTERVAL_MS = 15 * 60_000;
/** How long after expiring a code, or after its code expired a pending phone number, is kept. */
export const SWEEP_AGE_MS = 24 * 60 * 60_000;

/** Whose rows the sweep deletes, and its clock. */
export interface SweepDeps {
  readonly config: Pick<ServerConfig, 'secondFactor' | 'limits' | 'outboxRetentionMs'>;
  readonly db: Queryable;
  readonly now: () => number;
  readonly codes: Pick<CodeService, 'purgeExpired'>;
  readonly limiter: Pick<RateLimiter, 'purge'>;
  readonly outbox: Pick<Outbox, 'purge'>;
  readonly oauthTokens: Pick<TokenStore, 'purgeExpired'>;
  readonly passwordReset: Pick<PasswordResetService, 'purgeExpired'>;
  readonly linkedAccounts: Pick<LinkedAccountService, 'purgeClaims'>;
  readonly signInPush: Pick<SignInPushService, 'purgeExpired'>;
  readonly secondaryEmails: Pick<SecondaryEmailService, 'purgeUnconfirmed'>;
  readonly deliveries: Pick<RelyingPartyDeliveries, 'purge'>;
  readonly passkeys: Pick<PasskeyService, 'purgeChallenges'>;
}

export interface SweepCounts {
  readonly codes: number;
  readonly rateLimitCounters: number;
  readonly outbox: number;
  readonly pendingPhones: number;
  readonly oauthTokens: number;
  readonly resetTokens: number;
  /** Third-party codes and nonces claimed over a day ago (the provider's codes and id tokens expired long before), with the identities they left waiting for an account. */
  readonly thirdPartyClaims: number;
  /** Requests to approve a sign-in from another device, a day past expiry. */
  readonly pushRequests: number;
  /** Secondary addresses never confirmed, a day after their latest code expired. */
  readonly unconfirmedEmails: number;
  /** Relying-party deliveries delivered a day ago, or given up. */
  readonly deliveries: number;
  /** Passkey challenges a day past expiry. */
  readonly passkeyChallenges: number;
}

/** The longest window of any configured rate limit: a counter untouched for longer is over. */
function longestWindowMs(services: SweepDeps): number {
  return Math.max(...Object.values(services.config.limits).map((rule) => rule.windowMs));
}

/** Runs one sweep at the services' clock; returns how many rows of each kind went. */
export async function sweepOnce(services: SweepDeps): Promise<SweepCounts> {
  const now = services.now();
  const codes = await services.codes.purgeExpired(now - SWEEP_AGE_MS);
  const rateLimitCounters = await services.limiter.purge(now - longestWindowMs(services));
  const outbox = await services.outbox.purge(now - services.config.outboxRetentionMs);
  const pending = await services.db.query('DELETE FROM recovery_phone_pending WHERE created_at < $1 RETURNING uid', [
    now - services.config.secondFactor.otpTtlMs - SWEEP_AGE_MS,
  ]);
  const oauthTokens = await services.oauthTokens.purgeExpired(now - SWEEP_AGE_MS);
  const resetTokens = await services.passwordReset.purgeExpired(now - SWEEP_AGE_MS);
  const thirdPartyClaims = await services.linkedAccounts.purgeClaims(now - SWEEP_AGE_MS);
  const pushRequests = await services.signInPush.purgeExpired(now - SWEEP_AGE_MS);
  const unconfirmedEmails = await services.secondaryEmails.purgeUnconfirmed(now - SWEEP_AGE_MS);
  const purged = await services.deliveries.purge(now);
  const passkeyChallenges = await services.passkeys.purgeChallenges(now - SWEEP_AGE_MS);
  return {
    codes,
    rateLimitCounters,
    outbox,
    pendingPhones: pending.length,
    oauthTokens,
    resetTokens,
    thirdPartyClaims,
    pushRequests,
    unconfirmedEmails,
    deliveries: purged.delivered + purged.abandoned,
    passkeyChallenges,
  };
}

export type Sweeper = Scheduled;

/** Sweeps every `intervalMs` until stopped; the timer does not keep the process alive. */
export function startSweeper(
  services: SweepDeps,
  logger: Logger,
  options: { intervalMs?: number; sweep?: (services: SweepDeps) => Promise<SweepCounts> } = {},
): Sweeper {
  const sweep = options.sweep ?? sweepOnce;
  const run = async () => {
    const counts = await sweep(services);
    const deleted =
      counts.codes + counts.rateLimitCounters + counts.outbox + counts.pendingPhones + counts.oauthTokens + counts.resetTokens + counts.pushRequests + counts.unconfirmedEmails + counts.deliveries;
    // One total: the log redacts any field whose name mentions codes.
    if (deleted > 0) logger.info('sweep', { deleted });
  };
  return schedule(run, options.intervalMs ?? SWEEP_INTERVAL_MS, logger, 'sweep failed');
}
