// Authenticator-app codes (TOTP, RFC 6238 with otpauth): SHA-1, six digits,
// 30-second steps, one step of clock drift either way. A code is accepted
// only for a step later than the last one used, so it works once; the same
// code sent again is told apart from a wrong one, so the person can be told to
// wait for the next code.
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

const PERIOD_SECONDS = 30;
const WINDOW = 1;

export interface TotpSecret {
  /** Base32, for manual entry. */
  readonly secret: string;
  readonly uri: string;
}

function totpOf(secret: string, issuer: string, label: string): TOTP {
  return new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(secret) });
}

export function newTotpSecret(issuer: string, label: string): TotpSecret {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, uri: totpOf(secret, issuer, label).toString() };
}

export function totpUri(secret: string, issuer: string, label: string): string {
  return totpOf(secret, issuer, label).toString();
}

/** A data: URL of a PNG QR code holding the otpauth URI. */
export function qrCodeDataUrl(uri: string): Promise<string> {
  return QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2, width: 256 });
}

/** The code an authenticator shows at `at` (ms). */
export function totpCodeAt(secret: string, at: number): string {
  return totpOf(secret, 'orbit', 'code').generate({ timestamp: at });
}

/**
 * What a code is at `at`: valid within the window, with the time step it
 * belongs to, when that step is later than `lastUsedStep`; 'used' when it is
 * valid but its step (or a later one) was already used; otherwise 'wrong'.
 */
export function matchTotp(secret: string, code: string, at: number, lastUsedStep: number | null): { readonly step: number } | 'used' | 'wrong' {
  const delta = totpOf(secret, 'orbit', 'code').validate({ token: code, timestamp: at, window: WINDOW });
  if (delta === null) return 'wrong';
  const step = Math.floor(at / 1000 / PERIOD_SECONDS) + delta;
  if (lastUsedStep !== null && step <= lastUsedStep) return 'used';
  return { step };
}
