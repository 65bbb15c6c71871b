// The abuse limits' defaults, as a deployment that sets nothing has them, for the suites that run at them.
import { ABUSE_LIMITS } from '../../../server/config/limits';

/** The default number of hits a limit allows per window, by its settings' prefix. */
export function defaultLimit(prefix: string): number {
  const limit = ABUSE_LIMITS.find((described) => described.prefix === prefix);
  if (!limit) throw new Error(`No limit is set with ${prefix}_LIMIT`);
  return limit.limit;
}

/** Wrong passwords for one address from one client address before its windows block it. */
export const WRONG_PASSWORDS_AT_ONE_SOURCE = Math.min(defaultLimit('RATE_BAD_PASSWORD_PER_IP_AND_ADDRESS'), defaultLimit('RATE_BAD_PASSWORD'));
