// Cache of the short-lived step-up JWTs of sensitive operations (SPEC §3.11,
// §6), keyed '{sessionToken}-{scope}', with the times one-time codes were
// requested, keyed the same way.
import type { NamespacedStorage } from './namespacedStorage';

export const MFA_TOKEN_CACHE_KEY = 'mfa_token_cache';
export const MFA_OTP_REQUESTS_KEY = 'mfa_otp_requests';

export const MFA_SCOPES = ['password', '2fa', 'email', 'recovery_key', 'test'] as const;
export type MfaScope = (typeof MFA_SCOPES)[number];

export interface MfaJwtPayload {
  aud: string;
  exp: number;
  iat: number;
  iss: string;
  jti: string;
  stid: string;
  sub: string;
  scope: string[];
}

export function mfaCacheKey(sessionToken: string, scope: MfaScope): string {
  return `${sessionToken}-${scope}`;
}

function base64UrlDecode(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The payload of a JWT when it has every field the cache requires; otherwise undefined. */
export function decodeMfaPayload(jwt: string): MfaJwtPayload | undefined {
  const part = jwt.split('.')[1];
  if (part === undefined) return undefined;
  let payload: unknown;
  try {
    payload = JSON.parse(base64UrlDecode(part));
  } catch {
    return undefined;
  }
  if (typeof payload !== 'object' || payload === null) return undefined;
  const p = payload as Record<string, unknown>;
  const strings = ['aud', 'iss', 'jti', 'stid', 'sub'] as const;
  if (!strings.every((k) => typeof p[k] === 'string')) return undefined;
  if (typeof p.exp !== 'number' || typeof p.iat !== 'number') return undefined;
  if (!Array.isArray(p.scope)) return undefined;
  return p as unknown as MfaJwtPayload;
}

/** A token is expired when exp × 1000 < now. */
export function isMfaTokenExpired(payload: Pick<MfaJwtPayload, 'exp'>, now: number): boolean {
  return payload.exp * 1000 < now;
}

export interface MfaTokenCache {
  /** The cached JWT when it is valid and unexpired; an unusable entry is dropped. */
  get(sessionToken: string, scope: MfaScope): string | undefined;
  /** Caches the JWT; returns false (and caches nothing) when its payload is unusable. */
  set(sessionToken: string, scope: MfaScope, jwt: string): boolean;
  /**
   * Caches the JWT under every scope it carries (its `scope` claim's 'mfa:<scope>' entries);
   * returns those scopes, none when its payload is unusable.
   */
  setCarried(sessionToken: string, jwt: string): MfaScope[];
  remove(sessionToken: string, scope: MfaScope): void;
  otpRequestedAt(sessionToken: string, scope: MfaScope): number | undefined;
  recordOtpRequest(sessionToken: string, scope: MfaScope, at: number): void;
}

export function createMfaTokenCache(store: NamespacedStorage, now: () => number = Date.now): MfaTokenCache {
  const tokens = () => store.get<Record<string, string>>(MFA_TOKEN_CACHE_KEY) ?? {};
  const requests = () => store.get<Record<string, number>>(MFA_OTP_REQUESTS_KEY) ?? {};
  const cache: MfaTokenCache = {
    get(sessionToken, scope) {
      const jwt = tokens()[mfaCacheKey(sessionToken, scope)];
      if (jwt === undefined) return undefined;
      const payload = decodeMfaPayload(jwt);
      if (!payload || isMfaTokenExpired(payload, now())) {
        cache.remove(sessionToken, scope);
        return undefined;
      }
      return jwt;
    },
    set(sessionToken, scope, jwt) {
      if (!decodeMfaPayload(jwt)) return false;
      store.set(MFA_TOKEN_CACHE_KEY, { ...tokens(), [mfaCacheKey(sessionToken, scope)]: jwt });
      return true;
    },
    setCarried(sessionToken, jwt) {
      const payload = decodeMfaPayload(jwt);
      if (!payload) return [];
      const carried = MFA_SCOPES.filter((scope) => payload.scope.includes(`mfa:${scope}`));
      const entries = Object.fromEntries(carried.map((scope) => [mfaCacheKey(sessionToken, scope), jwt]));
      store.set(MFA_TOKEN_CACHE_KEY, { ...tokens(), ...entries });
      return carried;
    },
    remove(sessionToken, scope) {
      const all = tokens();
      delete all[mfaCacheKey(sessionToken, scope)];
      store.set(MFA_TOKEN_CACHE_KEY, all);
    },
    otpRequestedAt: (sessionToken, scope) => requests()[mfaCacheKey(sessionToken, scope)],
    recordOtpRequest(sessionToken, scope, at) {
      store.set(MFA_OTP_REQUESTS_KEY, { ...requests(), [mfaCacheKey(sessionToken, scope)]: at });
    },
  };
  return cache;
}
