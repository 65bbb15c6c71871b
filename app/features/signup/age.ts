// The age question of sign-up. The new password's rules are the flow kit's
// (lib/flow/newPassword.ts), shared with the reset and the password change.

/** The youngest age allowed to create an account. */
export const MIN_AGE = 13;

import type { AuthErrorKey } from '../../api';

/*
 * The age question is asked on every sign-up. SPEC gives it two errors (1031
 * missing, 1032 not a valid age) and a page for those under the minimum
 * (/cannot_create_account), and names no case in which it is left out, so no
 * integration or configuration hides it: a form without it could not keep the
 * minimum age. The answer itself is not sent; only whether the person is 18 or
 * older (atLeast18AtReg) goes with the new account.
 */
export type AgeCheck =
  | { kind: 'missing'; error: Extract<AuthErrorKey, 'AGE_REQUIRED'> }
  | { kind: 'invalid'; error: Extract<AuthErrorKey, 'INVALID_AGE'> }
  | { kind: 'too-young' }
  | { kind: 'ok'; age: number };

export function checkAge(raw: string): AgeCheck {
  const value = raw.trim();
  if (value === '') return { kind: 'missing', error: 'AGE_REQUIRED' };
  if (!/^\d{1,3}$/.test(value)) return { kind: 'invalid', error: 'INVALID_AGE' };
  const age = Number(value);
  if (age < 1 || age > 130) return { kind: 'invalid', error: 'INVALID_AGE' };
  if (age < MIN_AGE) return { kind: 'too-young' };
  return { kind: 'ok', age };
}
