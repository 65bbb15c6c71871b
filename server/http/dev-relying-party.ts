// The example relying party of development mode (not in production), at
// /__dev/rp: a small web service that signs its visitors in with this
// product the way any relying party would, through openid-client and over
// HTTP only (discovery, the /authorization page, the token endpoint,
// userinfo, revocation, the end-session page). It shows the id token's claims
// and userinfo, can refresh, signs out by revoking its tokens, or signs out
// everywhere through the product's end_session_endpoint; its back-channel
// logout endpoint ends the visitor session a verified logout token names, so a
// sign-out at the product signs the visitor out here too. Its Security Event
// Token receiver (RFC 8935) takes the product's events about an account (a
// password, two-step, primary address or profile change, the account's
// deletion) and lists them for the visitor. One visitor session
// per browser, kept in memory under a random cookie; it is a stranger to the
// product and touches none of its services.
import { randomBytes } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { compactDecrypt, createRemoteJWKSet, exportJWK, generateKeyPair, jwtVerify } from 'jose';
import type { CryptoKey, JWTVerifyGetKey } from 'jose';
import * as oidc from 'openid-client';
import { DEV_RP_CLIENTS, DEV_RP_PATH, DEV_RP_SECRET } from '../config/oauth-clients';
import { DEV_KEY_BEARING_SCOPE } from '../config/oauth';
import type { DevRelyingPartyKind } from '../config/oauth-clients';
import { escapeHtml } from '../outbox/templates';

const COOKIE = 'example_rp_session';
const KINDS = Object.keys(DEV_RP_CLIENTS) as DevRelyingPartyKind[];

/** What the example service remembers of one visitor. */
interface CryptoKeyPair {
  publicKey: CryptoKey;
  privateKey: CryptoKey;
}

interface Visit {
  /** The request under way: the PKCE verifier, state and nonce to check the answer against. */
  pending?: { kind: DevRelyingPartyKind; verifier: string; state: string; nonce: string; keyPair: CryptoKeyPair };
  /** The visitor signed in through the product. */
  signedIn?: {
    kind: DevRelyingPartyKind;
    /** The origin the visitor signed in at (its issuer), and the session (sid) and id token the product gave. */
    origin: string;
    sid: string | undefined;
    idToken: string | undefined;
    tokens: { access_token: string; refresh_token?: string; scope?: string; expires_in?: number };
    claims: Record<string, unknown>;
    userinfo: Record<string, unknown>;
    /** The scoped keys received (keys_jwe, decrypted with the service's private key): kid by scope. */
    scopedKeys: Record<string, string>;
    refreshedAt?: string;
  };
  /** The last thing that went wrong, shown once. */
  problem?: string;
  /** A notice shown once (signed out by the product). */
  notice?: string;
  /** The state of a sign-out everywhere under way, checked when the product sends the visitor back. */
  signOutState?: string;
  /** The account last signed in on this visit, whose security events are listed (also once signed out). */
  account?: string;
}

/** A Security Event Token received and verified: what it said and when. */
interface ReceivedEvent {
  readonly jti: string;
  readonly type: string;
  /** What changed, for a credential change: its type and how (RISC `credential_type`, `change_type`). */
  readonly detail: string;
  readonly occurredAt: string;
  readonly receivedAt: string;
}

/** The tokens the service keeps of an answer: a refresh token that did not rotate stays the one it had. */
function kept(tokens: oidc.TokenEndpointResponse, previousRefresh?: string): NonNullable<Visit['signedIn']>['tokens'] {
  const refresh = tokens.refresh_token ?? previousRefresh;
  return {
    access_token: tokens.access_token,
    ...(refresh ? { refresh_token: refresh } : {}),
    ...(tokens.scope ? { scope: tokens.scope } : {}),
    ...(tokens.expires_in !== undefined ? { expires_in: tokens.expires_in } : {}),
  };
}

