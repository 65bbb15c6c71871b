// What every resolver receives: the services, the request's bearer token and,
// once looked up, its session. `requireSession` is how a resolver demands a
// signed-in (and, by default, confirmed) session.
import type { Services } from '../services';
import type { SessionRecord } from '../sessions/session-service';
import { appError } from '../errors';

export interface GraphQLContext {
  readonly services: Services;
  /** The bearer token sent with the request, if any. */
  readonly token: string | undefined;
  /** Origin of the request, for absolute URLs such as default avatars. */
  readonly origin: string;
  readonly userAgent: string | undefined;
  readonly acceptLanguage: string | undefined;
  /** Memo of the session lookup, filled by `currentSession`. */
  sessionLookup?: Promise<SessionRecord | undefined>;
}

/** The session of the request's token, looked up once per request. */
export function currentSession(ctx: GraphQLContext): Promise<SessionRecord | undefined> {
  if (!ctx.sessionLookup) {
    ctx.sessionLookup = ctx.token ? ctx.services.sessions.authenticate(ctx.token) : Promise.resolve(undefined);
  }
  return ctx.sessionLookup;
}

/**
 * The request's session: "Invalid token" (110) without one, "Must verify"
 * (138) when it is unconfirmed and `verified` is required.
 */
export async function requireSession(
  ctx: GraphQLContext,
  options: { verified: boolean } = { verified: true },
): Promise<SessionRecord> {
  const session = await currentSession(ctx);
  if (!session) throw appError('INVALID_TOKEN', { message: 'Invalid token' });
  if (options.verified && !session.verified) throw appError('UNVERIFIED_SESSION', { message: 'Must verify' });
  return session;
}
