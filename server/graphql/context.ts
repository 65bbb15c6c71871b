// What every resolver receives: the services, the request's bearer token and,
// once looked up, its session. `requireSession` is how a resolver demands a
// signed-in (and, by default, confirmed) session.
import type { Services } from '../request/services';
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
  /** The client's address, for the per-address limits. */
  readonly ip: string;
  /** Memo of the session lookup, filled by `currentSession`. */
  sessionLookup?: Promise<SessionRecord | undefined>;
}

/** Who is asking, for the code-check limits and the language of the wait. */
export function callerOfContext(ctx: GraphQLContext): { ip: string; locale: string } {
  return { ip: ctx.ip, locale: ctx.services.strings.negotiate(ctx.acceptLanguage) };
}

/** The language of the request's mail: its Accept-Language when it sent one, else the account's (undefined). */
export function mailLocaleOfContext(ctx: GraphQLContext): string | undefined {
  const header = ctx.acceptLanguage;
  return header && header.trim() !== '' ? ctx.services.strings.negotiate(header) : undefined;
}

/** The session of the request's token, looked up once per request. */
export function currentSession(ctx: GraphQLContext): Promise<SessionRecord | undefined> {
  if (!ctx.sessionLookup) {
    ctx.sessionLookup = ctx.token ? ctx.services.sessions.authenticate(ctx.token, ctx.ip) : Promise.resolve(undefined);
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
