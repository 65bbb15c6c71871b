// The sender of the relying-party delivery queue (server/oauth/deliveries.ts):
// every instance drains it on a short schedule; the queue's claims keep two
// instances from posting one message twice. A drain under way is never
// started again beside itself, and stopping waits for it.
import type { Logger } from '../log';
import type { RelyingPartyDeliveries } from '../oauth/deliveries';

/** How often the queue is looked at for due messages. */
export const DELIVERY_INTERVAL_MS = 2_000;

export interface DeliveryWorker {
  /** Drains the queue now (unless stopped); resolves when done. Failures are logged, not thrown. */
  runNow(): Promise<void>;
  /** Stops the schedule and waits for a drain under way; later runs do nothing. */
  stop(): Promise<void>;
}

/** Drains every `intervalMs` until stopped; the timer does not keep the process alive. */
export function startDeliveryWorker(deliveries: Pick<RelyingPartyDeliveries, 'drainOnce'>, logger: Logger, options: { intervalMs?: number } = {}): DeliveryWorker {
  let stopped = false;
  let running: Promise<void> | undefined;
  const runNow = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    running ??= deliveries
      .drainOnce()
      .then((counts) => {
        if (counts.delivered + counts.failed > 0) logger.info('relying party deliveries', { ...counts });
      })
      .catch((error: unknown) => {
        logger.warn('relying party deliveries failed', { reason: error instanceof Error ? error.message : 'unknown' });
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const timer = setInterval(() => void runNow(), options.intervalMs ?? DELIVERY_INTERVAL_MS);
  timer.unref();
  return {
    runNow,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
