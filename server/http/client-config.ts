// The client configuration of SPEC §3.15, injected into index.html as the
// URL-encoded JSON of <meta name="orbit-config"> when the page is served.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { mailAddressOf } from '../config';
import type { ServerConfig } from '../config';
import { SETTINGS_OAUTH_CLIENT_ID } from '../config/oauth-clients';
import type { ThirdPartyRegistry } from '../third-party/linked-accounts';

export const CONFIG_META_NAME = 'orbit-config';

export function clientConfig(config: ServerConfig, origin: string, thirdParty?: ThirdPartyRegistry): Record<string, unknown> {
  const server = (url: string) => ({ url });
  const off = { enabled: false, clientId: '', redirectUri: `${origin}/post_verify/third_party_auth/callback`, authorizationEndpoint: '', responseMode: 'query' };
  return {
    env: config.env,
    l10n: { baseUrl: `${origin}/settings/locales` },
    mfa: { otp: { expiresInMinutes: Math.round(config.codes.sessionToken.ttlMs / 60_000) } },
    servers: {
      gql: server(origin),
      auth: server(origin),
      oauth: server(origin),
      profile: server(origin),
      paymentsNext: server(origin),
    },
    oauth: {
      clientId: SETTINGS_OAUTH_CLIENT_ID,
      scopedKeysEnabled: true,
      isPromptNoneEnabled: config.oauth.promptNoneEnabled,
      isPromptNoneEnabledClientIds: [...config.oauth.promptNoneClients],
      reactClientIdsEnabled: [],
    },
    recoveryCodes: { count: config.recoveryCodes.count, length: config.recoveryCodes.length },
    googleAuthConfig: thirdParty?.clientConfig('google', origin) ?? off,
    appleAuthConfig: thirdParty?.clientConfig('apple', origin) ?? off,
    brandMessagingMode: 'prelaunch',
    redirectAllowlist: ['localhost'],
    sendFxAStatusOnSettings: false,
    showReactApp: { signUpRoutes: true, signInRoutes: true },
    featureFlags: {
      recoveryCodeSetupOnSyncSignIn: true,
      showLocaleToggle: true,
      paymentsNextSubscriptionManagement: false,
      keyStretchV2: true,
    },
    cms: { enabled: config.cms.enabled, l10nEnabled: config.cms.l10nEnabled },
    ...(config.aboutUrl ? { aboutUrl: config.aboutUrl } : {}),
    nimbusPreview: false,
    marketingEmailPreferencesUrl: '',
    // The sending address people are asked to add to their contacts when a new code is sent.
    mailSender: mailAddressOf(config.mailFrom),
    pairing: { clients: [...config.pairing.clients] },
    ...(config.cookiesSupportUrl ? { support: { cookiesUrl: config.cookiesSupportUrl } } : {}),
  };
}

/** The content of <meta name="orbit-config">: the configuration's JSON, URL-encoded. */
export function clientConfigContent(config: ServerConfig, origin: string, thirdParty?: ThirdPartyRegistry): string {
  return encodeURIComponent(JSON.stringify(clientConfig(config, origin, thirdParty)));
}

/**
 * index.html with the configuration meta tag and the style nonce, read again
 * when the file changes; `content` is clientConfigContent's for the request.
 */
export function indexPage(config: ServerConfig): (content: string, styleNonce: string) => Promise<string | undefined> {
  const file = path.join(config.staticDir, 'index.html');
  let cached: { mtimeMs: number; html: string } | undefined;
  return async (content, styleNonce) => {
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(file)).mtimeMs;
    } catch {
      return undefined;
    }
    if (!cached || cached.mtimeMs !== mtimeMs) cached = { mtimeMs, html: await readFile(file, 'utf8') };
    const meta = `<meta name="${CONFIG_META_NAME}" content="${content}">\n<meta property="csp-nonce" nonce="${styleNonce}">`;
    return cached.html.includes('</head>') ? cached.html.replace('</head>', `${meta}\n</head>`) : `${meta}\n${cached.html}`;
  };
}
