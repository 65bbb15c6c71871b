// Server configuration, read once from the environment.
import { BlockList, isIP } from 'node:net';
import path from 'node:path';
import { loadOAuthClients } from './oauth-clients';
import type { OAuthClient } from './oauth-client';
import { loadOAuthConfig } from './oauth';
import type { OAuthConfig } from './oauth';
import { loadAbuseLimits } from './limits';
import type { AbuseLimits } from './limits';
import { loadPasskeyConfig } from './passkeys';
import type { PasskeyConfig } from './passkeys';
import { loadSecondFactorConfig } from './second-factor';
import type { SecondFactorConfig } from './second-factor';
import { intFrom } from './env';
import { loadGraphQLLimits } from './graphql-limits';
import type { GraphQLLimits } from './graphql-limits';
import { parseTrustedProxies } from './trusted-proxies';
import type { TrustedProxies } from './trusted-proxies';
import type { RateRule } from './rate-rule';
import { loadThirdPartyConfig } from './third-party';
import type { ThirdPartyConfig } from './third-party';
import { loadCmsSettings } from './cms-file';
import type { CmsSettings } from './cms-file';
import { legalDirFrom } from './legal';
import { loadProducts } from './products';
import { loadPairingConfig } from './pairing';
import type { PairingConfig } from './pairing';
import type { Product } from './products';

/** Cost parameters of the scrypt hash the server keeps of each authPW. */
/** The address mail comes from when MAIL_FROM is not set. */
export const DEFAULT_MAIL_ADDRESS = 'accounts@localhost';

/** The bare address of a sender written as 'Name <address>' or as the address alone. */
export function mailAddressOf(sender: string | undefined): string {
  if (!sender) return DEFAULT_MAIL_ADDRESS;
  const bracketed = /<([^<>]+)>\s*$/.exec(sender);
  return (bracketed?.[1] ?? sender).trim();
}

export interface ScryptParams {
  readonly N: number;
  readonly r: number;
  readonly p: number;
  readonly keylen: number;
}

/** Length, alphabet, lifetime and attempt limit of one kind of one-time code. */
export interface CodeKindConfig {
  readonly length: number;
  /** Characters a code is drawn from; digits for the emailed codes. */
  readonly alphabet: string;
  readonly ttlMs: number;
  readonly maxAttempts: number;
}

