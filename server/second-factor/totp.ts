// Authenticator-app codes (TOTP, RFC 6238 with otpauth): SHA-1, six digits,
// 30-second steps, one step of clock drift either way. A code is accepted
// only for a step later than the last one used, so it works once.
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
 * The time step a code belongs to, when it is valid at `at` within the
 * window and later than `lastUsedStep`; otherwise undefined.
 */
export function matchTotp(secret: string, code: string, at: number, lastUsedStep: number | null): number | undefined {
  const delta = totpOf(secret, 'orbit', 'code').validate({ token: code, timestamp: at, window: WINDOW });
  if (delta === null) return undefined;
  const step = Math.floor(at / 1000 / PERIOD_SECONDS) + delta;
  if (lastUsedStep !== null && step <= lastUsedStep) return undefined;
  return step;
}
