// Settings of the OAuth / OpenID Connect provider, read once at start:
//
//   PUBLIC_URL                       the issuer: the origin relying parties reach us at
//                                    (required in production; elsewhere the request's origin)
//   OAUTH_CODE_TTL_SECONDS           authorization code lifetime (default 300)
//   OAUTH_ACCESS_TOKEN_TTL_SECONDS   access token lifetime (default 3600)
//   OAUTH_ID_TOKEN_TTL_SECONDS       id token lifetime (default 3600)
//   OAUTH_PROMPT_NONE_ENABLED        prompt=none allowed at all (default true)
//   OAUTH_PROMPT_NONE_CLIENTS        comma-separated client ids that may use prompt=none with
//                                    an email or login_hint (SPEC §5.2, §6)
//   OAUTH_SIGNING_KEYS / OAUTH_SIGNING_KEYS_FILE
//                                    the signing keys as JSON: {"active": JWK, "pending": JWK,
//                                    "retired": [JWK, …]}, private RSA JWKs with a kid. Unset,
//                                    the server makes one active key and keeps it in the database.
//
// Rotating keys by configuration: publish the next key as "pending" and let
// relying parties' caches pick it up, then make it "active" and move the old
// one to "retired" (still published, never signing), and drop it from the
// list once no token it signed can still be presented.
import { readFileSync } from 'node:fs';
import { intFrom } from '../env';

/** A private RSA key as a JWK, with its key id. */
export interface PrivateSigningJwk {
  readonly kty: 'RSA';
  readonly kid: string;
  readonly n: string;
  readonly e: string;
  readonly d: string;
  readonly [member: string]: unknown;
}

export interface ConfiguredSigningKeys {
  readonly active: PrivateSigningJwk;
  readonly pending?: PrivateSigningJwk;
  readonly retired: readonly PrivateSigningJwk[];
}

export interface OAuthConfig {
  /** The issuer; undefined outside production when PUBLIC_URL is unset (the request's origin then). */
  readonly publicUrl: string | undefined;
  readonly codeTtlMs: number;
  readonly accessTokenTtlMs: number;
  readonly idTokenTtlMs: number;
  readonly promptNoneEnabled: boolean;
  readonly promptNoneClients: readonly string[];
  /** Keys from configuration; undefined when the server keeps its own. */
  readonly signingKeys: ConfiguredSigningKeys | undefined;
}

const PRIVATE_RSA_MEMBERS = ['n', 'e', 'd', 'p', 'q', 'dp', 'dq', 'qi'] as const;

function parseJwk(value: unknown, where: string): PrivateSigningJwk {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error(`${where} must be a JWK object`);
  const jwk = value as Record<string, unknown>;
  if (jwk.kty !== 'RSA') throw new Error(`${where}.kty must be RSA`);
  if (typeof jwk.kid !== 'string' || !/^[\x21-\x7e]{1,128}$/.test(jwk.kid)) throw new Error(`${where}.kid must be a key id`);
  for (const member of PRIVATE_RSA_MEMBERS) {
    if (typeof jwk[member] !== 'string' || !/^[A-Za-z0-9_-]+$/.test(jwk[member])) {
      throw new Error(`${where}.${member} must be base64url text (a private RSA key)`);
    }
  }
  return jwk as unknown as PrivateSigningJwk;
}

/** Parses the JSON of OAUTH_SIGNING_KEYS; `source` names it in errors. */
export function parseSigningKeys(text: string, source: string): ConfiguredSigningKeys {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error(`${source} is not valid JSON`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error(`${source} must be an object`);
  const { active, pending, retired = [], ...rest } = value as Record<string, unknown>;
  const unknown = Object.keys(rest);
  if (unknown.length > 0) throw new Error(`${source} has an unknown field ${JSON.stringify(unknown[0])}`);
  if (!Array.isArray(retired)) throw new Error(`${source}.retired must be an array`);
  const keys: ConfiguredSigningKeys = {
    active: parseJwk(active, `${source}.active`),
    ...(pending !== undefined ? { pending: parseJwk(pending, `${source}.pending`) } : {}),
    retired: retired.map((jwk, index) => parseJwk(jwk, `${source}.retired[${index}]`)),
  };
  const kids = [keys.active, ...(keys.pending ? [keys.pending] : []), ...keys.retired].map((jwk) => jwk.kid);
  if (new Set(kids).size !== kids.length) throw new Error(`${source} names one kid twice`);
  return keys;
}

function loadSigningKeys(env: NodeJS.ProcessEnv): ConfiguredSigningKeys | undefined {
  if (env.OAUTH_SIGNING_KEYS && env.OAUTH_SIGNING_KEYS.trim() !== '') {
    return parseSigningKeys(env.OAUTH_SIGNING_KEYS, 'OAUTH_SIGNING_KEYS');
  }
  const file = env.OAUTH_SIGNING_KEYS_FILE;
  if (!file) return undefined;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`OAUTH_SIGNING_KEYS_FILE ${JSON.stringify(file)} cannot be read`);
  }
  return parseSigningKeys(text, 'OAUTH_SIGNING_KEYS_FILE');
}

function publicUrlFrom(env: NodeJS.ProcessEnv, production: boolean): string | undefined {
  const raw = env.PUBLIC_URL;
  if (raw === undefined || raw === '') {
    if (production) throw new Error('PUBLIC_URL must be set in production: it is the OpenID issuer');
    return undefined;
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error('PUBLIC_URL must be an absolute http or https URL');
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.pathname !== '/' || url.search || url.hash) {
    throw new Error('PUBLIC_URL must be an http or https origin without a path, query or fragment');
  }
  return url.origin;
}

function flagFrom(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = (env[name] ?? '').toLowerCase();
  if (raw === '') return fallback;
  if (raw === '1' || raw === 'true' || raw === 'yes') return true;
  if (raw === '0' || raw === 'false' || raw === 'no') return false;
  throw new Error(`${name} must be true or false`);
}

export function loadOAuthConfig(env: NodeJS.ProcessEnv, production: boolean): OAuthConfig {
  const promptNoneClients = (env.OAUTH_PROMPT_NONE_CLIENTS ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
  for (const id of promptNoneClients) {
    if (!/^[0-9a-f]{16}$/.test(id)) throw new Error(`OAUTH_PROMPT_NONE_CLIENTS holds ${JSON.stringify(id)}, not a client id`);
  }
  return {
    publicUrl: publicUrlFrom(env, production),
    codeTtlMs: intFrom(env, 'OAUTH_CODE_TTL_SECONDS', 300, 1) * 1000,
    accessTokenTtlMs: intFrom(env, 'OAUTH_ACCESS_TOKEN_TTL_SECONDS', 3600, 1) * 1000,
    idTokenTtlMs: intFrom(env, 'OAUTH_ID_TOKEN_TTL_SECONDS', 3600, 1) * 1000,
    promptNoneEnabled: flagFrom(env, 'OAUTH_PROMPT_NONE_ENABLED', true),
    promptNoneClients,
    signingKeys: loadSigningKeys(env),
  };
}
