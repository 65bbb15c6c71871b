// The wrong-password limits in front of every password check: per address
// from one client address (RATE_BAD_PASSWORD_PER_IP_AND_ADDRESS) and per
// address from every client address (RATE_BAD_PASSWORD), then the emailed
// unblock code (125, 127); and per client address across addresses
// (RATE_BAD_PASSWORD_PER_IP, then 114). The first is the tightest, so a
// guesser at one source is stopped there while the person, elsewhere, still
// has the address's own window; the second bounds guessers spread over many
// sources; a person who mistypes a few times meets neither. A check takes its
// place in every window before the slow hash runs, each in one statement
// that increments and returns the count, so a burst of guesses sent at once
// gets no more checks than guesses sent one after another. The outcome
// settles the places: a wrong password keeps them, a right one forgets the
// address's count and its count at this source (not at others, where a
// guesser may be) and gives the client address's place back. Every compared
// password holds its places under the account's normalized address, whatever
// case or address of the account it came with (passwords.ts:
// comparableVerifiers), so no spelling of the address reaches the hash
// without being counted under the account's one key.
import { appError } from '../errors';
import type { RateLimiter } from '../ratelimit/rate-limiter';
import { throttledError } from '../ratelimit/rate-limiter';
import { sourceOf } from '../ratelimit/source';
import type { Caller } from '../ratelimit/guards';
import { limitedCheck } from '../ratelimit/guards';
import { SECOND_FACTOR_EVENTS } from './second-factor-events';
import type { AccountDeps } from './deps';
import { BAD_PASSWORD_ACTION, CODE_PURPOSES } from './records';
import { recordSecurityEvent } from './security-events';

/** Rate-limit action of wrong passwords (and unknown addresses) counted per client address. */
export const BAD_PASSWORD_IP_ACTION = 'bad-password-ip';

/** Rate-limit action of wrong passwords counted per address and client address. */
export const BAD_PASSWORD_IP_AND_ADDRESS_ACTION = 'bad-password-ip-address';

/** The subject of an address's window at one source: the address first, so every source's window of an address shares a prefix. */
export function addressAtSource(email: string, ip: string): string {
  return `${addressPrefix(email)}${JSON.stringify(sourceOf(ip))}]`;
}

function addressPrefix(email: string): string {
  return `[${JSON.stringify(email)},`;
}

/** Forgets the wrong passwords counted against an address, from every source (a completed reset proved the address). */
export async function forgetWrongPasswords(limiter: RateLimiter, email: string): Promise<void> {
  await limiter.reset(BAD_PASSWORD_ACTION, email);
  await limiter.resetPrefix(BAD_PASSWORD_IP_AND_ADDRESS_ACTION, addressPrefix(email));
}

/** The places one password check holds until its outcome is known. */
export interface PasswordCheckSlot {
  /** The password was right: the address's wrong passwords (in all and from this source) are forgotten and the client address's place is given back. */
  passed(): Promise<void>;
}

export interface ReserveInput {
  /** The normalized address the account was found by. */
  readonly email: string;
  /**
   * The account's uid; undefined when no password of an account is compared
   * (an address no account has, or one answered 120): only the client address
   * counts then, as a lookup.
   */
  readonly uid: string | undefined;
  readonly caller: Caller;
  /** The emailed unblock code sent with a sign-in; undefined elsewhere. */
  readonly unblockCode?: string;
  /** The signing-in browser's user agent, which names the device of the unblock's security event. */
  readonly userAgent?: string;
  /**
   * What a blocked address answers: 'unblock' (sign-in: 125 until the unblock
   * code comes back) or 'throttle' (other checks: 114 with the wait).
   */
  readonly whenBlocked: 'unblock' | 'throttle';
}

export class PasswordAttempts {
  constructor(private readonly deps: Pick<AccountDeps, 'db' | 'codes' | 'limiter' | 'now'>) {}

  private get limiter(): RateLimiter {
    return this.deps.limiter;
  }

