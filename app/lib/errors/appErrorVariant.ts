// Which app error screen an uncaught error shows (SPEC §2.6, §8.1).
import { AuthClientError } from '../../api';
import { QueryParameterViolation } from '../query/validate';

export type AppErrorVariant = 'general' | 'query-parameter-violation' | 'invalid-session';

const INVALID_SESSION_KEYS: ReadonlySet<string> = new Set(['INVALID_TOKEN', 'UNVERIFIED_SESSION']);

/** INVALID_TOKEN or UNVERIFIED_SESSION → invalid session; a query check → bad request; anything else → general. */
export function appErrorVariant(error: unknown): AppErrorVariant {
  if (error instanceof AuthClientError && INVALID_SESSION_KEYS.has(error.key)) return 'invalid-session';
  if (error instanceof QueryParameterViolation) return 'query-parameter-violation';
  return 'general';
}
