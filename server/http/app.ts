// The HTTP application: security headers and request logs around GraphQL at
// /graphql, REST under /v1, the development outbox and the built app, whose
// index.html gets the client configuration when served.
import { readRoutingOf } from '../db/read-routing';
import { Hono } from 'hono';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getCookie } from 'hono/cookie';
import { serveStatic } from '@hono/node-server/serve-static';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { authErrorBody } from '../../generated/errors';
import { asAppError, errorBodyOf } from '../errors';
import { createGraphQLHandler } from '../graphql/yoga';
import { registerAuthRoutes } from '../rest/auth-routes';
import { registerContentRoutes } from '../rest/content-routes';
import { registerEmailRoutes } from '../rest/email-routes';
import { registerLinkedAccountRoutes } from '../rest/linked-account-routes';
import { registerMetricsRoutes } from '../rest/metrics-routes';
import { OAuthError } from '../oauth/errors';
import { registerOAuthClientRoutes } from '../rest/oauth-client-routes';
import { registerOAuthRoutes } from '../rest/oauth-routes';
import { registerProfileRoutes } from '../rest/profile-routes';
import { AVATAR_MAX_BYTES } from '../profile/avatars';
import { requestSchemas as profileSchemas } from '../../generated/openapi/profile.requests';
import { registerPasswordRoutes } from '../rest/password-routes';
import { registerResetRoutes } from '../rest/reset-routes';
import { registerPasskeyRoutes } from '../rest/passkey-routes';
import { registerSecondFactorRoutes } from '../rest/second-factor-routes';
import type { Services } from '../request/services';
import { clientConfigContent, indexPage } from './client-config';
import { registerBenchRoutes } from './bench-routes';
import { registerDevOutbox } from './dev-outbox';
import { registerDevCmsAssets } from './dev-cms-assets';
import { registerDevRelyingParty } from './dev-relying-party';
import { requestLog } from './request-log';
import type { RequestVariables } from './request-log';
import { LOCALE_COOKIE, chosenLocale, preloadLinks } from './preload';
import { SSR_DIR, loadsAfterDrawing, serverRenderer } from './ssr';
import { appPagePolicy, securityHeaders } from './security';
import { apiCors } from './cors';

const AVATAR_UPLOAD_PATH = profileSchemas.uploadAvatar.path;

/**
 * Hono's body limit, with the two cases it settles from the request line and
 * headers settled here first: a GET or HEAD has no body, and a body that
 * declares its length (and no transfer coding) is judged by that length.
 * bodyLimit asks for the request's body stream before it looks at either, and
 * Node's adapter answers that by building a full Request whose body is then
 * read as a web stream, where it would otherwise read the socket's bytes
 * directly. Only a body of undeclared length is left to bodyLimit to count.
 */
function declaredLengthFirst(maxSize: number, onError: (c: Context) => Response): MiddlewareHandler {
  const counted = bodyLimit({ maxSize, onError });
  return (c, next) => {
    const { method, headers } = c.req.raw;
    if (method === 'GET' || method === 'HEAD') return next();
    const length = headers.get('Content-Length');
    if (length === null || headers.has('Transfer-Encoding')) return counted(c, next);
    return Number.parseInt(length, 10) > maxSize ? Promise.resolve(onError(c)) : next();
  };
}

