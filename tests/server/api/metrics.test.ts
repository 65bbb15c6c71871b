// Interface metrics of openapi/content.yaml, through the generated client:
// GET /metrics-flow starts a flow, POST /metrics takes a batch of events,
// refuses a body that does not match the contract (107/108 naming the field)
// and drops, without logging, the batch of an account that turned metrics off.
import { beforeAll, describe, expect, it } from 'vitest';
import { MetricsOptDocument } from '../../../generated/graphql';
import type { components } from '../../../generated/openapi/content';
import { databases, useTestServer } from '../harness';
import type { TestServer } from '../harness';
import { credentialsFor, signUpVerified } from './flows';

type MetricsRequest = components['schemas']['MetricsRequest'];

/** A batch as the page sends it, with an event type unique to the test. */
function batch(eventType: string, extra: Partial<MetricsRequest> = {}): MetricsRequest {
  const now = Date.now();
  return {
    events: [
      { type: eventType, offset: 12 },
      { type: 'screen.signin', offset: 40 },
    ],
    flushTime: now,
    startTime: now - 1000,
    settingsVersion: 'new',
    context: 'web',
    service: 'sync',
    ...extra,
  } as MetricsRequest;
}

/** The 'metrics' log lines that name an event type. */
function metricsLines(t: TestServer, eventType: string): Array<Record<string, unknown>> {
  return t.logs.lines
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((entry) => entry.msg === 'metrics' && Array.isArray(entry.events) && (entry.events as unknown[]).includes(eventType));
}

let serial = 0;
const uniqueEventType = (name: string) => `test.${name}_${Date.now().toString(36)}_${(serial += 1)}`;

describe.each(databases)('interface metrics on $name', (database) => {
  const t = useTestServer(database);
  // The shared sign-up credentials take a long key stretch that holds the
  // event loop, the server's included: derived before any request, so no
  // kept-alive connection is left to time out while it runs.
  beforeAll(() => {
    credentialsFor('metrics@example.com');
  });

  describe('GET /metrics-flow', () => {
    it('starts a flow with the ids of the contract', async () => {
      const { data, error, response } = await t.content().GET('/metrics-flow', {
        params: { query: { entrypoint: 'preferences', form_type: 'email', service: 'sync' } },
      });
      expect(error).toBeUndefined();
      expect(response.status).toBe(200);
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      expect(data?.flowId).toMatch(/^[0-9a-f]{64}$/);
      expect(data?.deviceId).toMatch(/^[0-9a-f]{32}$/);
      expect(typeof data?.flowBeginTime).toBe('number');
      expect(Number.isInteger(data?.flowBeginTime)).toBe(true);
      expect(data!.flowBeginTime).toBeGreaterThan(0);
    });

    it('gives every flow its own ids', async () => {
      const first = await t.content().GET('/metrics-flow');
      const second = await t.content().GET('/metrics-flow');
      expect(first.data?.flowId).toMatch(/^[0-9a-f]{64}$/);
      expect(second.data?.flowId).not.toBe(first.data?.flowId);
      expect(second.data?.deviceId).not.toBe(first.data?.deviceId);
    });

    it('refuses a query parameter outside the contract (107)', async () => {
      const { error, response } = await t.content().GET('/metrics-flow', {
        params: { query: { form_type: 'banner' as 'email' } },
      });
      expect(response.status).toBe(400);
      expect(error).toMatchObject({ code: 400, errno: 107, error: 'Bad Request' });
      expect(error?.message).toContain('form_type');
    });
  });

  describe('POST /metrics', () => {
    it('accepts a batch and logs its event types', async () => {
      const eventType = uniqueEventType('accepted');
      const flow = await t.content().GET('/metrics-flow');
      const { data, error, response } = await t.content().POST('/metrics', {
        body: batch(eventType, { flowId: flow.data!.flowId, flowBeginTime: flow.data!.flowBeginTime, deviceId: flow.data!.deviceId }),
      });
      expect(error).toBeUndefined();
      expect(response.status).toBe(200);
      expect(data).toEqual({ success: true });
      const [line, ...more] = metricsLines(t, eventType);
      expect(more).toEqual([]);
      expect(line).toMatchObject({ level: 'info', events: [eventType, 'screen.signin'], context: 'web', service: 'sync' });
    });

    it('names a field of the wrong type (107) and logs nothing', async () => {
      const eventType = uniqueEventType('wrong_type');
      const { error, response } = await t.content().POST('/metrics', {
        body: { ...batch(eventType), flushTime: 'soon' as unknown as number },
      });
      expect(response.status).toBe(400);
      expect(error).toMatchObject({ code: 400, errno: 107, error: 'Bad Request' });
      expect(error?.message).toContain('flushTime');
      expect(metricsLines(t, eventType)).toEqual([]);
    });

    it('names a malformed event inside the batch (107)', async () => {
      const { error, response } = await t.content().POST('/metrics', {
        body: batch('not an event type'),
      });
      expect(response.status).toBe(400);
      expect(error).toMatchObject({ code: 400, errno: 107 });
      expect(error?.message).toContain('events.0.type');
    });

    it('names a missing required field (108)', async () => {
      const body: Partial<MetricsRequest> = batch(uniqueEventType('missing'));
      delete body.settingsVersion;
      const { error, response } = await t.content().POST('/metrics', { body: body as MetricsRequest });
      expect(response.status).toBe(400);
      expect(error).toMatchObject({ code: 400, errno: 108, error: 'Bad Request' });
      expect(error?.message).toContain('settingsVersion');
    });

    it('logs the batch of an account with metrics on', async () => {
      const account = await signUpVerified(t);
      const eventType = uniqueEventType('opted_in');
      const { data, response } = await t.content().POST('/metrics', { body: batch(eventType, { uid: account.uid }) });
      expect(response.status).toBe(200);
      expect(data).toEqual({ success: true });
      expect(metricsLines(t, eventType)).toHaveLength(1);
      // The account id itself is never written with the events.
      expect(t.logs.lines.filter((line) => line.includes(eventType)).some((line) => line.includes(account.uid))).toBe(false);
    });

    it('drops, without logging, the batch of an account that turned metrics off', async () => {
      const account = await signUpVerified(t);
      const optOut = await t.graphql(MetricsOptDocument, { input: { state: 'out' } }, account.sessionToken);
      expect(optOut.errors).toBeUndefined();
      const eventType = uniqueEventType('opted_out');
      const { data, error, response } = await t.content().POST('/metrics', { body: batch(eventType, { uid: account.uid }) });
      expect(error).toBeUndefined();
      expect(response.status).toBe(200);
      expect(data).toEqual({ success: true });
      expect(metricsLines(t, eventType)).toEqual([]);
      expect(t.logs.lines.some((line) => line.includes(eventType))).toBe(false);

      // Turned back on, the same account's batches are logged again.
      await t.graphql(MetricsOptDocument, { input: { state: 'in' } }, account.sessionToken);
      const again = uniqueEventType('opted_in_again');
      await t.content().POST('/metrics', { body: batch(again, { uid: account.uid }) });
      expect(metricsLines(t, again)).toHaveLength(1);
    });
  });
});
