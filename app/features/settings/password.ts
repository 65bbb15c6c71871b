// Changing and creating the password from settings (SPEC §4.7, §5.4, §6).
// A change keeps kB: the browser stretches the current password (the newest
// key-stretch version the account has), checks it again with the server for
// this session and gets a key-fetch token, reads the wrapped kB and unwraps
// it, then wraps the same kB under the new password (both versions, so a
// version 1 account is upgraded) and sends the change with the `password`
// step-up JWT. A wrong current password is said before any code is emailed.
import type { Api, PasswordChangeResponse } from '../../api';
import { randomKb } from '../../lib/crypto';
import { checkBreached, checkNewPasswordRules, clientError, passwordCredentials, reauthenticateWithKeys } from '../../lib/flow';
import type { NewPasswordErrors, RangeSource, ShownError } from '../../lib/flow';

/** What the change page's fields hold. */
export interface ChangePasswordValues {
  current: string;
  password: string;
  confirmation: string;
}

/** What is wrong with them, under each field. */
export interface ChangePasswordErrors extends NewPasswordErrors {
  current?: ShownError;
}

/**
 * The fields checked before anything is stretched: the current password
 * typed, the new one's rules (SPEC §5.4: it must differ from the current
 * one), then its confirmation, then the breach check of the new one. Empty
 * when all are right.
 */
export async function checkChangePassword(values: ChangePasswordValues, email: string, source: RangeSource): Promise<ChangePasswordErrors> {
  if (values.current === '') return { current: clientError('PASSWORD_REQUIRED') };
  const found = await checkNewPasswordRules(values, email);
  if (found.password) return found;
  if (values.password === values.current) return { password: clientError('PASSWORDS_MUST_BE_DIFFERENT') };
  if (found.confirmation) return found;
  return checkBreached(values.password, source);
}

type ChangeApi = Pick<Api, 'accountCredentialsStatus' | 'sessionReauth' | 'accountKeys' | 'passwordChange'>;

export interface ChangePasswordInput {
  /** The account's primary address (its credentials are found by it). */
  email: string;
  current: string;
  password: string;
}

/**
 * Changes the password keeping kB. `withJwt` runs the change with the
 * `password` step-up JWT (asking for the emailed code when none is cached);
 * Rejects with
 * the server's error: 103 for a wrong current password, before any code.
 */
export async function changePassword(
  api: ChangeApi,
  withJwt: (change: (jwt: string) => Promise<PasswordChangeResponse>) => Promise<PasswordChangeResponse>,
  input: ChangePasswordInput,
): Promise<PasswordChangeResponse> {
  // Stretched with the address the server names (another one once another address became primary).
  const old = await reauthenticateWithKeys(api, input.email, input.current, 'password_change');
  const credentials = await passwordCredentials(old.email, input.password, 2, old.kB);
  return withJwt((jwt) => api.passwordChange(jwt, { email: old.email, oldAuthPW: old.authPW, ...credentials }));
}

/** Creates the first password of an account without one, for a new kB made here (SPEC §4.7). */
export async function createPassword(api: Pick<Api, 'passwordCreate'>, email: string, password: string): Promise<number> {
  const credentials = await passwordCredentials(email, password, 2, randomKb());
  const { passwordCreated } = await api.passwordCreate(credentials);
  return passwordCreated;
}