export function createApp(services: Services): Hono {
  const { config, logger } = services;
  const app = new Hono<{ Variables: RequestVariables }>();
  app.use('*', requestLog(logger));
  app.use('*', securityHeaders({ proxies: config.trustedProxies }));
  // Browsers on other sites reach the APIs only from the listed origins; a preflight is answered before the body limit.
  const cors = apiCors(() => [services.publicOrigin.value, ...config.corsAllowedOrigins]);
  app.use('/graphql', cors);
  app.use('/v1/*', cors);
  // With standbys, each API request runs in its read route: a read (GET, or a GraphQL query) of a
  // signed-in session may be served by a standby, and a write records where the primary's log stood.
  const reads = readRoutingOf(services.db);
  if (reads) {
    // A GraphQL request is a read until its document turns out to be a mutation (graphql/yoga.ts).
    app.use('/graphql', (_c, next) => reads.request(false, next));
    app.use('/v1/*', (c, next) => reads.request(c.req.method !== 'GET' && c.req.method !== 'HEAD', next));
  }
  // The rest of a body over the limit is not read: the connection cannot carry another request.
  const tooLarge = (c: Context) => c.json(authErrorBody('REQUEST_TOO_LARGE'), 413, { Connection: 'close' });
  const generalLimit = declaredLengthFirst(config.bodyLimitBytes, tooLarge);
  // An avatar is the one body that may be larger: the image itself, up to its own limit.
  const avatarLimit = declaredLengthFirst(AVATAR_MAX_BYTES, tooLarge);
  app.use('*', (c, next) => (c.req.path === AVATAR_UPLOAD_PATH ? avatarLimit(c, next) : generalLimit(c, next)));

  app.onError((error, c) => {
    if (error instanceof OAuthError) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      c.header('Cache-Control', 'no-store');
      return c.json(error.body, error.status);
    }
    const body = errorBodyOf(error);
    if (!asAppError(error)) {
      logger.error('request failed', {
        requestId: c.get('requestId'),
        path: c.req.path,
        error: error instanceof Error ? error.name : 'unknown',
        reason: error instanceof Error ? error.message : undefined,
      });
    }
    if (body.retryAfter !== undefined) c.header('Retry-After', String(body.retryAfter));
    return c.json(body, body.code as 400);
  });

  // The operator's health read: the database answers, and how the relying-party delivery queue stands
  // (waiting messages, those that failed before, when the oldest was queued), so a relying service that
  // stopped taking its logout tokens and security events shows before the queue's bounds give them up.
  app.get('/__heartbeat__', async (c) => c.json({ status: 'ok', deliveries: await services.deliveries.backlog() }));
  app.get('/__lbheartbeat__', (c) => c.json({}));
  // The baselines of the benchmarks' API figures, when asked for; never in production.
  registerBenchRoutes(app as unknown as Hono, services);

  const graphql = createGraphQLHandler(services);
  app.on(['GET', 'POST'], '/graphql', (c) => graphql(c));

  const api = app as unknown as Hono;
  registerSecondFactorRoutes(api, services);
  registerPasskeyRoutes(api, services);
  registerAuthRoutes(api, services);
  registerEmailRoutes(api, services);
  registerResetRoutes(api, services);
  registerPasswordRoutes(api, services);
  registerLinkedAccountRoutes(api, services);
  registerMetricsRoutes(api, services);
  registerContentRoutes(api, services);
  registerOAuthClientRoutes(api, services);
  registerOAuthRoutes(api, services);
  registerProfileRoutes(api, services);
  // Only in development, which listens on loopback alone (config.ts refuses any other address outside production).
  if (config.development) {
    registerDevOutbox(api, services);
    registerDevRelyingParty(api);
    registerDevCmsAssets(api);
  }

  // Unknown API paths (and the development pages in production) answer with
  // an error body, not the app's page.
  const notFound = (c: Context) => c.json({ ...authErrorBody('ENDPOINT_NOT_SUPPORTED'), code: 404, error: 'Not Found' }, 404);
  app.all('/v1/*', notFound);
  app.all('/__dev/*', notFound);
  app.all('/user-content/*', notFound);
  // The build manifest is read by the server only (preload.ts), not published.
  app.all('/.vite/*', notFound);
  // Nor is the rendering entry (ssr.ts).
  app.all(`/${SSR_DIR}/*`, notFound);

  // Built files are sent as the brotli or gzip copy the build wrote beside
  // them when the client accepts it (identity otherwise). Nothing is
  // compressed per request: the HTML page is small, and the JSON of /graphql
  // and /v1 carries session tokens and codes next to what the client sent,
  // the mix a compression side channel (BREACH) reads secrets from.
  const root = path.relative(process.cwd(), config.staticDir) || '.';
  const varyOnEncoding = (file: string, c: Context) => {
    if (file.endsWith('.br') || file.endsWith('.gz') || existsSync(`${file}.br`) || existsSync(`${file}.gz`)) {
      if (!/accept-encoding/i.test(c.res.headers.get('Vary') ?? '')) c.header('Vary', 'Accept-Encoding', { append: true });
    }
  };
  app.use(
    '/assets/*',
    serveStatic({
      root,
      precompressed: true,
      onFound: (file, c) => {
        varyOnEncoding(file, c);
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  const index = indexPage(config);
  const preloads = preloadLinks(config.staticDir);
  const renderPage = serverRenderer(config.staticDir);
  const sendIndex = async (c: Context) => {
    const nonce = randomBytes(16).toString('base64');
    // PUBLIC_URL when set: behind a proxy that ends TLS the request itself arrives over plain HTTP.
    const origin = config.oauth.publicUrl ?? new URL(c.req.url).origin;
    const content = clientConfigContent(config, origin, services.thirdParty);
    const page = await index(content, nonce);
    if (page === undefined) return c.text('The app is not built yet: run npm run build.', 503);
    // The entry, sign-in and sign-up pages arrive drawn, in the language the browser will pick.
    const rendered = await renderPage({ url: c.req.url, config: content, acceptLanguage: c.req.header('Accept-Language'), cookie: c.req.header('Cookie') }).catch(
      (error: unknown) => {
        // The page is then drawn in the browser, as every page is when the rendering entry is not built.
        logger.error('server rendering failed', {
          requestId: c.get('requestId'),
          path: c.req.path,
          error: error instanceof Error ? error.name : 'unknown',
          reason: error instanceof Error ? error.message : undefined,
        });
        return undefined;
      },
    );
    // The files of the language the page is shown in: the drawn page's, or else the one the person chose.
    const links = preloads({
      acceptLanguage: c.req.header('Accept-Language'),
      chosen: rendered ? rendered.page.locale : chosenLocale(getCookie(c, LOCALE_COOKIE)),
      entryRoute: c.req.path === '/',
    });
    // A drawn page names its scripts and preloads after the drawing (see loadsAfterDrawing); a page
    // drawn in the browser needs them at once.
    const html = rendered
      ? loadsAfterDrawing(rendered.apply(page, nonce), links)
      : links && page.includes('</head>')
        ? page.replace('</head>', `${links}\n</head>`)
        : page;
    c.header('Cache-Control', 'no-cache');
    c.header('Vary', 'Accept-Language, Cookie');
    c.header('Content-Security-Policy', appPagePolicy(nonce, services.cms.imageOrigins, rendered ? { scripts: [rendered.scriptSource], styleAttributes: rendered.styleAttributeSources } : {}));
    return c.html(html);
  };
  app.get('/index.html', sendIndex);
  app.use(
    '*',
    serveStatic({
      root,
      precompressed: true,
      rewriteRequestPath: (p) => (p === '/' ? '/__no_such_file__' : p),
      onFound: varyOnEncoding,
    }),
  );
  app.get('*', sendIndex);
  return app as unknown as Hono;
}
