// The sender of the relying-party delivery queue (server/oauth/deliveries.ts):
// every instance drains it on a short schedule; the queue's claims keep two
// instances from posting one message twice. A drain under way is never
// started again beside itself, and stopping waits for it.
import type { Logger } from '../log';
import type { RelyingPartyDeliveries } from '../oauth/deliveries';
import { schedule } from './schedule';
import type { Scheduled } from './schedule';

/** How often the queue is looked at for due messages. */
export const DELIVERY_INTERVAL_MS = 2_000;

export type DeliveryWorker = Scheduled;

/** Drains every `intervalMs` until stopped; the timer does not keep the process alive. */
export function startDeliveryWorker(deliveries: Pick<RelyingPartyDeliveries, 'drainOnce'>, logger: Logger, options: { intervalMs?: number } = {}): DeliveryWorker {
  const drain = async () => {
    const counts = await deliveries.drainOnce();
    if (counts.delivered + counts.failed > 0) logger.info('relying party deliveries', { ...counts });
  };
  return schedule(drain, options.intervalMs ?? DELIVERY_INTERVAL_MS, logger, 'relying party deliveries failed');
}
