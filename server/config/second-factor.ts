// Settings of two-step authentication and step-up tokens,
// read from the environment with the defaults of SPEC §9.
import { intFrom } from './env';

export interface SecondFactorConfig {
  /** HS256 key of the step-up JWTs; every instance behind one database must share it. */
  readonly jwtSecret: string;
  readonly jwtIssuer: string;
  readonly jwtTtlSeconds: number;
  /** Lifetime of the emailed and texted six-digit codes (SPEC §9: 5 minutes). */
  readonly otpTtlMs: number;
  /** Wrong guesses one code allows. */
  readonly codeMaxAttempts: number;
  readonly unblockCode: { readonly length: number; readonly alphabet: string; readonly ttlMs: number };
  /**
   * Issuer shown by authenticator apps (`TOTP_ISSUER`). Unset, it is the
   * product's full name from the English brand: one stable label whatever the
   * account's language.
   */
  readonly totpIssuer: string | undefined;
  /** Session-token variants of the set-up operations: how recently the session must have been confirmed. */
  readonly inlineSetupWindowMs: number;
  readonly recoveryPhone: {
    readonly enabled: boolean;
    /** How many accounts may register one number. */
    readonly maxAccountsPerNumber: number;
    /** Countries (ISO 3166 alpha-2) texts can be sent to. */
    readonly regions: readonly string[];
  };
}

const DEVELOPMENT_SECRET = 'orbit-development-step-up-secret-not-for-production';
const MINUTE = 60_000;


export function loadSecondFactorConfig(env: NodeJS.ProcessEnv, production: boolean): SecondFactorConfig {
  const jwtSecret = env.MFA_JWT_SECRET ?? '';
  if (production && jwtSecret.length < 32) {
    throw new Error('MFA_JWT_SECRET must be set to at least 32 characters in production');
  }
  const recoveryPhoneFlag = (env.RECOVERY_PHONE_ENABLED ?? 'true').toLowerCase();
  return {
    jwtSecret: jwtSecret === '' ? DEVELOPMENT_SECRET : jwtSecret,
    jwtIssuer: env.MFA_JWT_ISSUER ?? 'orbit-accounts',
    jwtTtlSeconds: intFrom(env, 'MFA_JWT_TTL_SECONDS', 10 * 60, 1),
    otpTtlMs: intFrom(env, 'OTP_EXPIRES_IN_MINUTES', 5, 1) * MINUTE,
    codeMaxAttempts: intFrom(env, 'CODE_MAX_ATTEMPTS', 5, 1),
    unblockCode: {
      length: 8,
      alphabet: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
      ttlMs: intFrom(env, 'UNBLOCK_CODE_TTL_MINUTES', 60, 1) * MINUTE,
    },
    totpIssuer: env.TOTP_ISSUER && env.TOTP_ISSUER !== '' ? env.TOTP_ISSUER : undefined,
    inlineSetupWindowMs: 10 * MINUTE,
    recoveryPhone: {
      enabled: recoveryPhoneFlag !== 'false' && recoveryPhoneFlag !== '0',
      maxAccountsPerNumber: intFrom(env, 'RECOVERY_PHONE_MAX_ACCOUNTS', 5, 1),
      regions: (env.RECOVERY_PHONE_REGIONS ?? 'US,CA')
        .split(',')
        .map((region) => region.trim().toUpperCase())
        .filter((region) => region !== ''),
    },
  };
}
