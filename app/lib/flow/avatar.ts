// The default avatar's letter (SPEC §3.2), wherever an account is shown.

/**
 * The first character of the display name when it has a letter or digit,
 * else the first character of the email, else '?'.
 */
export function avatarLetter(displayName: string | null | undefined, email: string | null | undefined): string {
  if (displayName && /[\p{L}\p{N}]/u.test(displayName)) return Array.from(displayName)[0] ?? '?';
  if (email) return Array.from(email)[0] ?? '?';
  return '?';
}
