// The metrics calls of openapi/content.yaml (SPEC §3.10, §7.3): GET
// /metrics-flow starts a flow for a page that was given none, and POST
// /metrics receives a batch of interface events. Accepted events are written
// to the log as their types only (never an email, token or uid), and dropped
// for an account that turned metrics off.
import { randomBytes } from 'node:crypto';
import type { Hono } from 'hono';
import type { operations } from '../../generated/openapi/content';
import { requestSchemas } from '../../generated/openapi/content.requests';
import type { Services } from '../request/services';
import { restRouter } from './route';

export function registerMetricsRoutes(app: Hono, services: Services): void {
  const route = restRouter<operations, typeof requestSchemas>(app, requestSchemas, services);
  const { accounts, logger } = services;

  route('getMetricsFlow', 'none', async ({ c }) => {
    c.header('Cache-Control', 'no-store');
    return { flowId: randomBytes(32).toString('hex'), flowBeginTime: services.now(), deviceId: randomBytes(16).toString('hex') };
  });

  route('postMetrics', 'none', async ({ c, body }) => {
    if (body.uid) {
      const account = await accounts.byUid(body.uid);
      if (account && !account.metricsEnabled) return { success: true };
    }
    logger.info('metrics', {
      requestId: c.get('requestId') as string | undefined,
      events: body.events.map((event) => event.type),
      context: body.context,
      service: body.service,
    });
    return { success: true };
  });
}
