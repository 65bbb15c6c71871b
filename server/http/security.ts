// Response headers every answer carries, and the content security policy of
// the HTML pages: no inline script, no inline style except by nonce on the
// app's page, no inline script but the hashed head script of a page drawn
// on the server, no framing.
import type { MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { forwardedHttps } from './client-address';
import type { TrustedProxies } from './client-address';

interface InlineSources {
  /** Sources of inline script, such as a script's hash. */
  readonly scripts?: readonly string[];
  /** Hash sources of style attributes written into the page's markup. */
  readonly styleAttributes?: readonly string[];
}

function policy(styleSources: string, imageOrigins: readonly string[] = [], inline: InlineSources = {}): string {
  const { scripts = [], styleAttributes = [] } = inline;
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scripts].join(' '),
    `style-src ${styleSources}`,
    ...(styleAttributes.length > 0 ? [["style-src-attr 'unsafe-hashes'", ...styleAttributes].join(' ')] : []),
    ["img-src 'self' data:", ...imageOrigins].join(' '),
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
 * carries in <meta property="csp-nonce">. Inline script is forbidden, and
 * so are style attributes in the markup, but for the hashes given: those of
 * a page drawn on the server (its head script and the exact style attributes
 * it wrote). Images may also come from the https origins relying parties'
 * branding names (logos, split-layout images, favicons).
 */
export function appPagePolicy(styleNonce: string, imageOrigins: readonly string[] = [], inline: InlineSources = {}): string {
  return policy(`'self' 'nonce-${styleNonce}'`, imageOrigins, inline);
}

function peerOf(c: Parameters<MiddlewareHandler>[0]): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/**
 * The headers of every answer. HSTS goes only with an answer the browser got
 * over TLS: served over https, or through a trusted proxy (TRUSTED_PROXIES)
 * that says in X-Forwarded-Proto the request reached it over https.
 */
export function securityHeaders(options: { proxies: TrustedProxies }): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    headers.set('X-Frame-Options', 'DENY');
    if (!headers.has('Content-Security-Policy')) headers.set('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    const viaProxy = forwardedHttps(peerOf(c), c.req.header('X-Forwarded-Proto'), options.proxies);
    if (viaProxy || new URL(c.req.url).protocol === 'https:') {
      headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
  };
}