  /**
   * Takes the places of one password check, or refuses it: 114 when the
   * client address is over its limit; for a blocked address 125 without an
   * unblock code, 127 with a wrong one (unblock codes are checked under the
   * code-check limits), or 114 with `whenBlocked: 'throttle'`.
   */
  async reserve(input: ReserveInput): Promise<PasswordCheckSlot> {
    const { limiter } = this;
    const { badPassword, badPasswordPerIpAndAddress, badPasswordPerIp } = limiter.limits;
    const { caller } = input;
    // The places taken so far, given back when the check is refused before any password is compared.
    const taken: Array<readonly [string, string]> = [];
    const giveBack = async () => {
      for (const [action, subject] of taken) await limiter.release(action, subject);
    };
    // The address's windows first, the tightest first: a burst at one address from one source is refused
    // there, before it can fill the address's window for every source or the client address's window.
    if (input.uid !== undefined) {
      let blockedFor: number | undefined;
      for (const [action, subject, rule] of [
        [BAD_PASSWORD_IP_AND_ADDRESS_ACTION, addressAtSource(input.email, caller.ip), badPasswordPerIpAndAddress],
        [BAD_PASSWORD_ACTION, input.email, badPassword],
      ] as const) {
        const decision = await limiter.hit(action, subject, rule);
        if (!decision.allowed) {
          // The refused hit stays counted, so the block holds until its window ends or an unblock code lifts it.
          blockedFor = decision.retryAfterMs;
          break;
        }
        taken.push([action, subject]);
      }
      if (blockedFor !== undefined) {
        try {
          await this.unblock(input.uid, input, blockedFor);
        } catch (error) {
          await giveBack();
          throw error;
        }
      }
    }
    const source = sourceOf(caller.ip);
    const perIp = await limiter.hit(BAD_PASSWORD_IP_ACTION, source, badPasswordPerIp);
    if (!perIp.allowed) {
      // Refused before any password was checked: the address's places go back.
      await giveBack();
      throw throttledError(perIp.retryAfterMs, caller.locale);
    }
    const giveBackIp = () => limiter.release(BAD_PASSWORD_IP_ACTION, source);
    if (input.uid === undefined) {
      // No account, so no password to check: the client address's place stays taken unless given back.
      return { passed: giveBackIp };
    }
    const { email } = input;
    return {
      passed: async () => {
        // The address's window and this source's are forgotten; another source's guesses stay counted,
        // so a person signing in elsewhere gives a guesser no new tries.
        await limiter.reset(BAD_PASSWORD_ACTION, email);
        await limiter.reset(BAD_PASSWORD_IP_AND_ADDRESS_ACTION, addressAtSource(email, caller.ip));
        await giveBackIp();
      },
    };
  }

  /** Lets a check on a blocked address through with a right unblock code; otherwise throws what the address answers. */
  private async unblock(uid: string, input: ReserveInput, retryAfterMs: number): Promise<void> {
    if (input.whenBlocked === 'throttle') throw throttledError(retryAfterMs, input.caller.locale);
    const { unblockCode } = input;
    if (unblockCode === undefined) {
      // The block lifts with the unblock code, or by itself when the window ends: the wait says when.
      const { retryAfter, retryAfterLocalized } = throttledError(retryAfterMs, input.caller.locale).extra;
      throw appError('REQUEST_BLOCKED', { verificationMethod: 'email-captcha', verificationReason: 'login', retryAfter, retryAfterLocalized });
    }
    const ok = await limitedCheck(this.limiter, this.limiter.limits.codeVerify, input.caller, uid, async () => {
      const check = await this.deps.codes.verify(CODE_PURPOSES.unblock, { uid }, unblockCode);
      return check.status === 'ok';
    });
    if (!ok) throw appError('INVALID_UNBLOCK_CODE');
    await recordSecurityEvent(this.deps.db, { uid, name: SECOND_FACTOR_EVENTS.signinUnblocked, at: this.deps.now(), userAgent: input.userAgent });
  }
}
