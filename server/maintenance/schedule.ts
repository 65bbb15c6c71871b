// A task an instance runs on a schedule (the sweep, the delivery queue's
// drain): one run at a time, a failure logged and not thrown, a timer that
// does not keep the process alive, and a stop that waits for a run under way.
import type { Logger } from '../log';

export interface Scheduled {
  /** Runs the task now (unless stopped); resolves when it is done. Failures are logged, not thrown. */
  runNow(): Promise<void>;
  /** Stops the schedule and waits for a run under way; later runs do nothing. */
  stop(): Promise<void>;
}

/** Runs `task` every `intervalMs` until stopped; a failure is logged as `failure` with its reason. */
export function schedule(task: () => Promise<void>, intervalMs: number, logger: Logger, failure: string): Scheduled {
  let stopped = false;
  let running: Promise<void> | undefined;
  const runNow = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    // One run at a time per instance.
    running ??= task()
      .catch((error: unknown) => {
        logger.warn(failure, { reason: error instanceof Error ? error.message : 'unknown' });
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const timer = setInterval(() => void runNow(), intervalMs);
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
