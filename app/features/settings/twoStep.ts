// What the two-step pages share: the backup codes the browser makes (as many
// and as long as the configuration says, SPEC §9), the authenticator's key in
// groups of four for typing, what an authenticator app shows for a key URI,
// and when few codes are left.
import { URI } from 'otpauth';

/** Letters and digits of a backup code (the contract's alphabet). */
const BACKUP_CODE_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** Fewer unused backup codes than this is low: the home and the page say to make new ones. */
export const LOW_BACKUP_CODES = 3;

export function isLowOnBackupCodes(count: number): boolean {
  return count < LOW_BACKUP_CODES;
}

/**
 * `count` distinct codes of `length` letters and digits, each character drawn
 * without bias from `random` (the browser's crypto by default).
 */
export function makeBackupCodes(
  count: number,
  length: number,
  random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): string[] {
  const codes = new Set<string>();
  // 252 is the largest multiple of 36 below 256: bytes above it are drawn again.
  const limit = 256 - (256 % BACKUP_CODE_ALPHABET.length);
  while (codes.size < count) {
    let code = '';
    while (code.length < length) {
      for (const byte of random(new Uint8Array(length))) {
        if (byte < limit && code.length < length) code += BACKUP_CODE_ALPHABET[byte % BACKUP_CODE_ALPHABET.length];
      }
    }
    codes.add(code);
  }
  return [...codes];
}

/** The base32 key as authenticator apps ask for it: groups of four, separated by spaces. */
export function groupedKey(secret: string): string[] {
  return secret.replace(/=+$/, '').match(/.{1,4}/g) ?? [];
}

export interface AuthenticatorEntry {
  /** The name the app lists the entry under. */
  issuer: string;
  /** The account the entry is for. */
  account: string;
}

/** The issuer and account an authenticator app shows for an otpauth URI. */
export function authenticatorEntry(uri: string): AuthenticatorEntry {
  const parsed = URI.parse(uri);
  return { issuer: parsed.issuer, account: parsed.label };
}

/** The text file of backup codes: what they are for, for whom, and one code a line. */
export function backupCodesFile(codes: readonly string[], heading: string, account: string): string {
  return [heading, account, '', ...codes, ''].join('\r\n');
}
