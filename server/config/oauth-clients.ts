// The OAuth clients a deployment registers, read once at start-up:
//
//   OAUTH_CLIENTS='[{"id": "…", "name": "…", "redirectUris": ["https://…"]}]'
//   OAUTH_CLIENTS_FILE=/etc/orbit/oauth-clients.json     (the same JSON in a file)
//
// Each entry: id (16 lower-case hex), name, redirectUris (absolute http(s)
// URLs, at least one), and optionally imageUri (an absolute http(s) URL) and
// trusted (default false), secretHash (SHA-256 hex of the secret of a
// confidential client; without it the client is public and must use PKCE) and
// allowedScopes (the only scopes it may be granted) and deviceGrant (default
// false: whether it may use the device authorization grant). Anything else is a start-up error, so a typo never
// leaves a client half-registered. Outside production an example client is
// registered as well, so the OAuth pages can be tried (DEV_OAUTH_CLIENT).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { isClientId } from './oauth-client';
import type { OAuthClient } from './oauth-client';

/** Longest service name, as the contract's ClientInfo.name allows. */
const NAME_MAX_LENGTH = 256;
/** Longest redirect or image URI (SPEC §9 URL maximum). */
const URI_MAX_LENGTH = 2048;

const FIELDS = new Set([
  'id',
  'name',
  'imageUri',
  'redirectUris',
  'trusted',
  'secretHash',
  'allowedScopes',
  'deviceGrant',
  'postLogoutRedirectUris',
  'backchannelLogoutUri',
  'backchannelLogoutSessionRequired',
  'securityEventUri',
]);

/** The example relying party of development mode. */
export const DEV_OAUTH_CLIENT: OAuthClient = {
  clientId: '0123456789abcdef',
  name: 'Orbit Notes',
  imageUri: '',
  redirectUris: ['https://notes.example.com/oauth/callback', 'http://localhost:8080/oauth/callback'],
  trusted: false,
};

/** The relying party of development mode that the example CMS content brands (server/cms/example-content.json). */
export const DEV_BRANDED_CLIENT: OAuthClient = {
  clientId: 'c0ffee00b4a2d001',
  name: 'Orbit Paint',
  imageUri: '',
  redirectUris: ['https://paint.example.com/oauth/callback', 'http://localhost:8080/paint/oauth/callback'],
  trusted: false,
};

/** The out-of-band redirect URI of device pairing (SPEC §5.3): the code goes to the new device through the pairing channel. */
export const PAIRING_REDIRECT_URN = 'urn:ietf:wg:oauth:2.0:oob:pair-auth-webchannel';

/** The scope of the browser's data sync, which carries a key of its own. */
export const SYNC_SCOPE = 'https://identity.example.com/apps/oldsync';

/** SPEC §9: what a paired device may be granted. */
export const PAIRING_SCOPES: readonly string[] = ['profile', SYNC_SCOPE];

/** The example browser of development mode that a device may be paired to (on the pairing allow-list there). */
export const DEV_PAIRING_CLIENT_ID = 'b0a2d5e1f00d0001';

export const DEV_PAIRING_CLIENT: OAuthClient = {
  clientId: DEV_PAIRING_CLIENT_ID,
  name: 'Orbit Browser',
  imageUri: '',
  redirectUris: [PAIRING_REDIRECT_URN],
  trusted: true,
  allowedScopes: [...PAIRING_SCOPES],
};

function isHttpUrl(value: string): boolean {
  if (value.length > URI_MAX_LENGTH) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.host !== '';
  } catch {
    return false;
  }
}

