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
//   OAUTH_KEY_BEARING_SCOPES         JSON list of the scopes that carry a scoped key:
//                                    [{"scope": "…", "keyRotationSecret": 64 hex,
//                                      "keyRotationTimestamp": ms, "redirectUris": ["…"]}];
//                                    a client gets a scope's key only from an allowed redirect
//                                    URI (SPEC §5.1). Outside production an example scope
//                                    serves the example relying party.
//   OAUTH_SIGNING_KEYS / OAUTH_SIGNING_KEYS_FILE
//                                    the signing keys as JSON: {"active": JWK, "pending": JWK,
//                                    "retired": [JWK, …]}, private RSA JWKs with a kid. Unset,
//                                    the server makes one active key and keeps it in the database.
//
// Rotating keys by configuration: publish the next key as "pending" and let
// relying parties' caches pick it up, then make it "active" and move the old
// one to "retired" (still published, never signing), and drop it from the
// list once no token it signed can still be presented.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { intFrom } from './env';
import { DEV_RP_CLIENTS, DEV_RP_PATH, PAIRING_REDIRECT_URN, SYNC_SCOPE } from './oauth-clients';

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

/** A scope that carries a key of its own for relying parties (SPEC §5.1). */
export interface KeyBearingScope {
  readonly scope: string;
  /** 32 bytes, hex: mixed into every key of the scope; changing it rotates them. */
  readonly keyRotationSecret: string;
  readonly keyRotationTimestamp: number;
  /** The redirect URIs a client may receive the scope's key at. */
  readonly redirectUris: readonly string[];
}

/** The example key-bearing scope of development mode, for the example relying party. */
export const DEV_KEY_BEARING_SCOPE = 'https://identity.example.com/apps/notes';

export interface OAuthConfig {
  /** The issuer; undefined outside production when PUBLIC_URL is unset (the request's origin then). */
  readonly publicUrl: string | undefined;
  readonly codeTtlMs: number;
  readonly accessTokenTtlMs: number;
  readonly idTokenTtlMs: number;
  /** How long a device authorization's codes live (RFC 8628 expires_in). */
  readonly deviceCodeTtlMs: number;
  /** How long a device waits between polls of the token endpoint, at first (RFC 8628 interval). */
  readonly devicePollIntervalMs: number;
  readonly promptNoneEnabled: boolean;
  readonly promptNoneClients: readonly string[];
  /** Keys from configuration; undefined when the server keeps its own. */
  readonly signingKeys: ConfiguredSigningKeys | undefined;
  readonly keyBearingScopes: readonly KeyBearingScope[];
  /** How often each instance looks for logout tokens due to relying parties (OAUTH_DELIVERY_INTERVAL_MS). */
  readonly deliveryIntervalMs: number;
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

function parseKeyBearingScopes(text: string): KeyBearingScope[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error('OAUTH_KEY_BEARING_SCOPES is not valid JSON');
  }
  if (!Array.isArray(value)) throw new Error('OAUTH_KEY_BEARING_SCOPES must be a JSON array');
  return value.map((entry: unknown, index) => {
    const where = `OAUTH_KEY_BEARING_SCOPES[${index}]`;
    const { scope, keyRotationSecret, keyRotationTimestamp, redirectUris } = (entry ?? {}) as Record<string, unknown>;
    if (typeof scope !== 'string' || !/^[\x21-\x7e]{1,256}$/.test(scope)) throw new Error(`${where}.scope must be a scope`);
    if (typeof keyRotationSecret !== 'string' || !/^[0-9a-f]{64}$/.test(keyRotationSecret)) {
      throw new Error(`${where}.keyRotationSecret must be 64 lower-case hexadecimal characters`);
    }
    if (typeof keyRotationTimestamp !== 'number' || !Number.isInteger(keyRotationTimestamp) || keyRotationTimestamp < 0) {
      throw new Error(`${where}.keyRotationTimestamp must be milliseconds since the epoch`);
    }
    if (!Array.isArray(redirectUris) || redirectUris.some((uri) => typeof uri !== 'string')) throw new Error(`${where}.redirectUris must be an array of URIs`);
    return { scope, keyRotationSecret, keyRotationTimestamp, redirectUris: redirectUris as string[] };
  });
}

/** The example scope outside production: its key goes to the example relying party's callbacks at `port`. */
function devKeyBearingScopes(port: number, publicUrl: string | undefined): KeyBearingScope[] {
  const origins = [`http://localhost:${port}`, `http://127.0.0.1:${port}`, ...(publicUrl ? [publicUrl] : [])];
  return [
    {
      scope: DEV_KEY_BEARING_SCOPE,
      keyRotationSecret: createHash('sha256').update('orbit example scope rotation secret').digest('hex'),
      keyRotationTimestamp: 1_767_225_600_000,
      redirectUris: origins.flatMap((origin) => (Object.keys(DEV_RP_CLIENTS) as string[]).map((kind) => `${origin}${DEV_RP_PATH}/${kind}/callback`)),
    },
    {
      // The browser's sync key, given to a device paired to the example browser.
      scope: SYNC_SCOPE,
      keyRotationSecret: createHash('sha256').update('orbit example sync scope rotation secret').digest('hex'),
      keyRotationTimestamp: 1_767_225_600_000,
      redirectUris: [PAIRING_REDIRECT_URN],
    },
  ];
}

function flagFrom(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = (env[name] ?? '').toLowerCase();
  if (raw === '') return fallback;
  if (raw === '1' || raw === 'true' || raw === 'yes') return true;
  if (raw === '0' || raw === 'false' || raw === 'no') return false;
  throw new Error(`${name} must be true or false`);
}

export function loadOAuthConfig(env: NodeJS.ProcessEnv, production: boolean, port = 0): OAuthConfig {
  const promptNoneClients = (env.OAUTH_PROMPT_NONE_CLIENTS ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
  for (const id of promptNoneClients) {
    if (!/^[0-9a-f]{16}$/.test(id)) throw new Error(`OAUTH_PROMPT_NONE_CLIENTS holds ${JSON.stringify(id)}, not a client id`);
  }
  const publicUrl = publicUrlFrom(env, production);
  return {
    publicUrl,
    codeTtlMs: intFrom(env, 'OAUTH_CODE_TTL_SECONDS', 300, 1) * 1000,
    accessTokenTtlMs: intFrom(env, 'OAUTH_ACCESS_TOKEN_TTL_SECONDS', 3600, 1) * 1000,
    idTokenTtlMs: intFrom(env, 'OAUTH_ID_TOKEN_TTL_SECONDS', 3600, 1) * 1000,
    deviceCodeTtlMs: intFrom(env, 'OAUTH_DEVICE_CODE_TTL_SECONDS', 600, 1) * 1000,
    devicePollIntervalMs: intFrom(env, 'OAUTH_DEVICE_POLL_INTERVAL_SECONDS', 5, 1) * 1000,
    promptNoneEnabled: flagFrom(env, 'OAUTH_PROMPT_NONE_ENABLED', true),
    promptNoneClients,
    signingKeys: loadSigningKeys(env),
    deliveryIntervalMs: intFrom(env, 'OAUTH_DELIVERY_INTERVAL_MS', 2000, 100),
    keyBearingScopes:
      env.OAUTH_KEY_BEARING_SCOPES && env.OAUTH_KEY_BEARING_SCOPES.trim() !== ''
        ? parseKeyBearingScopes(env.OAUTH_KEY_BEARING_SCOPES)
        : production
          ? []
          : devKeyBearingScopes(port, publicUrl),
  };
}
