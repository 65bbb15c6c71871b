// The abuse-limit guards every use case puts in front of what it counts: a
// code check under a per-account and a per-source limit, and a send under its
// own. They take plain data (the limiter, the rule, who is asking), so a use
// case needs nothing of the transport that asked it.
import { appError } from '../errors';
import type { AuthServerErrorKey } from '../../generated/errors';
import type { RateRule } from '../config/rate-rule';
import { throttledError } from './rate-limiter';
import type { RateLimiter } from './rate-limiter';
import { sourceOf } from './source';

/** Who is asking: the client's address, for the per-source limits, and the language of a refusal's wait. */
export interface Caller {
  readonly ip: string;
  readonly locale: string;
}

/**
 * Runs a code check under the per-account limit `rule` and the limiter's
 * per-client-address limit (`codeVerifyPerIp`). Each check is counted before
 * it runs (one statement that increments and returns), so a burst of
 * concurrent checks gets no more than the limit; once over it, the answer is
 * 114 with the wait. A check that succeeds is taken back, so only failed
 * checks use up the limit.
 */
export async function limitedCheck(
  limiter: RateLimiter,
  rule: RateRule,
  caller: Caller,
  uid: string,
  check: () => Promise<boolean>,
): Promise<boolean> {
  const addressRule = limiter.limits.codeVerifyPerIp;
  const counted: Array<readonly [string, string]> = [];
  for (const [action, subject, r] of [
    ['code-verify-account', uid, rule],
    ['code-verify-address', sourceOf(caller.ip), addressRule],
  ] as const) {
    const decision = await limiter.hit(action, subject, r);
    if (!decision.allowed) {
      // Only the refused hit stays counted; the ones before it never led to a check.
      for (const [a, s] of counted) await limiter.release(a, s);
      throw throttledError(decision.retryAfterMs, caller.locale);
    }
    counted.push([action, subject]);
  }
  const ok = await check();
  if (ok) for (const [action, subject] of counted) await limiter.release(action, subject);
  return ok;
}

/**
 * Counts one send against `rule`; over the limit it throws `error` (114 by default) with the wait.
 * The count commits without waiting for a disk flush: an allowed send writes its code or message
 * next, and that write's flush makes the count durable with it; a refused send writes nothing
 * else, and a crash forgetting it costs nothing. (The attempts at codes above stay flushed: they
 * guard what a guess could break.)
 */
export async function limitedSend(
  limiter: RateLimiter,
  action: string,
  subject: string,
  rule: RateRule,
  locale: string,
  error: AuthServerErrorKey = 'THROTTLED',
): Promise<void> {
  const decision = await limiter.hit(action, subject, rule, 'unflushed');
  if (decision.allowed) return;
  const throttled = throttledError(decision.retryAfterMs, locale);
  if (error === 'THROTTLED') throw throttled;
  throw appError(error, { retryAfter: throttled.extra.retryAfter, retryAfterLocalized: throttled.extra.retryAfterLocalized });
}