function parseEntry(entry: unknown, where: string): OAuthClient {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
    throw new Error(`${where} must be an object`);
  }
  const fields = entry as Record<string, unknown>;
  for (const name of Object.keys(fields)) {
    if (!FIELDS.has(name)) throw new Error(`${where} has an unknown field ${JSON.stringify(name)}`);
  }
  const {
    id,
    name,
    imageUri = '',
    redirectUris,
    trusted = false,
    secretHash,
    allowedScopes,
    deviceGrant = false,
    postLogoutRedirectUris,
    backchannelLogoutUri,
    backchannelLogoutSessionRequired,
    securityEventUri,
  } = fields;
  if (typeof id !== 'string' || !isClientId(id)) {
    throw new Error(`${where}.id must be 16 lower-case hexadecimal characters`);
  }
  if (typeof name !== 'string' || name.trim() === '' || name.length > NAME_MAX_LENGTH) {
    throw new Error(`${where}.name must be a non-empty string of at most ${NAME_MAX_LENGTH} characters`);
  }
  if (typeof imageUri !== 'string' || (imageUri !== '' && !isHttpUrl(imageUri))) {
    throw new Error(`${where}.imageUri must be an http or https URL`);
  }
  if (!Array.isArray(redirectUris) || redirectUris.length === 0) {
    throw new Error(`${where}.redirectUris must be a non-empty array`);
  }
  for (const uri of redirectUris as unknown[]) {
    // The contract lists the URIs comma-separated, so a URI may not hold a comma.
    if (typeof uri !== 'string' || !(isHttpUrl(uri) || uri === PAIRING_REDIRECT_URN) || uri.includes(',')) {
      throw new Error(`${where}.redirectUris must hold http or https URLs without commas (or the pairing URN)`);
    }
  }
  if (typeof trusted !== 'boolean') throw new Error(`${where}.trusted must be true or false`);
  if (typeof deviceGrant !== 'boolean') throw new Error(`${where}.deviceGrant must be true or false`);
  if (secretHash !== undefined && (typeof secretHash !== 'string' || !/^[0-9a-f]{64}$/.test(secretHash))) {
    throw new Error(`${where}.secretHash must be the SHA-256 of the secret, 64 lower-case hexadecimal characters`);
  }
  if (
    allowedScopes !== undefined &&
    (!Array.isArray(allowedScopes) || allowedScopes.some((scope) => typeof scope !== 'string' || !/^[\x21-\x7e]{1,256}$/.test(scope)))
  ) {
    throw new Error(`${where}.allowedScopes must be an array of scopes`);
  }
  if (
    postLogoutRedirectUris !== undefined &&
    (!Array.isArray(postLogoutRedirectUris) || postLogoutRedirectUris.some((uri) => typeof uri !== 'string' || !isHttpUrl(uri)))
  ) {
    throw new Error(`${where}.postLogoutRedirectUris must be an array of http or https URLs`);
  }
  // OpenID Connect Back-Channel Logout 1.0 §2.2: an absolute URI without a fragment.
  if (backchannelLogoutUri !== undefined && (typeof backchannelLogoutUri !== 'string' || !isHttpUrl(backchannelLogoutUri) || backchannelLogoutUri.includes('#'))) {
    throw new Error(`${where}.backchannelLogoutUri must be an http or https URL without a fragment`);
  }
  if (backchannelLogoutSessionRequired !== undefined && typeof backchannelLogoutSessionRequired !== 'boolean') {
    throw new Error(`${where}.backchannelLogoutSessionRequired must be true or false`);
  }
  if (securityEventUri !== undefined && (typeof securityEventUri !== 'string' || !isHttpUrl(securityEventUri) || securityEventUri.includes('#'))) {
    throw new Error(`${where}.securityEventUri must be an http or https URL without a fragment`);
  }
  return {
    clientId: id,
    name,
    imageUri,
    redirectUris: redirectUris as string[],
    trusted,
    ...(secretHash !== undefined ? { secretHash: secretHash as string } : {}),
    ...(allowedScopes !== undefined ? { allowedScopes: allowedScopes as string[] } : {}),
    ...(deviceGrant ? { deviceGrant: true } : {}),
    ...(postLogoutRedirectUris !== undefined ? { postLogoutRedirectUris: postLogoutRedirectUris as string[] } : {}),
    ...(backchannelLogoutUri !== undefined ? { backchannelLogoutUri: backchannelLogoutUri as string } : {}),
    ...(backchannelLogoutSessionRequired !== undefined ? { backchannelLogoutSessionRequired: backchannelLogoutSessionRequired as boolean } : {}),
    ...(securityEventUri !== undefined ? { securityEventUri: securityEventUri as string } : {}),
  };
}

/** Parses the JSON text of a client list; `source` names it in errors. */
export function parseOAuthClients(text: string, source: string): OAuthClient[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error(`${source} is not valid JSON`);
  }
  if (!Array.isArray(value)) throw new Error(`${source} must be a JSON array of clients`);
  return value.map((entry, index) => parseEntry(entry, `${source}[${index}]`));
}

