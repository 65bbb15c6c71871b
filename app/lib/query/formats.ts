// The string formats of the query-parameter schemas (SPEC §5.3) that JSON
// Schema does not define, and the helpers the generated validators call.
// The build-time generator compiles the schemas against these definitions;
// the generated module imports them at run time.
import { isEmail, isHexadecimal, isRedirectTo, isRedirectUri } from './checks';

export interface QueryFormat {
  type: 'string';
  validate: (value: string) => boolean;
}

/** Custom formats by name, as the schemas of models.ts use them. */
export const queryFormats = {
  hexadecimal: { type: 'string', validate: (value: string) => isHexadecimal(value) },
  'redirect-to': { type: 'string', validate: isRedirectTo },
  'redirect-uri': { type: 'string', validate: isRedirectUri },
  'login-hint': { type: 'string', validate: (value: string) => value === '' || isEmail(value) },
  base64url: { type: 'string', validate: (value: string) => /^[A-Za-z0-9_-]+$/.test(value) },
} as const satisfies Record<string, QueryFormat>;

/** A string's length in code points, as JSON Schema's minLength and maxLength count it. */
export function codePointLength(value: string): number {
  return Array.from(value).length;
}
