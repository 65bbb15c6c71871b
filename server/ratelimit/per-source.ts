// The limits counted per source alone, whatever account a request names:
// lookups that tell whether an address has an account, requests that send
// an email or a text message, and the breach check's ranges (which name no
// account at all). One source could otherwise ask about every
// address it has a list of, or send mail to thousands of addresses, each
// under that address's own limit. Each request takes its place before its
// handler runs (one statement that increments and returns), so a burst gets
// no more than the limit; a source is the client's address, or its /64 for
// IPv6 (source.ts).
import type { Caller } from './guards';
import { throttledError } from './rate-limiter';
import type { RateLimiter } from './rate-limiter';
import { sourceOf } from './source';

/** The per-source limits (keys of AbuseLimits). */
export type SourceLimitKey = 'lookupPerIp' | 'sendPerIp' | 'passwordCheckPerIp';

/**
 * The REST operations (by operationId) each per-source limit counts. Every
 * operation that answers whether an address has an account, or sends an
 * email or text message that its caller chose to have sent, is here; a test
 * holds the list against the contract.
 */
export const SOURCE_LIMITED_OPERATIONS: Readonly<Record<string, SourceLimitKey>> = {
  accountStatus: 'lookupPerIp',
  accountCredentialsStatus: 'lookupPerIp',
  accountCreate: 'sendPerIp',
  accountLoginSendUnblockCode: 'sendPerIp',
  sessionResendCode: 'sendPerIp',
  passwordForgotSendOtp: 'sendPerIp',
  recoveryEmailCreate: 'sendPerIp',
  recoveryEmailResendCode: 'sendPerIp',
  mfaOtpRequest: 'sendPerIp',
  recoveryPhoneCreate: 'sendPerIp',
  recoveryPhoneCreateWithJwt: 'sendPerIp',
  recoveryPhoneChange: 'sendPerIp',
  recoveryPhoneChangeWithJwt: 'sendPerIp',
  recoveryPhoneSigninSendCode: 'sendPerIp',
  recoveryPhoneResetPasswordSendCode: 'sendPerIp',
  passwordRange: 'passwordCheckPerIp',
};

/** The GraphQL mutations each per-source limit counts (the same operations as REST's). */
export const SOURCE_LIMITED_FIELDS: Readonly<Record<string, SourceLimitKey>> = {
  signUp: 'sendPerIp',
};

/**
 * Counts one request of `caller` under the per-source limit `key`; over it, throws 114 with the wait
 * in the caller's language. The count commits without waiting for a disk flush: these are the
 * busiest counters (every lookup), and a crash of the database forgetting the last fraction of a
 * second of a source's requests lets it make that many again, which the limit's size absorbs.
 */
export async function countSource(limiter: RateLimiter, key: SourceLimitKey, caller: Caller): Promise<void> {
  const decision = await limiter.hit(`source-${key}`, sourceOf(caller.ip), limiter.limits[key], 'unflushed');
  if (!decision.allowed) throw throttledError(decision.retryAfterMs, caller.locale);
}
