// A request id for every request (kept from X-Request-Id when it looks sane)
// and one structured log line per response. Only method, path, status and id
// are logged: never bodies, query strings or headers that carry secrets, nor
// the breach check's hash prefix (its path is logged with the prefix left out).
import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../log';

const SANE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The path as logged: a breach check's range names its prefix, which stays out of the log. */
export function loggedPath(path: string): string {
  return path.startsWith('/v1/password/range/') ? '/v1/password/range/{prefix}' : path;
}

export type RequestVariables = { requestId: string };

export function requestLog(logger: Logger): MiddlewareHandler<{ Variables: RequestVariables }> {
  return async (c, next) => {
    const incoming = c.req.header('X-Request-Id');
    const requestId = incoming && SANE_ID.test(incoming) ? incoming : randomUUID();
    c.set('requestId', requestId);
    const started = performance.now();
    await next();
    c.res.headers.set('X-Request-Id', requestId);
    logger.info('request', {
      requestId,
      method: c.req.method,
      path: loggedPath(c.req.path),
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    });
  };
}