export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  readonly production: boolean;
  /**
   * Development mode: not production, and listening on the loopback
   * interface only. The outbox page (every account's codes), the example
   * clients and the other development pages exist only then; a server
   * outside production on any other address refuses to start.
   */
  readonly development: boolean;
  /** The client environment name of SPEC §3.15 (test, local, dev, ci, stage, prod). */
  readonly env: string;
  /** Folder of the built app (vite build output). */
  readonly staticDir: string;
  /** `postgres://…` to use a PostgreSQL server; absent for the embedded database. */
  readonly databaseUrl: string | undefined;
  /** `DATABASE_REPLICA_URL`: streaming standbys of that server, for the reads of signed-in sessions (empty: none). */
  readonly databaseReplicaUrls: readonly string[];
  /** `DATABASE_POOLER=transaction`: the URLs lead to a pooler in transaction mode, so no statement is a named prepared one. */
  readonly databasePooler: 'none' | 'transaction';
  /** `DATABASE_POOL_SIZE`: connections each instance opens to the primary, and to each standby. */
  readonly databasePoolSize: number;
  /** Folder of the embedded database's files. */
  readonly dataDir: string;
  readonly scrypt: ScryptParams;
  readonly codes: {
    readonly signup: CodeKindConfig;
    readonly sessionToken: CodeKindConfig;
    /** The emailed code that starts a password reset. */
    readonly passwordForgot: CodeKindConfig;
  };
  /** Largest request body accepted, in bytes. */
  readonly bodyLimitBytes: number;
  /** `smtp://…` or `smtps://…`: mail also leaves over SMTP when set. */
  readonly smtpUrl: string | undefined;
  /**
   * Sender of outgoing mail (`MAIL_FROM`). Unset, mail comes from
   * accounts@localhost under the product's full name from the English brand.
   */
  readonly mailFrom: string | undefined;
  /** How long outbox messages are kept before the sweep deletes them (`OUTBOX_RETENTION_HOURS`, default a week). */
  readonly outboxRetentionMs: number;
  /**
   * The proxies in front (`TRUSTED_PROXIES`: addresses and CIDR ranges): only
   * a request whose connection comes from one of them has its
   * `X-Forwarded-For` and `X-Forwarded-Proto` believed.
   */
  readonly trustedProxies: TrustedProxies;
  /**
   * A MaxMind DB file (`GEOIP_DATABASE`, .mmdb) that places client addresses
   * for the connected-services list; unset, no place is named.
   */
  readonly geoipDatabase: string | undefined;
  /**
   * Origins of other sites whose pages may call /graphql and /v1 from a
   * browser (`CORS_ALLOWED_ORIGINS`, comma-separated; default none). The
   * product's own public origin is always allowed.
   */
  readonly corsAllowedOrigins: readonly string[];
  /** What one GraphQL request may ask for, and whether introspection is on (graphql-limits.ts). */
  readonly graphql: GraphQLLimits;
  /** Backup authentication codes: how many and how long (SPEC §9). */
  readonly recoveryCodes: { readonly count: number; readonly length: number };
  /** Folder of the Fluent resources used for email subjects and bodies. */
  readonly localesDir: string;
  /** Two-step authentication and step-up tokens. */
  readonly secondFactor: SecondFactorConfig;
  /** Passkeys: the relying party id and the accepted origins (server/config/passkeys.ts). */
  readonly passkeys: PasskeyConfig;
  /** Every abuse limit (server/config/limits.ts). */
  readonly limits: AbuseLimits;
  /** OAuth clients registered at start (`OAUTH_CLIENTS`, `OAUTH_CLIENTS_FILE`). */
  readonly oauthClients: readonly OAuthClient[];
  /** The OAuth / OpenID Connect provider: issuer, lifetimes, prompt=none, signing keys. */
  readonly oauth: OAuthConfig;
  /**
   * The deployment's help article on turning cookies and site data on
   * (`COOKIES_SUPPORT_URL`), linked from the cookies-disabled screen; unset,
   * the app links its own default.
   */
  readonly cookiesSupportUrl: string | undefined;
  /** The product's about page (`ABOUT_URL`), which the header logo links to; unset, the logo links nowhere. */
  readonly aboutUrl: string | undefined;
  /** Uploaded avatars: the folder their files are kept in (`AVATAR_DIR`) and the uploads allowed per account. */
  readonly avatars: {
    readonly dir: string;
    readonly uploadLimit: RateRule;
  };
  /** Third-party identity providers (GOOGLE_AUTH_*, APPLE_AUTH_*) and the local ones of development. */
  readonly thirdParty: ThirdPartyConfig;
  /** Relying-party branding: whether pages ask for it, and the content file stored at start (server/cms/content-file.ts). */
  readonly cms: CmsSettings;
  /** Folder of the legal documents, one sub-folder per locale (`LEGAL_DIR`; default the shipped examples). */
  readonly legalDir: string;
  /** Subscription products stored at start (`SUBSCRIPTION_PRODUCTS`, `SUBSCRIPTION_PRODUCTS_FILE`). */
  readonly products: readonly Product[];
  /** Device pairing: the clients a paired device may sign in to, and the relay's bounds (`PAIRING_*`). */
  readonly pairing: PairingConfig;
  /** Where the breach check of new passwords gets its hashes (password-range.ts). */
  readonly passwordRange: PasswordRangeConfig;
  /**
   * The benchmark's baseline routes (server/http/bench-routes.ts), never in
   * production: a constant answer (`BENCH_BARE_ROUTE=1`) and the settings
   * read over plain REST (`BENCH_REST_ROUTE=1`).
   */
  readonly benchRoutes: { readonly bare: boolean; readonly rest: boolean };
}

