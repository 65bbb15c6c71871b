// Client configuration, read once from the page's
// <meta name="orbit-config" content="{URL-encoded JSON}"> (SPEC §3.15).

export const PRODUCT_PREFIX = 'orbit';
export const CONFIG_META_NAME = `${PRODUCT_PREFIX}-config`;

export type Environment = 'test' | 'local' | 'dev' | 'ci' | 'stage' | 'prod';
export type BrandMessagingMode = 'prelaunch' | 'postlaunch' | 'none';

export interface ServerConfig {
  url: string;
}

export interface ThirdPartyAuthConfig {
  enabled: boolean;
  clientId: string;
  redirectUri: string;
  authorizationEndpoint: string;
  /** How the provider answers: in the callback's query (the default), or as a form posted to it. */
  responseMode?: 'query' | 'form_post';
}

export interface Config {
  env: Environment;
  l10n: { baseUrl: string };
  mfa: { otp: { expiresInMinutes: number } };
  servers: { gql: ServerConfig; auth: ServerConfig; oauth: ServerConfig; profile: ServerConfig; paymentsNext: ServerConfig };
  oauth: {
    clientId: string;
    scopedKeysEnabled: boolean;
    isPromptNoneEnabled: boolean;
    isPromptNoneEnabledClientIds: string[];
    reactClientIdsEnabled: string[];
  };
  recoveryCodes: { count: number; length: number };
  /** The search-company identity provider. */
  googleAuthConfig: ThirdPartyAuthConfig;
  /** The platform-vendor identity provider. */
  appleAuthConfig: ThirdPartyAuthConfig;
  brandMessagingMode: BrandMessagingMode;
  redirectAllowlist: string[];
  sendFxAStatusOnSettings: boolean;
  showReactApp: { signUpRoutes: boolean; signInRoutes: boolean };
  featureFlags: {
    recoveryCodeSetupOnSyncSignIn: boolean;
    showLocaleToggle: boolean;
    paymentsNextSubscriptionManagement: boolean;
    keyStretchV2: boolean;
  };
  cms: { enabled: boolean; l10nEnabled: boolean };
  /** The about page the header logo links to (SPEC §2.1): https or a path of this site; '' for none. */
  aboutUrl: string;
  nimbusPreview: boolean;
  marketingEmailPreferencesUrl: string;
  /** The address our mail comes from, which a success banner asks people to add to their contacts. */
  mailSender: string;
  /** Help articles the product links to; each opens in a new tab. */
  /** Device pairing: the clients a paired device may be signed in to. */
  pairing: { clients: string[] };
  support: {
    /** How to turn on cookies and local storage: the cookies-disabled screen's 'Learn more' (SPEC §2.4). */
    cookiesUrl: string;
  };
}

/**
 * The default help article on turning cookies and site data on: the browser
 * vendor's own, since the steps are the browser's. A deployment sets its own
 * with `support.cookiesUrl` in the configuration meta tag.
 */
export const DEFAULT_COOKIES_SUPPORT_URL = 'https://support.mozilla.org/kb/enable-and-disable-cookies-website-preferences';

const disabledThirdParty: ThirdPartyAuthConfig = {
  enabled: false,
  clientId: '',
  redirectUri: '',
  authorizationEndpoint: '',
};

/** Values used for whatever the page's configuration leaves out (SPEC §9). */
export const DEFAULT_CONFIG: Config = {
  env: 'prod',
  l10n: { baseUrl: '/settings/locales' },
  mfa: { otp: { expiresInMinutes: 5 } },
  servers: { gql: { url: '' }, auth: { url: '' }, oauth: { url: '' }, profile: { url: '' }, paymentsNext: { url: '' } },
  oauth: {
    clientId: '',
    scopedKeysEnabled: false,
    isPromptNoneEnabled: false,
    isPromptNoneEnabledClientIds: [],
    reactClientIdsEnabled: [],
  },
  recoveryCodes: { count: 8, length: 10 },
  googleAuthConfig: disabledThirdParty,
  appleAuthConfig: disabledThirdParty,
  brandMessagingMode: 'prelaunch',
  redirectAllowlist: ['localhost'],
  sendFxAStatusOnSettings: false,
  showReactApp: { signUpRoutes: true, signInRoutes: true },
  featureFlags: {
    recoveryCodeSetupOnSyncSignIn: false,
    showLocaleToggle: false,
    paymentsNextSubscriptionManagement: false,
    keyStretchV2: false,
  },
  cms: { enabled: false, l10nEnabled: false },
  aboutUrl: '',
  nimbusPreview: false,
  marketingEmailPreferencesUrl: '',
  // The reference server's sender when it is not configured; the server always says its own.
  mailSender: 'accounts@localhost',
  pairing: { clients: [] },
  support: { cookiesUrl: DEFAULT_COOKIES_SUPPORT_URL },
};

export type ConfigErrorReason = 'missing' | 'empty' | 'invalid';

/** The page's configuration cannot be used; the app cannot start. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  readonly reason: ConfigErrorReason;

  constructor(reason: ConfigErrorReason, message: string) {
    super(message);
    this.reason = reason;
  }
}

type Plain = Record<string, unknown>;

function isPlain(value: unknown): value is Plain {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Deep merge where `override` wins; arrays and scalars are replaced whole. */
function merge<T>(base: T, override: unknown): T {
  if (!isPlain(base) || !isPlain(override)) return (override === undefined ? base : override) as T;
  const out: Plain = { ...base };
  for (const [key, value] of Object.entries(override)) {
    out[key] = key in base ? merge(base[key], value) : value;
  }
  return out as T;
}

/** Parses the meta tag's content: URL-encoded JSON of a (partial) Config. */
export function parseConfig(content: string | null | undefined): Config {
  if (content === null || content === undefined || content.trim() === '') {
    throw new ConfigError('empty', 'Configuration is empty');
  }
  let value: unknown;
  try {
    value = JSON.parse(decodeURIComponent(content));
  } catch (error) {
    throw new ConfigError('invalid', `Invalid configuration: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!isPlain(value)) {
    throw new ConfigError('invalid', 'Invalid configuration: the content is not a JSON object');
  }
  return merge(DEFAULT_CONFIG, value);
}

/** Reads the configuration from the document's meta tag. */
export function readConfig(doc: Pick<Document, 'querySelector'> = document): Config {
  const meta = doc.querySelector(`meta[name="${CONFIG_META_NAME}"]`);
  if (!meta) {
    throw new ConfigError('missing', `<meta name="${CONFIG_META_NAME}"> is missing`);
  }
  return parseConfig(meta.getAttribute('content'));
}
