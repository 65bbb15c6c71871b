// The local identity providers of development and tests: two real OpenID
// Connect providers (oidc-provider), each on its own loopback port, one
// answering like the platform-vendor provider (the code posted back as a
// form) and one like the search-company provider (the code in the query).
// Their sign-in page lets a person pick a test user or type any address,
// and cancel, which the provider answers with an access_denied error.
import { createHash, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:http';
import type { IncomingMessage, Server } from 'node:http';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';
import type { KoaContextWithOIDC } from 'oidc-provider';
import { escapeHtml } from '../outbox/templates';
import type { ProviderSettings, ThirdPartyProvider } from '../config/third-party';

/** The test users offered on each provider's sign-in page. */
export const DEV_TEST_USERS: readonly { readonly name: string; readonly email: string }[] = [
  { name: 'Ada Lovelace', email: 'ada@example.test' },
  { name: 'Grace Hopper', email: 'grace@example.test' },
  { name: 'Katherine Johnson', email: 'katherine@example.test' },
];

const TITLES: Record<ThirdPartyProvider, string> = {
  google: 'Local search-company identity provider',
  apple: 'Local platform-vendor identity provider',
};

/** The stable user id of an address at one local provider (the same person gets the same id each time). */
export function devSubject(provider: ThirdPartyProvider, email: string): string {
  return createHash('sha256').update(`${provider}\n${email.toLowerCase()}`).digest('hex').slice(0, 24);
}

/** What a test user's account is, by its user id: set when the person picks it. */
const EMAIL_OF = new Map<string, string>();

export interface DevProvider {
  readonly provider: ThirdPartyProvider;
  readonly settings: ProviderSettings;
}

export interface RunningDevProviders {
  readonly providers: readonly DevProvider[];
  close(): Promise<void>;
}

function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      text += chunk;
      if (text.length > 16_384) req.destroy();
    });
    req.on('end', () => resolve(new URLSearchParams(text)));
    req.on('error', reject);
  });
}

function pickerPage(title: string, uid: string, clientName: string, problem?: string): string {
  const users = DEV_TEST_USERS.map(
    (user, i) =>
      `<li><label><input type="radio" name="user" value="${escapeHtml(user.email)}"${i === 0 ? ' checked' : ''}> ${escapeHtml(user.name)} (${escapeHtml(user.email)})</label></li>`,
  ).join('\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><main>
<h1>${escapeHtml(title)}</h1>
<p>Sign in to continue to ${escapeHtml(clientName)}.</p>
${problem ? `<p role="alert">${escapeHtml(problem)}</p>` : ''}
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
<fieldset><legend>Test user</legend>
<ul>
${users}
</ul>
</fieldset>
<p><label for="email">Or any other address</label> <input id="email" name="email" type="email" autocomplete="off"></p>
<p><button type="submit">Sign in</button></p>
</form>
<form method="post" action="/interaction/${escapeHtml(uid)}/abort"><p><button type="submit">Cancel</button></p></form>
</main></body></html>`;
}

async function startOne(provider: ThirdPartyProvider, port: number, redirectUris: readonly string[]): Promise<{ settings: ProviderSettings; server: Server }> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = `orbit-${provider}-local`;
  const clientSecret = randomBytes(24).toString('hex');
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), kid: randomBytes(8).toString('hex'), alg: 'ES256', use: 'sig' };
  const title = TITLES[provider];

  const oidc = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        client_name: 'Orbit accounts',
        redirect_uris: [...redirectUris],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        id_token_signed_response_alg: 'ES256',
      },
    ],
    jwks: { keys: [signingKey] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // As both real providers do, the id token of the code flow carries the address.
    conformIdTokenClaims: false,
    cookies: { keys: [randomBytes(32).toString('hex')] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => ({
      accountId: sub,
      claims: () => ({ sub, email: EMAIL_OF.get(`${provider} ${sub}`), email_verified: true }),
    }),
    // The product is the provider's own client: no consent screen, the scopes asked are granted.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const client = ctx.oidc.client!;
      const session = ctx.oidc.session!;
      const existing = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (existing) return ctx.oidc.provider.Grant.find(existing);
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId! });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      session.grantIdFor(client.clientId, grant.jti);
      return grant;
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1><p role="alert">${escapeHtml(String(out.error))}: ${escapeHtml(String(out.error_description ?? ''))}</p></main></body></html>`;
    },
    ttl: { AuthorizationCode: 120, IdToken: 600, AccessToken: 600, Interaction: 3600, Session: 3600, Grant: 3600 },
  });

  oidc.use(async (ctx, next) => {
    const match = /^\/interaction\/([A-Za-z0-9_-]+)(?:\/(login|abort))?$/.exec(ctx.path);
    if (!match) return next();
    const details = await oidc.interactionDetails(ctx.req, ctx.res);
    if (ctx.method === 'GET' && !match[2]) {
      ctx.type = 'html';
      ctx.set('Cache-Control', 'no-store');
      ctx.body = pickerPage(title, details.uid, 'Orbit accounts');
      return undefined;
    }
    if (ctx.method !== 'POST') return next();
    if (match[2] === 'abort') {
      await oidc.interactionFinished(ctx.req, ctx.res, { error: 'access_denied', error_description: 'The person cancelled the sign-in' }, { mergeWithLastSubmission: false });
      ctx.respond = false;
      return undefined;
    }
    const form = await readForm(ctx.req);
    // An address typed in wins over the test user picked.
    const typed = form.get('email')?.trim() ?? '';
    const email = typed !== '' ? typed : (form.get('user')?.trim() ?? '');
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
      ctx.type = 'html';
      ctx.status = 400;
      ctx.body = pickerPage(title, details.uid, 'Orbit accounts', 'Type a valid email address.');
      return undefined;
    }
    const sub = devSubject(provider, email);
    EMAIL_OF.set(`${provider} ${sub}`, email);
    await oidc.interactionFinished(ctx.req, ctx.res, { login: { accountId: sub } }, { mergeWithLastSubmission: false });
    ctx.respond = false;
    return undefined;
  });

  server.on('request', oidc.callback());
  return {
    server,
    settings: {
      issuer,
      clientId,
      clientSecret,
      authorizationEndpoint: `${issuer}/auth`,
      tokenEndpoint: `${issuer}/token`,
      jwksUri: `${issuer}/jwks`,
      responseMode: provider === 'apple' ? 'form_post' : 'query',
    },
  };
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/**
 * Starts both local providers on 127.0.0.1, with the product registered as a
 * client whose callback is `/post_verify/third_party_auth/callback` at each
 * of the given origins.
 */
export async function startDevProviders(options: { ports: readonly [number, number]; origins: readonly string[] }): Promise<RunningDevProviders> {
  const redirectUris = options.origins.map((origin) => `${origin}/post_verify/third_party_auth/callback`);
  const started: { provider: ThirdPartyProvider; settings: ProviderSettings; server: Server }[] = [];
  try {
    for (const [i, provider] of (['google', 'apple'] as const).entries()) {
      started.push({ provider, ...(await startOne(provider, options.ports[i]!, redirectUris)) });
    }
  } catch (error) {
    await Promise.all(started.map(({ server }) => closeServer(server)));
    throw error;
  }
  return {
    providers: started.map(({ provider, settings }) => ({ provider, settings })),
    close: async () => {
      await Promise.all(started.map(({ server }) => closeServer(server)));
    },
  };
}
