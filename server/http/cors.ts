// Cross-origin calls to the APIs (/graphql and /v1). A page of another origin
// may call them only when its origin is listed: the product's own public
// origin and those CORS_ALLOWED_ORIGINS names. Any other origin gets no CORS
// header at all, so its browser keeps the answer from it. The APIs take
// bearer tokens in the Authorization header, never cookies, so no answer
// ever allows credentials: a listed origin needs none, and an unlisted one
// must not be given them.
import type { MiddlewareHandler } from 'hono';

const ALLOWED_METHODS = 'GET, POST, PUT, DELETE';
/** What the app and relying parties send beyond the always-allowed headers. */
const ALLOWED_HEADERS = 'Authorization, Content-Type, Accept, Accept-Language';
/** How long a browser may reuse a preflight's answer, in seconds. */
const PREFLIGHT_MAX_AGE = '600';

/** CORS for the API paths; `allowedOrigins` is read per request (the public origin is known once the server listens). */
export function apiCors(allowedOrigins: () => readonly string[]): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header('Origin');
    const allowed = origin !== undefined && allowedOrigins().includes(origin);
    if (c.req.method === 'OPTIONS' && origin !== undefined && c.req.header('Access-Control-Request-Method') !== undefined) {
      // A preflight: answered here, before any route. An unlisted origin learns nothing it could use.
      if (!allowed) return c.body(null, 403, { Vary: 'Origin' });
      return c.body(null, 204, {
        'Access-Control-Allow-Origin': origin,
        'Access-Control-Allow-Methods': ALLOWED_METHODS,
        'Access-Control-Allow-Headers': ALLOWED_HEADERS,
        'Access-Control-Max-Age': PREFLIGHT_MAX_AGE,
        Vary: 'Origin',
      });
    }
    await next();
    const headers = c.res.headers;
    // Whatever a handler set, the answer's CORS is decided here alone.
    headers.delete('Access-Control-Allow-Origin');
    headers.delete('Access-Control-Allow-Credentials');
    if (allowed) headers.set('Access-Control-Allow-Origin', origin);
    // The answer differs by Origin, so a cache must keep one per origin.
    if (!/(^|,)\s*origin\s*(,|$)/i.test(headers.get('Vary') ?? '')) headers.append('Vary', 'Origin');
  };
}
