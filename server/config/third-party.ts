// Third-party identity providers (OpenID Connect): one configuration per
// provider, read from the environment, so a deployment points each at the
// real provider without code changes. Outside production, providers left
// unconfigured are filled in by the local test providers once they listen.

/** The two providers, by the names the contracts use: the search-company provider and the platform-vendor provider. */
export const THIRD_PARTY_PROVIDERS = ['google', 'apple'] as const;
export type ThirdPartyProvider = (typeof THIRD_PARTY_PROVIDERS)[number];

/** The number each provider is stored and unlinked by. */
export const PROVIDER_IDS: Record<ThirdPartyProvider, 1 | 2> = { google: 1, apple: 2 };

export function providerOfId(id: number): ThirdPartyProvider | undefined {
  return THIRD_PARTY_PROVIDERS.find((name) => PROVIDER_IDS[name] === id);
}

/** How the provider hands the code back: in the query string, or as a form posted to the redirect URI. */
export type ResponseMode = 'query' | 'form_post';

/** Everything the server and the app need to know of one provider. */
export interface ProviderSettings {
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly authorizationEndpoint: string;
  readonly tokenEndpoint: string;
  readonly jwksUri: string;
  readonly responseMode: ResponseMode;
  /** The callback registered at the provider; unset, the server's own /post_verify/third_party_auth/callback at the origin in use. */
  readonly redirectUri?: string;
}

export interface ThirdPartyConfig {
  /** The providers configured by the deployment. */
  readonly providers: Partial<Record<ThirdPartyProvider, ProviderSettings>>;
  /** Whether the local test providers start with the server (never in production). */
  readonly devProviders: boolean;
  /** The ports of the local test providers, search-company first (0: any free port, the default). */
  readonly devProviderPorts: readonly [number, number];
}

const ENV_PREFIX: Record<ThirdPartyProvider, string> = { google: 'GOOGLE_AUTH', apple: 'APPLE_AUTH' };
const DEFAULT_MODE: Record<ThirdPartyProvider, ResponseMode> = { google: 'query', apple: 'form_post' };

function urlSetting(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name] ?? '';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an http or https address, not ${JSON.stringify(value)}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${name} must be an http or https address, not ${JSON.stringify(value)}`);
  return url.href;
}

function providerFrom(env: NodeJS.ProcessEnv, provider: ThirdPartyProvider): ProviderSettings | undefined {
  const prefix = ENV_PREFIX[provider];
  const clientId = env[`${prefix}_CLIENT_ID`];
  if (clientId === undefined || clientId === '') return undefined;
  const secret = env[`${prefix}_CLIENT_SECRET`];
  if (secret === undefined || secret === '') throw new Error(`${prefix}_CLIENT_SECRET must be set with ${prefix}_CLIENT_ID`);
  const mode = env[`${prefix}_RESPONSE_MODE`] ?? DEFAULT_MODE[provider];
  if (mode !== 'query' && mode !== 'form_post') throw new Error(`${prefix}_RESPONSE_MODE must be query or form_post, not ${JSON.stringify(mode)}`);
  const redirect = env[`${prefix}_REDIRECT_URI`];
  return {
    issuer: env[`${prefix}_ISSUER`] ?? '',
    clientId,
    clientSecret: secret,
    authorizationEndpoint: urlSetting(env, `${prefix}_AUTHORIZATION_ENDPOINT`),
    tokenEndpoint: urlSetting(env, `${prefix}_TOKEN_ENDPOINT`),
    jwksUri: urlSetting(env, `${prefix}_JWKS_URI`),
    responseMode: mode,
    ...(redirect ? { redirectUri: urlSetting(env, `${prefix}_REDIRECT_URI`) } : {}),
  };
}

function portsFrom(env: NodeJS.ProcessEnv): [number, number] {
  const raw = env.DEV_IDENTITY_PROVIDER_PORTS;
  // Unset, each takes a free port: the app learns the addresses from its configuration.
  if (raw === undefined || raw === '') return [0, 0];
  const ports = raw.split(',').map((part) => Number(part.trim()));
  if (ports.length !== 2 || ports.some((port) => !Number.isInteger(port) || port < 0 || port > 65535)) {
    throw new Error(`DEV_IDENTITY_PROVIDER_PORTS must be two port numbers separated by a comma, not ${JSON.stringify(raw)}`);
  }
  return [ports[0]!, ports[1]!];
}

export function loadThirdPartyConfig(env: NodeJS.ProcessEnv, production: boolean): ThirdPartyConfig {
  const providers: Partial<Record<ThirdPartyProvider, ProviderSettings>> = {};
  for (const provider of THIRD_PARTY_PROVIDERS) {
    const settings = providerFrom(env, provider);
    if (settings) {
      if (settings.issuer === '') throw new Error(`${ENV_PREFIX[provider]}_ISSUER must be set with ${ENV_PREFIX[provider]}_CLIENT_ID`);
      providers[provider] = settings;
    }
  }
  const dev = env.DEV_IDENTITY_PROVIDERS;
  if (dev !== undefined && dev !== '' && dev !== 'on' && dev !== 'off') throw new Error(`DEV_IDENTITY_PROVIDERS must be on or off, not ${JSON.stringify(dev)}`);
  // Tests start them where they need them; a development server has them unless turned off.
  const devDefault = env.ORBIT_ENV !== 'test';
  return {
    providers,
    devProviders: !production && (dev === 'on' || ((dev === undefined || dev === '') && devDefault)),
    devProviderPorts: portsFrom(env),
  };
}
