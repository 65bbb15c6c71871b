// Step-up tokens (SPEC §3.11, §6): a short-lived HS256 JWT for one scope or
// several, issued for one session after an emailed code, and checked by the
// operations that change sensitive settings, each for its own scope. The
// settings area asks for every scope at once, so one code lets the person
// make each sensitive change for the token's lifetime (10 minutes by
// default, MFA_JWT_TTL_SECONDS).
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import type { SecondFactorConfig } from '../config/second-factor';
import { randomHex } from '../crypto/tokens';
import type { Queryable } from '../db/database';
import { appError } from '../errors';
import type { SessionRecord, SessionService } from '../sessions/session-service';

export const MFA_SCOPES = ['password', '2fa', 'email', 'recovery_key'] as const;
export type MfaScope = (typeof MFA_SCOPES)[number];

/** The scopes a request names (one, or a list in any order), each once, in MFA_SCOPES's order. */
export function stepUpScopes(requested: MfaScope | readonly MfaScope[]): readonly MfaScope[] {
  const named = new Set<MfaScope>(typeof requested === 'string' ? [requested] : requested);
  return MFA_SCOPES.filter((scope) => named.has(scope));
}

/** The messages SPEC §6 gives the two ways a scoped operation is refused (401, errno 110). */
export const MISSING_JWT = 'Missing or expired jwt.';
export const MISSING_PARENT_SESSION = 'Missing parent session token.';

const AUDIENCE = 'orbit-accounts-mfa';

/** What step-up tokens are made and checked with. */
export interface StepUpDeps {
  readonly config: { readonly secondFactor: Pick<SecondFactorConfig, 'jwtSecret' | 'jwtIssuer' | 'jwtTtlSeconds' | 'inlineSetupWindowMs'> };
  readonly db: Queryable;
  readonly sessions: Pick<SessionService, 'get'>;
  readonly now: () => number;
}

function key(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/** Signs a JWT for `scope` (one, or several) bound to a session. */
export async function issueStepUpToken(services: StepUpDeps, session: SessionRecord, scope: MfaScope | readonly MfaScope[]): Promise<string> {
  const { jwtSecret, jwtIssuer, jwtTtlSeconds } = services.config.secondFactor;
  const iat = Math.floor(services.now() / 1000);
  return new SignJWT({ scope: stepUpScopes(scope).map((each) => `mfa:${each}`), stid: session.id })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(jwtIssuer)
    .setAudience(AUDIENCE)
    .setSubject(session.uid)
    .setJti(randomHex(16))
    .setIssuedAt(iat)
    .setExpirationTime(iat + jwtTtlSeconds)
    .sign(key(jwtSecret));
}

function missingJwt(): never {
  throw appError('INVALID_TOKEN', { message: MISSING_JWT });
}

/**
 * The session a step-up JWT for `scope` was issued to. A missing, malformed,
 * expired or wrong-scope token is "Missing or expired jwt."; a token whose
 * session is gone is "Missing parent session token." (both 401, errno 110).
 */
export async function sessionOfStepUpToken(services: StepUpDeps, token: string | undefined, scope: MfaScope): Promise<SessionRecord> {
  if (!token) missingJwt();
  const { jwtSecret, jwtIssuer } = services.config.secondFactor;
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, key(jwtSecret), {
      algorithms: ['HS256'],
      issuer: jwtIssuer,
      audience: AUDIENCE,
      currentDate: new Date(services.now()),
      requiredClaims: ['iat', 'exp', 'jti', 'sub'],
    }));
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) missingJwt();
    throw error;
  }
  const scopes = payload.scope;
  if (!Array.isArray(scopes) || !scopes.includes(`mfa:${scope}`)) missingJwt();
  const stid = payload.stid;
  if (typeof stid !== 'string') missingJwt();
  const session = await services.sessions.get(services.db, stid);
  if (!session || session.uid !== payload.sub) throw appError('INVALID_TOKEN', { message: MISSING_PARENT_SESSION });
  return session;
}

/**
 * The session of a session-token variant of a set-up operation: it must be
 * confirmed (138) and confirmed recently; otherwise the caller needs the
 * step-up JWT ("Missing or expired jwt.").
 */
export async function requireRecentSession(services: StepUpDeps, session: SessionRecord): Promise<SessionRecord> {
  if (!session.verified) throw appError('UNVERIFIED_SESSION');
  const rows = await services.db.query<{ updated_at: number }>('SELECT updated_at FROM sessions WHERE id = $1', [session.id]);
  const confirmedAt = rows[0]?.updated_at ?? 0;
  if (services.now() - confirmedAt > services.config.secondFactor.inlineSetupWindowMs) missingJwt();
  return session;
}
