// A new password (sign-up, a reset, a change): its rules (SPEC §5.4) and the
// credentials it makes for a kB, with key stretching v1 always and v2 when
// chosen (SPEC §9).
//
// The too-common check reads common-passwords.txt, a curated list of the
// passwords of eight characters or more that lead public breach-frequency
// lists, in their usual capitalisations. Shorter ones fail the length rule
// first, so they are not listed. The file is fetched as its own chunk the
// first time a password is checked, so the entry page never pays for it.
//
// A password that passes its rules is then checked against known breaches
// (breach.ts), last, so that no range is asked for one the rules refuse.
import type { AuthErrorKey } from '../../api';
import { isKnownCompromised } from './breach';
import type { RangeSource } from './breach';
import { bytesToHex, createClientSalt, deriveCredentials, hexToBytes, wrapKb } from '../crypto';
import { clientError } from './errors';
import type { ShownError } from './errors';

export const MIN_PASSWORD_LENGTH = 8;

let commonPasswords: Promise<ReadonlySet<string>> | undefined;

/** The common-password list, loaded once. */
export function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  commonPasswords ??= import('./common-passwords.txt?raw').then(
    ({ default: text }) => new Set(text.split('\n').map((line) => line.trim().toLowerCase()).filter(Boolean)),
  );
  return commonPasswords;
}

/** The first rule a new password breaks, as its catalogue error, or undefined. */
export function newPasswordProblem(
  password: string,
  email: string,
  common: ReadonlySet<string>,
): Extract<AuthErrorKey, 'PASSWORD_TOO_SHORT' | 'PASSWORD_SAME_AS_EMAIL' | 'PASSWORD_TOO_COMMON'> | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) return 'PASSWORD_TOO_SHORT';
  if (password.toLowerCase() === email.trim().toLowerCase()) return 'PASSWORD_SAME_AS_EMAIL';
  if (common.has(password.toLowerCase())) return 'PASSWORD_TOO_COMMON';
  return undefined;
}

/** 'Passwords do not match' when the confirmation differs. */
export function confirmationProblem(password: string, confirmation: string): Extract<AuthErrorKey, 'PASSWORDS_DO_NOT_MATCH'> | undefined {
  return password === confirmation ? undefined : 'PASSWORDS_DO_NOT_MATCH';
}

/** A new password and its confirmation, as typed. */
export interface NewPasswordValues {
  password: string;
  confirmation: string;
}

/** What is wrong with them, under each field. */
export interface NewPasswordErrors {
  password?: ShownError;
  confirmation?: ShownError;
}

/**
 * Both fields checked before anything is stretched: the password's first
 * broken rule, else a confirmation that differs, else a password found in
 * known breaches (asked of `source` only when all else is right). Empty when
 * all is right.
 */
export async function checkNewPassword(values: NewPasswordValues, email: string, source: RangeSource): Promise<NewPasswordErrors> {
  const found = await checkNewPasswordRules(values, email);
  if (found.password || found.confirmation) return found;
  return checkBreached(values.password, source);
}

/** The rules alone: the password's first broken rule, else a confirmation that differs. */
export async function checkNewPasswordRules(values: NewPasswordValues, email: string): Promise<NewPasswordErrors> {
  const common = await loadCommonPasswords().catch(() => new Set<string>());
  const password = newPasswordProblem(values.password, email, common);
  if (password) return { password: clientError(password) };
  const confirmation = confirmationProblem(values.password, values.confirmation);
  return confirmation ? { confirmation: clientError(confirmation) } : {};
}

/** 'This password has appeared in known data breaches' under the password when the breach check finds it. */
export async function checkBreached(password: string, source: RangeSource): Promise<NewPasswordErrors> {
  return (await isKnownCompromised(password, source)) === true ? { password: clientError('PASSWORD_COMPROMISED') } : {};
}

/** The credentials a password sends for a kB: v1 always, the three v2 fields together when chosen. */
export interface PasswordCredentials {
  authPW: string;
  wrapKb: string;
  authPWVersion2?: string;
  wrapKbVersion2?: string;
  clientSalt?: string;
}

/**
 * Stretches `password` salted with `email` (the address the account was made
 * with) and wraps `kB` under it: with version 2 too, a fresh clientSalt.
 */
export async function passwordCredentials(email: string, password: string, version: 1 | 2, kB: Uint8Array): Promise<PasswordCredentials> {
  return (await stretchedPasswordCredentials(email, password, version, kB)).credentials;
}

/** As passwordCredentials, with the unwrapBKey (hex) of the newest version made, which a sync flow hands the browser. */
export async function stretchedPasswordCredentials(
  email: string,
  password: string,
  version: 1 | 2,
  kB: Uint8Array,
): Promise<{ credentials: PasswordCredentials; unwrapBKey: string }> {
  const v1 = await deriveCredentials(1, email, password);
  const credentials = { authPW: v1.authPW, wrapKb: bytesToHex(wrapKb(kB, hexToBytes(v1.unwrapBKey))) };
  if (version === 1) return { credentials, unwrapBKey: v1.unwrapBKey };
  const clientSalt = createClientSalt();
  const v2 = await deriveCredentials(2, email, password, clientSalt);
  return {
    credentials: {
      ...credentials,
      authPWVersion2: v2.authPW,
      wrapKbVersion2: bytesToHex(wrapKb(kB, hexToBytes(v2.unwrapBKey))),
      clientSalt,
    },
    unwrapBKey: v2.unwrapBKey,
  };
}
