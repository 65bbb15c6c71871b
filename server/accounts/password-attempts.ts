// The wrong-password limits in front of every password check: per address
// (RATE_BAD_PASSWORD, then the emailed unblock code: 125, 127) and per client
// address across addresses (RATE_BAD_PASSWORD_PER_IP, then 114). A check
// takes its place in both windows before the slow hash runs, each in one
// statement that increments and returns the count, so a burst of guesses sent
// at once gets no more checks than guesses sent one after another. The
// outcome settles the places: a wrong password keeps them, a right one
// forgets the address's count and gives the client address's place back.
// Every compared password holds both places under the account's normalized
// address, whatever case or address of the account it came with
// (passwords.ts: comparableVerifiers), so no spelling of the address reaches
// the hash without being counted under the account's one key.
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

/** The places one password check holds until its outcome is known. */
export interface PasswordCheckSlot {
  /** The password was right: the address's wrong passwords are forgotten and the client address's place is given back. */
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
    const { badPassword, badPasswordPerIp } = limiter.limits;
    const { caller } = input;
    // The address first: a burst at one address is refused here, before it can fill the client address's window.
    let addressCounted = false;
    if (input.uid !== undefined) {
      const perAddress = await limiter.hit(BAD_PASSWORD_ACTION, input.email, badPassword);
      addressCounted = perAddress.allowed;
      if (!perAddress.allowed) await this.unblock(input.uid, input, perAddress.retryAfterMs);
    }
    const perIp = await limiter.hit(BAD_PASSWORD_IP_ACTION, sourceOf(caller.ip), badPasswordPerIp);
    if (!perIp.allowed) {
      // Refused before any password was checked: the address's place goes back.
      if (addressCounted) await limiter.release(BAD_PASSWORD_ACTION, input.email);
      throw throttledError(perIp.retryAfterMs, caller.locale);
    }
    const giveBackIp = () => limiter.release(BAD_PASSWORD_IP_ACTION, sourceOf(caller.ip));
    if (input.uid === undefined) {
      // No account, so no password to check: the client address's place stays taken unless given back.
      return { passed: giveBackIp };
    }
    return {
      passed: async () => {
        await limiter.reset(BAD_PASSWORD_ACTION, input.email);
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
    await recordSecurityEvent(this.deps.db, { uid, name: SECOND_FACTOR_EVENTS.signinUnblocked, at: this.deps.now() });
  }
}
