// Value checks shared by the query-parameter models (SPEC §5.3, §9).

/** SPEC §9: the longest URL the product accepts. */
export const URL_MAX_LENGTH = 2048;
/** SPEC §5.3: default maximum length of the URL check. */
export const URL_CHECK_DEFAULT_MAX_LENGTH = 2084;
export const URL_CHECK_DEFAULT_PROTOCOLS: readonly string[] = ['http', 'https', 'ftp'];

/** The out-of-band redirect URI of device pairing. */
export const PAIRING_REDIRECT_URN = 'urn:ietf:wg:oauth:2.0:oob:pair-auth-webchannel';

export interface UrlCheckOptions {
  protocols?: readonly string[];
  /** A host must end in a dotted top-level domain; off unless asked. */
  requireTld?: boolean;
  maxLength?: number;
}

const HOST_LABEL = /^[a-z0-9\u00a1-\uffff](?:[a-z0-9\u00a1-\uffff-]{0,61}[a-z0-9\u00a1-\uffff])?$/i;
const TLD = /^(?:[a-z\u00a1-\uffff]{2,63}|xn--[a-z0-9-]{2,59})$/i;

function isHost(host: string, requireTld: boolean): boolean {
  if (host.startsWith('[') && host.endsWith(']')) return true;
  if (/^\d{1,3}(?:\.\d{1,3}){3}$/.test(host)) return host.split('.').every((n) => Number(n) <= 255);
  const labels = host.split('.');
  if (!labels.every((label) => HOST_LABEL.test(label))) return false;
  if (!requireTld) return true;
  return labels.length > 1 && TLD.test(labels[labels.length - 1] ?? '');
}

/** Whether `value` is an absolute URL with an allowed protocol and a valid host. */
export function isUrl(value: string, options: UrlCheckOptions = {}): boolean {
  const protocols = options.protocols ?? URL_CHECK_DEFAULT_PROTOCOLS;
  const maxLength = options.maxLength ?? URL_CHECK_DEFAULT_MAX_LENGTH;
  if (value.length === 0 || value.length > maxLength || /\s/.test(value)) return false;
  const match = /^([a-z][a-z0-9+.-]*):\/\//i.exec(value);
  if (!match?.[1] || !protocols.includes(match[1].toLowerCase())) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return isHost(url.hostname, options.requireTld ?? false);
}

/** redirectTo / redirectUrl: a path starting with '/' that forms a valid URL path, or a URL without a required TLD. */
export function isRedirectTo(value: string): boolean {
  if (value.startsWith('/')) {
    if (value.startsWith('//')) return false;
    try {
      return new URL(value, 'https://accounts.invalid').origin === 'https://accounts.invalid';
    } catch {
      return false;
    }
  }
  return isUrl(value, { requireTld: false });
}

/** A redirect_to the app follows by itself: a path on this site, never '//host' or '/\\host'. */
export function sameSitePath(redirectTo: string | undefined): string | undefined {
  return redirectTo && /^\/(?![/\\])/.test(redirectTo) ? redirectTo : undefined;
}

/** redirectUri: the pairing URN, or a URL without a required TLD. */
export function isRedirectUri(value: string): boolean {
  return value === PAIRING_REDIRECT_URN || isUrl(value, { requireTld: false });
}

/** Hexadecimal digits, optionally after a 0x or 0h prefix when allowed. */
export function isHexadecimal(value: string, options: { allowPrefix?: boolean } = {}): boolean {
  const pattern = options.allowPrefix ? /^(?:0[xh])?[0-9a-f]+$/i : /^[0-9a-f]+$/i;
  return pattern.test(value);
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value);
}

/** Client-info and CMS look-ups run only for a 16-character hexadecimal id. */
export function isLookupClientId(value: string | undefined): value is string {
  return value !== undefined && value.length === 16 && isHexadecimal(value);
}

const ENCODED_QUERY_VALUE = /^(?:[A-Za-z0-9\-_.!~*'();/?:@&=+$,]|%[0-9A-Fa-f]{2})*$/;

/**
 * Whether a raw query value (as it appears in the URL) is URI-encoded: only
 * characters a URI may carry unescaped, and well-formed %XX escapes that
 * decode as UTF-8.
 */
export function isUriEncoded(raw: string): boolean {
  if (!ENCODED_QUERY_VALUE.test(raw)) return false;
  try {
    decodeURIComponent(raw);
    return true;
  } catch {
    return false;
  }
}
