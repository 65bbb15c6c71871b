// The bearer token of a request: a session token, an OAuth access token or a
// step-up JWT, whichever the operation takes.
import type { Context } from 'hono';

/** The token of an `Authorization: Bearer …` header, or undefined. */
export function bearerFromHeader(header: string | null | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}

/** The bearer token of a request, or undefined. */
export function bearerToken(c: Context): string | undefined {
  return bearerFromHeader(c.req.header('Authorization'));
}