function isKind(value: string | undefined): value is DevRelyingPartyKind {
  return value !== undefined && (KINDS as string[]).includes(value);
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/__dev/outbox.css"></head>
<body><main>
<h1>${escapeHtml(title)}</h1>
${body}
</main></body></html>`;
}

function json(value: unknown): string {
  return `<pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre>`;
}

function button(action: string, label: string): string {
  return `<form method="post" action="${DEV_RP_PATH}/${action}"><button type="submit">${escapeHtml(label)}</button></form>`;
}

export function registerDevRelyingParty(app: Hono): void {
  const visits = new Map<string, Visit>();
  const configs = new Map<string, Promise<oidc.Configuration>>();
  const keySets = new Map<string, JWTVerifyGetKey>();
  const eventsByAccount = new Map<string, ReceivedEvent[]>();

  /** The key set of the provider a configuration was discovered from, made once. */
  const keysOf = (metadata: oidc.ServerMetadata): JWTVerifyGetKey => {
    let keys = keySets.get(metadata.jwks_uri!);
    if (!keys) {
      keys = createRemoteJWKSet(new URL(metadata.jwks_uri!));
      keySets.set(metadata.jwks_uri!, keys);
    }
    return keys;
  };

  /** The events received about an account, as a list for the page. */
  const eventsList = (account: string | undefined): string => {
    const received = account ? (eventsByAccount.get(account) ?? []) : [];
    if (received.length === 0) return '';
    return `<h2>Security events received</h2><ul id="security-events">${received
      .map((event) => `<li>${escapeHtml(event.type)}${event.detail ? ` (${escapeHtml(event.detail)})` : ''} at <time>${escapeHtml(event.occurredAt)}</time> (received <time>${escapeHtml(event.receivedAt)}</time>)</li>`)
      .join('')}</ul>`;
  };

  const visitOf = (c: Context): Visit => {
    let id = getCookie(c, COOKIE);
    if (!id || !visits.has(id)) {
      id = randomBytes(16).toString('hex');
      visits.set(id, {});
      setCookie(c, COOKIE, id, { httpOnly: true, sameSite: 'Lax', path: DEV_RP_PATH });
    }
    return visits.get(id)!;
  };

  /** The provider as the relying party knows it: from discovery at the origin the visitor uses. */
  const configFor = (origin: string, kind: DevRelyingPartyKind): Promise<oidc.Configuration> => {
    const key = `${origin} ${kind}`;
    let config = configs.get(key);
    if (!config) {
      const { clientId } = DEV_RP_CLIENTS[kind];
      config = oidc.discovery(new URL(origin), clientId, kind === 'confidential' ? DEV_RP_SECRET : undefined, kind === 'confidential' ? oidc.ClientSecretBasic(DEV_RP_SECRET) : oidc.None(), {
        execute: [oidc.allowInsecureRequests],
      });
      config.catch(() => configs.delete(key));
      configs.set(key, config);
    }
    return config;
  };

  const originOf = (c: Context) => new URL(c.req.url).origin;
  const home = (c: Context) => c.redirect(DEV_RP_PATH, 303);

  app.get(DEV_RP_PATH, (c) => {
    const visit = visitOf(c);
    const problem = [
      visit.problem ? `<p role="alert">${escapeHtml(visit.problem)}</p>` : '',
      visit.notice ? `<p role="status">${escapeHtml(visit.notice)}</p>` : '',
    ].join('');
    visit.problem = undefined;
    visit.notice = undefined;
    // Back from the product's end-session page: the state it was sent with comes back.
    const state = c.req.query('state');
    if (state !== undefined && visit.signOutState !== undefined) {
      const expected = visit.signOutState;
      visit.signOutState = undefined;
      visit[state === expected ? 'notice' : 'problem'] = state === expected ? 'Signed out everywhere.' : 'The sign-out came back with a state this service did not send.';
      return home(c);
    }
    c.header('Cache-Control', 'no-store');
    if (!visit.signedIn) {
      const choices = [
        ...KINDS.map((kind) => `<li>${button(`login/${kind}`, `Sign in as the ${kind} client`)}</li>`),
        `<li>${button('login/public/aal2', 'Sign in with two-step authentication (AAL2) as the public client')}</li>`,
      ].join('\n');
      return c.html(
        page(
          'Example relying party',
          `${problem}<p>This is a stand-in for a service that lets its visitors sign in with their account. It is not part of the product and runs only outside production.</p>
<ul>${choices}</ul>
${eventsList(visit.account)}`,
        ),
      );
    }
    const { kind, tokens, claims, userinfo, scopedKeys, refreshedAt } = visit.signedIn;
    return c.html(
      page(
        'Example relying party',
        `${problem}<p role="status">Signed in as the ${kind} client${refreshedAt ? `; tokens refreshed at <time>${escapeHtml(refreshedAt)}</time>` : ''}.</p>
<h2>Id token claims</h2>${json(claims)}
<h2>Userinfo</h2>${json(userinfo)}
<h2>Scoped keys (key ids)</h2>${json(scopedKeys)}
<h2>Granted</h2>${json({ scope: tokens.scope, expires_in: tokens.expires_in, refresh_token: tokens.refresh_token ? 'present' : 'absent' })}
${tokens.refresh_token ? button('refresh', 'Refresh the tokens') : ''}
${button('logout', 'Sign out')}
${visit.signedIn.idToken ? button('logout-everywhere', 'Sign out everywhere') : ''}
${eventsList(visit.account)}`,
      ),
    );
  });

  /** Sends the visitor to the product's /authorization for `kind`; `acr` asks for that level (acr_values). */
  const startSignIn = async (c: Context, kind: DevRelyingPartyKind, acr?: string) => {
    const visit = visitOf(c);
    const origin = originOf(c);
    const config = await configFor(origin, kind);
    const verifier = oidc.randomPKCECodeVerifier();
    // The service's own key pair: the product encrypts the scoped keys to its public half.
    const keyPair = (await generateKeyPair('ECDH-ES', { crv: 'P-256' })) as CryptoKeyPair;
    const pending = { kind, verifier, state: oidc.randomState(), nonce: oidc.randomNonce(), keyPair };
    visit.pending = pending;
    const publicJwk = await exportJWK(keyPair.publicKey);
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: `${origin}${DEV_RP_PATH}/${kind}/callback`,
      // The first-party (confidential) client also asks for the example scope's key; the public one cannot have it.
      scope: kind === 'confidential' ? `openid profile ${DEV_KEY_BEARING_SCOPE}` : 'openid profile',
      ...(kind === 'confidential' ? { keys_jwk: Buffer.from(JSON.stringify(publicJwk)).toString('base64url') } : {}),
      state: pending.state,
      nonce: pending.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      access_type: 'offline',
      ...(acr ? { acr_values: acr } : {}),
    });
    return c.redirect(url.href, 303);
  };

  app.post(`${DEV_RP_PATH}/login/:kind`, async (c) => {
    const kind = c.req.param('kind');
    return isKind(kind) ? startSignIn(c, kind) : c.notFound();
  });
  // Two-step authentication asked for: the product has the person set it up when the account has none.
  app.post(`${DEV_RP_PATH}/login/public/aal2`, (c) => startSignIn(c, 'public', 'AAL2'));

  app.get(`${DEV_RP_PATH}/:kind/callback`, async (c) => {
    const kind = c.req.param('kind');
    if (!isKind(kind)) return c.notFound();
    const visit = visitOf(c);
    const pending = visit.pending;
    visit.pending = undefined;
    if (!pending || pending.kind !== kind) {
      visit.problem = 'No sign-in was under way for this answer.';
      return home(c);
    }
    try {
      const config = await configFor(originOf(c), kind);
      const current = new URL(c.req.url);
      const tokens = await oidc.authorizationCodeGrant(config, current, {
        pkceCodeVerifier: pending.verifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims() as Record<string, unknown>;
      const userinfo = (await oidc.fetchUserInfo(config, tokens.access_token, String(claims.sub))) as Record<string, unknown>;
      const scopedKeys: Record<string, string> = {};
      if (typeof tokens.keys_jwe === 'string') {
        const { plaintext } = await compactDecrypt(tokens.keys_jwe, pending.keyPair.privateKey);
        const keys = JSON.parse(new TextDecoder().decode(plaintext)) as Record<string, { kid: string }>;
        for (const [scope, key] of Object.entries(keys)) scopedKeys[scope] = key.kid;
      }
      visit.signedIn = {
        kind,
        origin: originOf(c),
        sid: typeof claims.sid === 'string' ? claims.sid : undefined,
        idToken: tokens.id_token,
        tokens: kept(tokens),
        claims,
        userinfo,
        scopedKeys,
      };
      visit.account = typeof claims.sub === 'string' ? claims.sub : undefined;
    } catch (error) {
      visit.problem = `The sign-in did not complete: ${error instanceof oidc.AuthorizationResponseError || error instanceof oidc.ResponseBodyError ? error.error : error instanceof Error ? error.message : 'unknown error'}.`;
    }
    return home(c);
  });

  app.post(`${DEV_RP_PATH}/refresh`, async (c) => {
    const visit = visitOf(c);
    const signedIn = visit.signedIn;
    if (!signedIn?.tokens.refresh_token) return home(c);
    try {
      const config = await configFor(originOf(c), signedIn.kind);
      const tokens = await oidc.refreshTokenGrant(config, signedIn.tokens.refresh_token);
      visit.signedIn = { ...signedIn, tokens: kept(tokens, signedIn.tokens.refresh_token), refreshedAt: new Date().toISOString() };
    } catch (error) {
      // The grant ended (disconnected in settings, revoked, replayed): the visitor must sign in again.
      visit.signedIn = undefined;
      visit.problem = `Refreshing failed: ${error instanceof oidc.ResponseBodyError ? error.error : error instanceof Error ? error.message : 'unknown error'}. Sign in again.`;
    }
    return home(c);
  });

  app.post(`${DEV_RP_PATH}/logout`, async (c) => {
    const visit = visitOf(c);
    const signedIn = visit.signedIn;
    visit.signedIn = undefined;
    if (signedIn) {
      const config = await configFor(originOf(c), signedIn.kind);
      const token = signedIn.tokens.refresh_token ?? signedIn.tokens.access_token;
      await oidc.tokenRevocation(config, token).catch(() => undefined);
    }
    return home(c);
  });

  // Signing out here and at the product: the visitor goes to the product's end_session_endpoint with the
  // id token as hint, and comes back to this page with the state sent.
  app.post(`${DEV_RP_PATH}/logout-everywhere`, async (c) => {
    const visit = visitOf(c);
    const signedIn = visit.signedIn;
    if (!signedIn?.idToken) return home(c);
    const config = await configFor(signedIn.origin, signedIn.kind);
    visit.signedIn = undefined;
    visit.signOutState = oidc.randomState();
    const url = oidc.buildEndSessionUrl(config, {
      id_token_hint: signedIn.idToken,
      post_logout_redirect_uri: `${originOf(c)}${DEV_RP_PATH}`,
      state: visit.signOutState,
    });
    return c.redirect(url.href, 303);
  });

  // OpenID Connect Back-Channel Logout 1.0 §2.5–2.8: a logout token, verified with the product's keys,
  // ends every visitor session of that sid (or, without one, of that account).
  app.post(`${DEV_RP_PATH}/backchannel-logout`, async (c) => {
    c.header('Cache-Control', 'no-store');
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const token = form.logout_token;
    if (typeof token !== 'string') return c.json({ error: 'invalid_request' }, 400);
    let unverified: { sid?: unknown; sub?: unknown; iss?: unknown; aud?: unknown };
    try {
      unverified = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as typeof unverified;
    } catch {
      return c.json({ error: 'invalid_request' }, 400);
    }
    // The visitor sessions the token would end; it is then verified against the provider each was signed in by.
    const named = [...visits.values()].filter(
      (visit) => visit.signedIn && (unverified.sid !== undefined ? visit.signedIn.sid === unverified.sid : visit.signedIn.claims.sub === unverified.sub),
    );
    for (const visit of named) {
      const signedIn = visit.signedIn!;
      const metadata = (await configFor(signedIn.origin, signedIn.kind)).serverMetadata();
      try {
        const { payload } = await jwtVerify(token, keysOf(metadata), {
          issuer: metadata.issuer,
          audience: DEV_RP_CLIENTS[signedIn.kind].clientId,
          typ: 'logout+jwt',
          algorithms: ['RS256'],
          requiredClaims: ['iat', 'jti', 'events'],
        });
        const events = payload.events as Record<string, unknown> | undefined;
        if (!events || typeof events !== 'object' || !('http://schemas.openid.net/event/backchannel-logout' in events) || 'nonce' in payload) {
          return c.json({ error: 'invalid_request' }, 400);
        }
      } catch {
        return c.json({ error: 'invalid_request' }, 400);
      }
      visit.signedIn = undefined;
      visit.notice = 'You were signed out at the account service.';
    }
    return c.body(null, 200);
  });

  // RFC 8935 §2: a Security Event Token as the body of the post, verified with the key set of the provider
  // this service discovered at the token's issuer, for one of its clients; 202 when taken, 400 with the
  // RFC 8935 §2.3 error otherwise.
  app.post(`${DEV_RP_PATH}/security-events`, async (c) => {
    const refuse = (err: 'invalid_request' | 'invalid_issuer' | 'invalid_audience' | 'authentication_failed') => c.json({ err }, 400);
    if (!/^application\/secevent\+jwt\s*(?:;|$)/i.test(c.req.header('Content-Type') ?? '')) return refuse('invalid_request');
    const token = (await c.req.text()).trim();
    let unverified: { iss?: unknown; aud?: unknown };
    try {
      unverified = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as typeof unverified;
    } catch {
      return refuse('invalid_request');
    }
    const kind = KINDS.find((candidate) => DEV_RP_CLIENTS[candidate].clientId === unverified.aud);
    if (!kind) return refuse('invalid_audience');
    // Only a provider this service signed someone in with: its configuration was discovered already.
    const config = typeof unverified.iss === 'string' ? configs.get(`${unverified.iss} ${kind}`) : undefined;
    if (!config) return refuse('invalid_issuer');
    const metadata = (await config).serverMetadata();
    try {
      const { payload } = await jwtVerify(token, keysOf(metadata), {
        issuer: metadata.issuer,
        audience: DEV_RP_CLIENTS[kind].clientId,
        typ: 'secevent+jwt',
        algorithms: ['RS256'],
        requiredClaims: ['iat', 'jti', 'events'],
      });
      const events = payload.events as Record<string, { subject?: { sub?: unknown }; credential_type?: unknown; change_type?: unknown }> | undefined;
      if (!events || typeof events !== 'object') return refuse('invalid_request');
      for (const [type, event] of Object.entries(events)) {
        const account = event?.subject?.sub;
        if (typeof account !== 'string') continue;
        const list = eventsByAccount.get(account) ?? [];
        if (!list.some((seen) => seen.jti === payload.jti)) {
          list.push({
            jti: String(payload.jti),
            type,
            detail: [event.credential_type, event.change_type].filter((part) => typeof part === 'string').join(' '),
            occurredAt: new Date(Number(payload.toe ?? payload.iat) * 1000).toISOString(),
            receivedAt: new Date().toISOString(),
          });
        }
        eventsByAccount.set(account, list);
      }
    } catch {
      return refuse('authentication_failed');
    }
    return c.body(null, 202);
  });
}
