// Response headers every answer carries, and the content security policy of
// the HTML pages: no inline script, no inline style except by nonce on the
// app's page, no inline script but the hashed head script of a page drawn
// on the server, no framing; the browser features pages may use, and no
// window shared with other sites' pages.
import type { MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { forwardedHttps } from '../request/client-address';
import type { TrustedProxies } from '../config/trusted-proxies';

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
 * The browser features a page of this server may use. Off: every sensor,
 * device and capture API, payments, autoplay, full screen, synchronous XHR
 * and the rest the product never needs, so script that got onto a page
 * cannot reach them either. On for this origin only: the camera (a new
 * avatar can be taken with it on the avatar page) and passkeys' WebAuthn
 * (create and get). The clipboard is left at its default, this origin only:
 * codes and keys are copied to it. Only features Chromium knows are named,
 * since an unknown one is reported on every page's console.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=(self)',
  'display-capture=()',
  'encrypted-media=()',
  'fullscreen=()',
  'gamepad=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'identity-credentials-get=()',
  'idle-detection=()',
  'local-fonts=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'otp-credentials=()',
  'payment=()',
  'picture-in-picture=()',
  'publickey-credentials-create=(self)',
  'publickey-credentials-get=(self)',
  'screen-wake-lock=()',
  'serial=()',
  'sync-xhr=()',
  'usb=()',
  'window-management=()',
  'xr-spatial-tracking=()',
].join(', ');

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
 * The headers of every answer. Cross-Origin-Opener-Policy: same-origin puts
 * a page of this server in a browsing context group of its own, so a page of
 * another site that opened it (or that it opened) holds no reference to its
 * window: sign-in, authorization and third-party sign-in go by redirects,
 * and the browser's messages by its own channel, none by window.opener.
 * HSTS goes only with an answer the browser got over TLS: served over https,
 * or through a trusted proxy (TRUSTED_PROXIES) that says in
 * X-Forwarded-Proto the request reached it over https.
 */
export function securityHeaders(options: { proxies: TrustedProxies }): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    headers.set('X-Frame-Options', 'DENY');
    headers.set('Permissions-Policy', PERMISSIONS_POLICY);
    headers.set('Cross-Origin-Opener-Policy', 'same-origin');
    if (!headers.has('Content-Security-Policy')) headers.set('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    const viaProxy = forwardedHttps(peerOf(c), c.req.header('X-Forwarded-Proto'), options.proxies);
    if (viaProxy || new URL(c.req.url).protocol === 'https:') {
      headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
  };
}
