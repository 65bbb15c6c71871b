// The rules of what a person types in settings, checked before anything is
// sent (the server checks the same).

/** The longest display name the account keeps. */
export const DISPLAY_NAME_MAX_LENGTH = 256;

// Control characters (including the C1 range) and private-use characters; surrogates are checked by halves below.
const FORBIDDEN = /[\p{Cc}\p{Co}]/u;

export type DisplayNameProblem = 'characters' | 'length';

/** What is wrong with a display name (SPEC §5.4: no control, surrogate or private-use characters), if anything. */
export function displayNameProblem(value: string): DisplayNameProblem | undefined {
  if (FORBIDDEN.test(value)) return 'characters';
  // A lone surrogate half is a surrogate character; a well-formed pair is one character of another plane.
  for (let i = 0; i < value.length; i += 1) {
    const unit = value.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return 'characters';
      i += 1;
    } else if (unit >= 0xdc00 && unit <= 0xdfff) {
      return 'characters';
    }
  }
  if (value.length > DISPLAY_NAME_MAX_LENGTH) return 'length';
  return undefined;
}
