// A request id for every request (kept from X-Request-Id when it looks sane)
// and one structured log line per response. Only method, path, status and id
// are logged: never bodies, query strings or headers that carry secrets.
import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../log';

const SANE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

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
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    });
  };
}
