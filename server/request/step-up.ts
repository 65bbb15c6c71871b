// The step-up JWT a scoped operation is sent with (SPEC §6), read from the
// request's bearer token and checked by the second factors' rules.
import type { Context } from 'hono';
import { sessionOfStepUpToken } from '../second-factor/step-up';
import type { MfaScope } from '../second-factor/step-up';
import type { SessionRecord } from '../sessions/session-service';
import { bearerToken } from './bearer';
import type { Services } from './services';

/** The session the request's step-up JWT for `scope` was issued to; 401 (110) otherwise. */
export function requireStepUp(c: Context, services: Services, scope: MfaScope): Promise<SessionRecord> {
  return sessionOfStepUpToken(services, bearerToken(c), scope);
}