/** The clients of OAUTH_CLIENTS and OAUTH_CLIENTS_FILE; an id may appear once. */
export function loadOAuthClients(env: NodeJS.ProcessEnv): OAuthClient[] {
  const clients: OAuthClient[] = [];
  if (env.OAUTH_CLIENTS && env.OAUTH_CLIENTS.trim() !== '') {
    clients.push(...parseOAuthClients(env.OAUTH_CLIENTS, 'OAUTH_CLIENTS'));
  }
  const file = env.OAUTH_CLIENTS_FILE;
  if (file && file !== '') {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      throw new Error(`OAUTH_CLIENTS_FILE ${JSON.stringify(file)} cannot be read`);
    }
    clients.push(...parseOAuthClients(text, 'OAUTH_CLIENTS_FILE'));
  }
  const seen = new Set<string>();
  for (const client of clients) {
    if (seen.has(client.clientId)) throw new Error(`OAuth client ${client.clientId} is registered twice`);
    seen.add(client.clientId);
  }
  return clients;
}

/** Where the example relying party of development mode lives (server/http/dev-relying-party.ts). */
export const DEV_RP_PATH = '/__dev/rp';

/** The example relying party's secret as a confidential client: development only, never registered in production. */
export const DEV_RP_SECRET = 'c0de'.repeat(16);

/** The example relying party's two clients: kind, id and name. */
export const DEV_RP_CLIENTS = {
  public: { clientId: '5eed5eed5eed0001', name: 'Example relying party (public client)' },
  confidential: { clientId: '5eed5eed5eed0002', name: 'Example relying party (confidential client)' },
} as const;

export type DevRelyingPartyKind = keyof typeof DEV_RP_CLIENTS;

/**
 * The example relying party's clients, with callbacks at each origin the
 * server is reached at (its logout tokens posted at `backchannelOrigin`): a public one that proves itself with PKCE, and a
 * confidential one with DEV_RP_SECRET.
 */
export function devRelyingPartyClients(origins: readonly string[], backchannelOrigin: string = origins[0]!): OAuthClient[] {
  return (Object.keys(DEV_RP_CLIENTS) as DevRelyingPartyKind[]).map((kind) => ({
    clientId: DEV_RP_CLIENTS[kind].clientId,
    name: DEV_RP_CLIENTS[kind].name,
    imageUri: '',
    redirectUris: origins.map((origin) => `${origin}${DEV_RP_PATH}/${kind}/callback`),
    // Back to its home page after a sign-out it asked for; its logout tokens go to its own endpoint, at the address the server listens on.
    postLogoutRedirectUris: origins.map((origin) => `${origin}${DEV_RP_PATH}`),
    backchannelLogoutUri: `${backchannelOrigin}${DEV_RP_PATH}/backchannel-logout`,
    backchannelLogoutSessionRequired: true,
    // Its Security Event Tokens (a password change) are pushed to its own receiver too.
    securityEventUri: `${backchannelOrigin}${DEV_RP_PATH}/security-events`,
    // The public client is untrusted (consent is asked, no keys); the confidential one is first-party (scoped keys).
    trusted: kind === 'confidential',
    ...(kind === 'confidential' ? { secretHash: createHash('sha256').update(DEV_RP_SECRET).digest('hex') } : {}),
    // Both may sign in from a terminal by device code (npm run device-signin).
    deviceGrant: true,
  }));
}

/** What a server registers at start: the configured clients, and the example clients outside production. */
export function clientsToRegister(configured: readonly OAuthClient[], production: boolean): OAuthClient[] {
  if (production) return [...configured];
  const examples = [DEV_OAUTH_CLIENT, DEV_BRANDED_CLIENT, DEV_PAIRING_CLIENT].filter((example) => !configured.some((client) => client.clientId === example.clientId));
  return [...examples, ...configured];
}

/**
 * The settings pages' own client: first-party, public, and allowed only the
 * scopes those pages ask for with the session (SPEC §6: `profile:write
 * clients:write` for an avatar upload). It is always registered; the app
 * finds its id in the client configuration (`oauth.clientId`).
 */
export const SETTINGS_OAUTH_CLIENT_ID = '5e77146500000001';

export function settingsClient(origin: string): OAuthClient {
  return {
    clientId: SETTINGS_OAUTH_CLIENT_ID,
    name: 'Account settings',
    imageUri: '',
    redirectUris: [`${origin}/settings`],
    trusted: true,
    allowedScopes: ['profile:write', 'clients:write'],
  };
}
