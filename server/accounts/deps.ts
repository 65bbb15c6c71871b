// What the account use cases are built from, in server/services.ts.
import type { CodeService } from '../codes/code-service';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import type { Outbox } from '../outbox/outbox';
import type { RateLimiter } from '../ratelimit/rate-limiter';
import type { SessionService } from '../sessions/session-service';

export interface AccountDeps {
  readonly db: Database;
  readonly config: ServerConfig;
  readonly sessions: SessionService;
  readonly codes: CodeService;
  readonly outbox: Outbox;
  readonly limiter: RateLimiter;
  /** The clock every service reads. */
  readonly now: () => number;
}
