// The breach check of a password, made here because the server never sees a
// password (it receives only the stretched authPW). By k-anonymity: the
// password's SHA-1 is taken with WebCrypto, its first five hexadecimal
// characters are sent to the server's range operation, and the suffixes it
// answers are compared with the rest of the hash here. Neither the password
// nor its full hash leaves the browser, and the request carries no session.
//
// The check runs when a form is submitted, never as the person types. When it
// cannot be made (offline, the range limit reached, a server error) it lets
// the password through: a person is never stopped from setting a password by
// a check the server could not enforce anyway.
import type { Api } from '../../api';

/** What the check asks: the server's range operation. */
export type RangeSource = Pick<Api, 'passwordRange'>;

/** The SHA-1 of `password` (its UTF-8 bytes), in upper-case hexadecimal. */
export async function passwordSha1(password: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-1', new TextEncoder().encode(password));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase();
}

/**
 * Whether `password` is among the known-compromised ones: true or false, or
 * undefined when the check could not be made. An entry of count 0 is padding
 * and names no password.
 */
export async function isKnownCompromised(password: string, source: RangeSource): Promise<boolean | undefined> {
  try {
    const hash = await passwordSha1(password);
    const { suffixes } = await source.passwordRange(hash.slice(0, 5));
    const suffix = hash.slice(5);
    return suffixes.some((entry) => entry.count > 0 && entry.suffix.toUpperCase() === suffix);
  } catch {
    return undefined;
  }
}
