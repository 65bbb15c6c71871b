// Display text may not hold control, surrogate or private-use characters
// (SPEC §5.4); it is also limited in length.
export const DISPLAY_NAME_MAX_LENGTH = 256;

const FORBIDDEN = /[\p{Cc}\p{Cs}\p{Co}]/u;

/** Whether a string is acceptable as a display name. */
export function isValidDisplayName(value: string): boolean {
  if (value.length > DISPLAY_NAME_MAX_LENGTH) return false;
  if (FORBIDDEN.test(value)) return false;
  // A lone surrogate half is not matched by \p{Cs} on a well-formed scan; check explicitly.
  for (let i = 0; i < value.length; i += 1) {
    const unit = value.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i += 1;
    } else if (unit >= 0xdc00 && unit <= 0xdfff) {
      return false;
    }
  }
  return true;
}
