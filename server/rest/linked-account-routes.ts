// REST operations of openapi/auth.yaml for third-party sign-in: signing in
// (or up, or linking) with a provider's authorization code, and unlinking.
// Also the callback a provider posts its answer to (response_mode=form_post):
// it becomes the same address with the answer in the query, which the app's
// callback page reads.
import type { Hono } from 'hono';
import type { operations } from '../../generated/openapi/auth';
import { requestSchemas } from '../../generated/openapi/auth.requests';
import { callerOf } from '../request/caller';
import type { Services } from '../request/services';
import { CALLBACK_PATH } from '../third-party/linked-accounts';
import { bearerToken } from '../request/bearer';
import { sessionIdOf } from '../sessions/session-service';
import { restRouter } from './route';

/** The fields of a provider's answer that are passed on to the app, each at most this long. */
const ANSWER_FIELDS = ['code', 'state', 'error', 'error_description'] as const;
const ANSWER_MAX = 4096;

export function registerLinkedAccountRoutes(app: Hono, services: Services): void {
  const route = restRouter<operations, typeof requestSchemas>(app, requestSchemas, services);
  const { linkedAccounts, sessions } = services;

  route('linkedAccountLogin', 'none', async ({ c, body }) => {
    // A session is optional: a confirmed one proves the account the identity is linked to. The browser
    // sends the session it holds, which may be stale or half-way through its sign-in: that proves
    // nothing, and the sign-in goes on as without one.
    const token = bearerToken(c);
    const held = token ? await sessions.authenticate(token) : undefined;
    const session = held?.verified ? held : undefined;
    const result = await linkedAccounts.login({
      provider: body.provider ?? 'google',
      code: body.code,
      nonce: body.nonce,
      origin: new URL(c.req.url).origin,
      locale: callerOf(c, services).locale,
      userAgent: c.req.header('User-Agent'),
      ...(session ? { session } : {}),
      ...(body.replaceSession && token ? { replaces: sessionIdOf(token) } : {}),
    });
    return result;
  });

  route('linkedAccountLinkPending', 'session', async ({ body, session }) => linkedAccounts.linkPending(session, body.provider ?? 'google', body.nonce));

  route('linkedAccountUnlink', 'session', async ({ body, session }) => {
    await linkedAccounts.unlink(session, body.providerId);
    return {};
  });

  app.post(CALLBACK_PATH, async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const target = new URL(CALLBACK_PATH, new URL(c.req.url).origin);
    for (const field of ANSWER_FIELDS) {
      const value = (form as Record<string, unknown>)[field];
      if (typeof value === 'string' && value.length <= ANSWER_MAX) target.searchParams.set(field, value);
    }
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    return c.redirect(`${target.pathname}${target.search}`, 303);
  });
}
