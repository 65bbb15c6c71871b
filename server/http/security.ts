// Response headers every answer carries, and the content security policy of
// the HTML pages: no inline script, no inline style except by nonce on the
// app's page, no framing.
import type { MiddlewareHandler } from 'hono';

function policy(styleSources: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src ${styleSources}`,
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export const CONTENT_SECURITY_POLICY = policy("'self'");

/**
 * The policy of the app's page: style elements that the component library
 * adds at run time are allowed by a per-response nonce, which the page
 * carries in <meta property="csp-nonce">; inline script stays forbidden.
 */
export function appPagePolicy(styleNonce: string): string {
  return policy(`'self' 'nonce-${styleNonce}'`);
}

export function securityHeaders(options: { trustProxy: boolean }): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    headers.set('X-Frame-Options', 'DENY');
    if (!headers.has('Content-Security-Policy')) headers.set('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    const forwardedHttps = options.trustProxy && c.req.header('X-Forwarded-Proto')?.split(',')[0]?.trim() === 'https';
    if (forwardedHttps || new URL(c.req.url).protocol === 'https:') {
      headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
  };
}