/**
 * The range service of the breach check: an HIBP-compatible service
 * (`PASSWORD_RANGE_URL`, answering `GET {url}/range/{prefix}`) and how long
 * it is waited for (`PASSWORD_RANGE_TIMEOUT_MS`). Without a service the
 * server answers from the compromised-password list it ships.
 */
export interface PasswordRangeConfig {
  readonly url: string | undefined;
  readonly timeoutMs: number;
}

const DIGITS = '0123456789';

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/**
 * Whether a HOST value listens on the loopback interface alone: an address
 * of 127.0.0.0/8 (also written as IPv4 in IPv6), ::1, or the name localhost.
 * Anything else, the unspecified 0.0.0.0 and :: included, is reachable from
 * the network.
 */
export function isLoopbackHost(host: string): boolean {
  if (/^localhost\.?$/i.test(host)) return true;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(host);
  const address = mapped ? mapped[1]! : host;
  const family = isIP(address);
  if (family === 0) return false;
  return LOOPBACK.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * HOST, with development mode kept to the machine itself: outside production
 * the server hands out the outbox (the codes mailed to every account) and
 * example clients, so a HOST the network can reach stops the start unless
 * NODE_ENV is production.
 */
function hostFrom(env: NodeJS.ProcessEnv, production: boolean): string {
  const host = env.HOST ?? '127.0.0.1';
  if (!production && !isLoopbackHost(host)) {
    throw new Error(
      `HOST ${JSON.stringify(host)} is reachable from the network, and outside production (NODE_ENV=production) the server serves the development outbox with every account's codes: listen on 127.0.0.1, ::1 or localhost, or run in production`,
    );
  }
  return host;
}

/** Connections of each instance's pool, all opened at start and kept. */
const DEFAULT_DATABASE_POOL_SIZE = 10;

/** The standbys, the pooler and the pool size; each refused clearly when wrong, and only with DATABASE_URL. */
function databaseRoutingFrom(
  env: NodeJS.ProcessEnv,
  databaseUrl: string | undefined,
): Pick<ServerConfig, 'databaseReplicaUrls' | 'databasePooler' | 'databasePoolSize'> {
  const databaseReplicaUrls = (env.DATABASE_REPLICA_URL ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter((url) => url !== '');
  for (const url of databaseReplicaUrls) {
    if (!/^postgres(ql)?:\/\//.test(url)) {
      throw new Error(`DATABASE_REPLICA_URL must list postgres:// or postgresql:// URLs separated by commas, not ${JSON.stringify(url)}`);
    }
  }
  if (databaseReplicaUrls.length > 0 && !databaseUrl) {
    throw new Error('DATABASE_REPLICA_URL needs DATABASE_URL: standbys serve reads of a PostgreSQL primary');
  }
  const pooler = env.DATABASE_POOLER ?? '';
  if (pooler !== '' && pooler !== 'none' && pooler !== 'transaction') {
    throw new Error(`DATABASE_POOLER must be "transaction" or "none", not ${JSON.stringify(pooler)}`);
  }
  return {
    databaseReplicaUrls,
    databasePooler: pooler === 'transaction' ? 'transaction' : 'none',
    databasePoolSize: intFrom(env, 'DATABASE_POOL_SIZE', DEFAULT_DATABASE_POOL_SIZE, 1),
  };
}

export function loadConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const port = Number(env.PORT ?? 3030);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, not ${JSON.stringify(env.PORT)}`);
  }
  const production = env.NODE_ENV === 'production';
  const host = hostFrom(env, production);
  const databaseUrl = env.DATABASE_URL && env.DATABASE_URL !== '' ? env.DATABASE_URL : undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('DATABASE_URL must start with postgres:// or postgresql://');
  }
  const database = databaseRoutingFrom(env, databaseUrl);
  const otpTtlMs = intFrom(env, 'OTP_EXPIRES_IN_MINUTES', 5, 1) * 60_000;
  const maxAttempts = intFrom(env, 'CODE_MAX_ATTEMPTS', 5, 1);
  const oauth = loadOAuthConfig(env, production, port);
  return {
    port,
    host,
    production,
    development: !production && isLoopbackHost(host),
    env: env.ORBIT_ENV ?? (production ? 'prod' : 'local'),
    staticDir: path.resolve(env.STATIC_DIR ?? 'dist'),
    databaseUrl,
    ...database,
    dataDir: path.resolve(env.DATA_DIR ?? '.data'),
    scrypt: {
      N: scryptCost(env),
      r: intFrom(env, 'SCRYPT_R', 8, 1),
      p: intFrom(env, 'SCRYPT_P', 1, 1),
      keylen: 32,
    },
    codes: {
      signup: { length: 6, alphabet: DIGITS, ttlMs: otpTtlMs, maxAttempts },
      sessionToken: { length: 6, alphabet: DIGITS, ttlMs: otpTtlMs, maxAttempts },
      passwordForgot: { length: 6, alphabet: DIGITS, ttlMs: otpTtlMs, maxAttempts },
    },
    bodyLimitBytes: intFrom(env, 'BODY_LIMIT_BYTES', 64 * 1024, 1),
    smtpUrl: env.SMTP_URL && env.SMTP_URL !== '' ? env.SMTP_URL : undefined,
    mailFrom: env.MAIL_FROM && env.MAIL_FROM !== '' ? env.MAIL_FROM : undefined,
    outboxRetentionMs: intFrom(env, 'OUTBOX_RETENTION_HOURS', 7 * 24, 1) * 60 * 60_000,
    trustedProxies: trustedProxiesFrom(env),
    corsAllowedOrigins: corsOriginsFrom(env, production),
    geoipDatabase: env.GEOIP_DATABASE && env.GEOIP_DATABASE !== '' ? path.resolve(env.GEOIP_DATABASE) : undefined,
    graphql: loadGraphQLLimits(env, production),
    recoveryCodes: recoveryCodesFrom(env),
    localesDir: path.resolve(env.LOCALES_DIR ?? 'locales'),
    secondFactor: loadSecondFactorConfig(env, production),
    limits: loadAbuseLimits(env),
    oauthClients: loadOAuthClients(env),
    oauth,
    passkeys: loadPasskeyConfig(env, oauth.publicUrl),
    pairing: loadPairingConfig(env, production),
    passwordRange: passwordRangeFrom(env, production),
    cookiesSupportUrl: httpUrlFrom(env, 'COOKIES_SUPPORT_URL'),
    aboutUrl: httpUrlFrom(env, 'ABOUT_URL'),
    avatars: {
      dir: path.resolve(env.AVATAR_DIR ?? path.join(env.DATA_DIR ?? '.data', 'avatars')),
      uploadLimit: {
        limit: intFrom(env, 'RATE_AVATAR_UPLOAD_LIMIT', 20, 1),
        windowMs: intFrom(env, 'RATE_AVATAR_UPLOAD_WINDOW_SECONDS', 15 * 60, 1) * 1000,
      },
    },
    thirdParty: loadThirdPartyConfig(env, production),
    cms: loadCmsSettings(env, production),
    legalDir: legalDirFrom(env),
    products: loadProducts(env, production),
    benchRoutes: { bare: !production && env.BENCH_BARE_ROUTE === '1', rest: !production && env.BENCH_REST_ROUTE === '1' },
  };
}

/** An http(s) address from `env[name]`, undefined when unset; anything else stops the start. */
function httpUrlFrom(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name];
  if (value === undefined || value === '') return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an http or https address, not ${JSON.stringify(value)}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`${name} must be an http or https address, not ${JSON.stringify(value)}`);
  }
  return url.href;
}

/**
 * PASSWORD_RANGE_URL and PASSWORD_RANGE_TIMEOUT_MS: the service's base
 * address (https in production, since the prefixes it is sent are what the
 * service learns; no query or fragment, which the path is appended to), and a
 * wait of 100 ms to 30 s.
 */
function passwordRangeFrom(env: NodeJS.ProcessEnv, production: boolean): PasswordRangeConfig {
  const timeoutMs = intFrom(env, 'PASSWORD_RANGE_TIMEOUT_MS', 3000, 100);
  if (timeoutMs > 30_000) throw new Error(`PASSWORD_RANGE_TIMEOUT_MS must be at most 30000, not ${timeoutMs}`);
  const url = httpUrlFrom(env, 'PASSWORD_RANGE_URL');
  if (url === undefined) return { url, timeoutMs };
  const parsed = new URL(url);
  if (production && parsed.protocol !== 'https:') throw new Error('PASSWORD_RANGE_URL must be an https address in production');
  if (parsed.search !== '' || parsed.hash !== '' || parsed.username !== '' || parsed.password !== '') {
    throw new Error('PASSWORD_RANGE_URL must be a base address without credentials, query or fragment, such as https://api.pwnedpasswords.com');
  }
  return { url: url.replace(/\/+$/, ''), timeoutMs };
}

/**
 * CORS_ALLOWED_ORIGINS: exact origins (scheme, host and port, nothing more),
 * https in production. A wildcard is refused: any site could then read what
 * the APIs answer a signed-in person's browser.
 */
function corsOriginsFrom(env: NodeJS.ProcessEnv, production: boolean): string[] {
  const entries = (env.CORS_ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  return entries.map((entry) => {
    const refuse = (why: string) => new Error(`CORS_ALLOWED_ORIGINS must list origins such as https://app.example.com; ${JSON.stringify(entry)} ${why}`);
    if (entry.includes('*')) throw refuse('is a wildcard');
    let url: URL;
    try {
      url = new URL(entry);
    } catch {
      throw refuse('is not one');
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw refuse('is not http or https');
    if (production && url.protocol !== 'https:') throw refuse('is not https, which production needs');
    // Compared as browsers send Origin: lower-case, no default port, no path, nothing else.
    if (entry.replace(/\/$/, '') !== url.origin) throw refuse(`is not an origin as a browser sends it (${url.origin})`);
    return url.origin;
  });
}

