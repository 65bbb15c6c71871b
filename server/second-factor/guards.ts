// Shared checks of the second-factor operations: rate-limited code checks,
// rate-limited sends, and the caller's address and language.
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { appError } from '../errors';
import { clientAddressOf } from '../http/client-address';
import type { TrustedProxies } from '../config/trusted-proxies';
import type { AuthServerErrorKey } from '../../generated/errors';
import { throttledError } from '../ratelimit/rate-limiter';
import type { RateLimiter, RateRule } from '../ratelimit/rate-limiter';
import { sourceOf } from '../ratelimit/source';
import type { Services } from '../services';

/** The client's address (server/http/client-address.ts): the socket's peer, or behind a trusted proxy the forwarded one. */
export function clientAddress(c: Context, proxies: TrustedProxies): string {
  let peer: string | undefined;
  try {
    peer = getConnInfo(c).remote.address;
  } catch {
    peer = undefined;
  }
  return clientAddressOf(peer, c.req.header('X-Forwarded-For'), proxies);
}

export interface Caller {
  readonly ip: string;
  readonly locale: string;
}

export function callerOf(c: Context, services: Services): Caller {
  return {
    ip: clientAddress(c, services.config.trustedProxies),
    locale: services.strings.negotiate(c.req.header('Accept-Language')),
  };
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

/** Counts one send against `rule`; over the limit it throws `error` (114 by default) with the wait. */
export async function limitedSend(
  limiter: RateLimiter,
  action: string,
  subject: string,
  rule: RateRule,
  locale: string,
  error: AuthServerErrorKey = 'THROTTLED',
): Promise<void> {
  const decision = await limiter.hit(action, subject, rule);
  if (decision.allowed) return;
  const throttled = throttledError(decision.retryAfterMs, locale);
  if (error === 'THROTTLED') throw throttled;
  throw appError(error, { retryAfter: throttled.extra.retryAfter, retryAfterLocalized: throttled.extra.retryAfterLocalized });
}
