// The metrics client: collects interface events and sends them in batches
// to POST /metrics (SPEC §3.10, §7.3), only while metrics are enabled
// (SPEC §4.1: the account allows them, or nobody is signed in). Until it is
// known who is signed in, events wait; when metrics are off they are dropped.
import type { MetricsRequest } from '../../api';
import { isMetricsEnabled } from '../session/signedIn';
import type { MetricsFlowIds } from './flow';
import { EVENT_TYPE, EVENT_TYPE_MAX_LENGTH, MAX_BATCH_EVENTS, metricsPayload } from './payload';
import type { MetricsAccount, MetricsEvent, MetricsPage } from './payload';
import { emailDomainBucket } from './emailDomain';

/** A batch is sent this long after the last event, unless the page hides first. */
export const METRICS_FLUSH_DELAY_MS = 1000;
/** A batch is sent at once when it holds this many events. */
export const METRICS_BATCH_SIZE = 20;

export interface MetricsClientOptions {
  /** Sends one batch (sendMetricsBatch in the browser). */
  send: (body: MetricsRequest) => void;
  /** The page's context, read when a batch is sent. */
  page: () => MetricsPage;
  now?: () => number;
  /** Runs `callback` after `ms`; returns a cancel function. Default setTimeout. */
  schedule?: (callback: () => void, ms: number) => () => void;
  batchSize?: number;
  flushDelayMs?: number;
}

export interface MetricsClient {
  /** Records an event by its whole type, '{category}.{event}' or 'screen.{name}'. */
  log(type: string): void;
  /** Records '{category}.{event}'. */
  logEvent(category: string, event: string): void;
  /** Records 'screen.{name}'. */
  logScreen(name: string): void;
  /** Who is signed in and whether they allow metrics; pending events wait until this is known. */
  setAccount(account: MetricsAccount): void;
  /**
   * The signed-in person's new choice, saved from settings: opted out, what is pending is dropped
   * and nothing more is sent; opted back in, events are sent again.
   */
  setMetricsEnabled(enabled: boolean): void;
  setFlow(flow: MetricsFlowIds): void;
  /** The email typed on the entry page; batches report only its bucketed domain. */
  setEmail(email: string): void;
  /** Sends what is pending now, if metrics are enabled. */
  flush(): void;
  /** Events not yet sent. */
  pending(): readonly MetricsEvent[];
}

const defaultSchedule = (callback: () => void, ms: number) => {
  const id = setTimeout(callback, ms);
  return () => clearTimeout(id);
};

export function createMetricsClient(options: MetricsClientOptions): MetricsClient {
  const now = options.now ?? Date.now;
  const schedule = options.schedule ?? defaultSchedule;
  const batchSize = Math.min(options.batchSize ?? METRICS_BATCH_SIZE, MAX_BATCH_EVENTS);
  const flushDelayMs = options.flushDelayMs ?? METRICS_FLUSH_DELAY_MS;
  let events: MetricsEvent[] = [];
  let account: MetricsAccount | undefined;
  let flow: MetricsFlowIds | undefined;
  let emailDomain: string | undefined;
  let cancelTimer: (() => void) | undefined;

  const flush = () => {
    cancelTimer?.();
    cancelTimer = undefined;
    if (events.length === 0 || !account) return;
    if (!isMetricsEnabled(account.signedIn, account)) {
      events = [];
      return;
    }
    while (events.length > 0) {
      const batch = events.slice(0, MAX_BATCH_EVENTS);
      events = events.slice(batch.length);
      const page = { ...options.page(), ...(flow ? { flow } : {}), ...(emailDomain ? { emailDomain } : {}) };
      options.send(metricsPayload(page, account, batch, now()));
    }
  };

  const record = (type: string) => {
    if (type.length > EVENT_TYPE_MAX_LENGTH || !EVENT_TYPE.test(type)) {
      throw new Error(`Not a metrics event type: '${type}'`);
    }
    events.push({ type, time: now() });
    if (events.length >= batchSize) {
      flush();
      return;
    }
    cancelTimer?.();
    cancelTimer = schedule(flush, flushDelayMs);
  };

  return {
    log: record,
    logEvent: (category, event) => record(`${category}.${event}`),
    logScreen: (name) => record(`screen.${name}`),
    setAccount(value) {
      account = value;
      if (events.length > 0) {
        cancelTimer?.();
        cancelTimer = schedule(flush, flushDelayMs);
      }
    },
    setMetricsEnabled(enabled) {
      if (!account?.signedIn) return;
      account = { ...account, metricsEnabled: enabled };
      if (!enabled) {
        cancelTimer?.();
        cancelTimer = undefined;
        events = [];
      }
    },
    setFlow(value) {
      flow = value;
    },
    setEmail(email) {
      emailDomain = emailDomainBucket(email);
    },
    flush,
    pending: () => events,
  };
}
