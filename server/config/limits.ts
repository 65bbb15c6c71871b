// Every abuse limit of the server, in one place: what it counts, per what,
// its default, the setting that changes it, and how a refusal answers. Each
// limit is a window counter in the database (rate-limiter.ts), shared by every
// instance, and each attempt takes its place in the window before the check
// it guards runs, so requests sent at the same moment get no more checks than
// requests sent one after another.
//
// A limit is set with `<PREFIX>_LIMIT` (how many) and `<PREFIX>_WINDOW_SECONDS`
// (how long the window lasts from its first hit).
import { intFrom } from './env';
import type { RateRule } from './rate-rule';

export interface AbuseLimits {
  /** Wrong passwords per address, from every source; then sign-in needs the emailed unblock code (125). */
  readonly badPassword: RateRule;
  /** Wrong passwords per address from one client address; then sign-in needs the emailed unblock code (125). */
  readonly badPasswordPerIpAndAddress: RateRule;
  /** Wrong passwords and sign-ins to unknown addresses per client address, across addresses (114). */
  readonly badPasswordPerIp: RateRule;
  /** Codes emailed per purpose and account or address (SPEC §9: at most 4), then 114. */
  readonly codeSend: RateRule;
  /** Failed code, key and backup-code checks per account, across kinds (114). */
  readonly codeVerify: RateRule;
  /** Failed code, key and backup-code checks per client address, across accounts (114). */
  readonly codeVerifyPerIp: RateRule;
  /** Text messages per account (216). */
  readonly sms: RateRule;
  /** Lookups of whether an address has an account, per client address or IPv6 /64 (114). */
  readonly lookupPerIp: RateRule;
  /** Requests that send an email or a text message, per client address or IPv6 /64 (114). */
  readonly sendPerIp: RateRule;
  /** Breach checks of a new password (the compromised-password range), per client address or IPv6 /64 (114). */
  readonly passwordCheckPerIp: RateRule;
}

export interface LimitDescription {
  readonly key: keyof AbuseLimits;
  /** The settings' prefix: `<prefix>_LIMIT`, `<prefix>_WINDOW_SECONDS`. */
  readonly prefix: string;
  readonly limit: number;
  readonly windowSeconds: number;
  /** What one hit is, and per what it is counted. */
  readonly counts: string;
  /** The errno a refusal answers with (always with `retryAfter`). */
  readonly errno: number;
}

const MINUTES = 60;

/** The limits with their defaults, as docs/operations.md lists them. */
export const ABUSE_LIMITS: readonly LimitDescription[] = [
  // A person who mistypes a few times signs in with the next right password; a guesser at one source
  // needs the emailed unblock code after five, and guessers spread over many sources after ten.
  {
    key: 'badPasswordPerIpAndAddress',
    prefix: 'RATE_BAD_PASSWORD_PER_IP_AND_ADDRESS',
    limit: 5,
    windowSeconds: 15 * MINUTES,
    counts: 'wrong passwords per address from one client address',
    errno: 125,
  },
  { key: 'badPassword', prefix: 'RATE_BAD_PASSWORD', limit: 10, windowSeconds: 15 * MINUTES, counts: 'wrong passwords per address, from every client address', errno: 125 },
  {
    key: 'badPasswordPerIp',
    prefix: 'RATE_BAD_PASSWORD_PER_IP',
    limit: 30,
    windowSeconds: 15 * MINUTES,
    counts: 'wrong passwords and unknown addresses at sign-in per client address',
    errno: 114,
  },
  { key: 'codeSend', prefix: 'RATE_CODE_SEND', limit: 4, windowSeconds: 15 * MINUTES, counts: 'codes emailed per purpose and account', errno: 114 },
  {
    key: 'codeVerify',
    prefix: 'RATE_CODE_VERIFY',
    limit: 10,
    windowSeconds: 15 * MINUTES,
    counts: 'failed checks of codes, recovery keys and backup codes per account',
    errno: 114,
  },
  {
    key: 'codeVerifyPerIp',
    prefix: 'RATE_CODE_VERIFY_PER_IP',
    limit: 100,
    windowSeconds: 15 * MINUTES,
    counts: 'failed checks of codes, recovery keys and backup codes per client address',
    errno: 114,
  },
  { key: 'sms', prefix: 'RATE_SMS', limit: 5, windowSeconds: 60 * MINUTES, counts: 'text messages per account', errno: 216 },
  {
    key: 'lookupPerIp',
    prefix: 'RATE_LOOKUP_PER_IP',
    limit: 60,
    windowSeconds: 15 * MINUTES,
    counts: 'lookups of whether an address has an account (account status, credentials status), and passkey sign-in options, per client address',
    errno: 114,
  },
  {
    key: 'sendPerIp',
    prefix: 'RATE_SEND_PER_IP',
    limit: 25,
    windowSeconds: 60 * MINUTES,
    counts: 'requests that send an email or a text message (sign-up, codes, unblock, reset, secondary addresses, recovery phone) per client address',
    errno: 114,
  },
  // A person checks one password per submit and one per password sign-in; a source asking for many
  // ranges is walking the list, which the range service (or the shipped list) would otherwise serve it.
  {
    key: 'passwordCheckPerIp',
    prefix: 'RATE_PASSWORD_CHECK_PER_IP',
    limit: 60,
    windowSeconds: 15 * MINUTES,
    counts: 'breach checks of a password (compromised-password ranges) per client address',
    errno: 114,
  },
];

/** Reads every limit from the environment; a setting that is not a positive integer stops the start with its name. */
export function loadAbuseLimits(env: NodeJS.ProcessEnv): AbuseLimits {
  const entries = ABUSE_LIMITS.map((limit): [keyof AbuseLimits, RateRule] => [
    limit.key,
    {
      limit: intFrom(env, `${limit.prefix}_LIMIT`, limit.limit, 1),
      windowMs: intFrom(env, `${limit.prefix}_WINDOW_SECONDS`, limit.windowSeconds, 1) * 1000,
    },
  ]);
  return Object.fromEntries(entries) as unknown as AbuseLimits;
}