/**
 * How many backup authentication codes a set holds and how long each is
 * (`RECOVERY_CODES_COUNT`, `RECOVERY_CODES_LENGTH`; SPEC §9: 8 codes of 10
 * characters), within what the contract accepts: 1 to 20 codes of 8 to 20.
 */
function recoveryCodesFrom(env: NodeJS.ProcessEnv): { count: number; length: number } {
  const count = intFrom(env, 'RECOVERY_CODES_COUNT', 8, 1);
  const length = intFrom(env, 'RECOVERY_CODES_LENGTH', 10, 8);
  if (count > 20) throw new Error(`RECOVERY_CODES_COUNT must be at most 20, not ${count}`);
  if (length > 20) throw new Error(`RECOVERY_CODES_LENGTH must be at most 20, not ${length}`);
  return { count, length };
}

/** TRUSTED_PROXIES; the former yes-or-no TRUST_PROXY trusted any peer, so it stops the start with what to set instead. */
function trustedProxiesFrom(env: NodeJS.ProcessEnv): TrustedProxies {
  if (env.TRUST_PROXY !== undefined && env.TRUST_PROXY !== '') {
    throw new Error('TRUST_PROXY is no longer read: list the addresses of the proxies in front in TRUSTED_PROXIES');
  }
  return parseTrustedProxies(env.TRUSTED_PROXIES);
}

/** SCRYPT_N: scrypt takes only a power of two, so anything else stops the start here rather than at the first sign-in. */
function scryptCost(env: NodeJS.ProcessEnv): number {
  const n = intFrom(env, 'SCRYPT_N', 65536, 2);
  if ((n & (n - 1)) !== 0) throw new Error(`SCRYPT_N must be a power of two, not ${n}`);
  return n;
}
