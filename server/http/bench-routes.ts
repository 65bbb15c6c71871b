// Baselines of the benchmarks' API figures, mounted only outside production
// and only when asked for (config.benchRoutes):
//
// - GET /__bench/bare answers a constant, through the same middleware as every
//   route: the floor of what any request costs.
// - GET /__bench/account answers what the settings area's first GraphQL read
//   (GetInitialSettingsState) answers, as plain JSON: the same session lookup
//   (with its last-access rule) and the same account read, through the very
//   functions the resolvers call, without GraphQL's parsing, validation and
//   execution. What the GraphQL read costs beyond this is GraphQL's.
import type { Hono } from 'hono';
import { loadAccount } from '../graphql/account-data';
import { requireSession } from '../graphql/context';
import type { GraphQLContext } from '../graphql/context';
import { bearerToken } from '../request/bearer';
import { clientAddress } from '../request/caller';
import type { Services } from '../request/services';

export function registerBenchRoutes(app: Hono, services: Services): void {
  const { config } = services;
  if (config.production) return;
  if (config.benchRoutes.bare) app.get('/__bench/bare', (c) => c.json({ ok: true }));
  if (config.benchRoutes.rest) {
    app.get('/__bench/account', async (c) => {
      // The context GraphQL builds for a request, so that the session is looked up once, as there.
      const ctx: GraphQLContext = {
        services,
        token: bearerToken(c),
        origin: new URL(c.req.url).origin,
        userAgent: c.req.header('User-Agent'),
        acceptLanguage: c.req.header('Accept-Language'),
        ip: clientAddress(c, config.trustedProxies),
      };
      // The `account` field's resolver, then the `session` field's (the memoised lookup).
      const session = await requireSession(ctx);
      const account = await loadAccount(services, session, ctx.origin, services.strings.negotiate(ctx.acceptLanguage));
      const { verified } = await requireSession(ctx, { verified: false });
      return c.json({ account, session: { verified } });
    });
  }
}
