// OpenID Connect id tokens: minted with the provider's signing key beside an
// access token (its hash in at_hash), and verified for relying parties that
// send one back (signature by key id, issuer, audience, expiry with a grace).
import { createHash } from 'node:crypto';
import { base64url, compactVerify, decodeProtectedHeader, importJWK, jwtVerify } from 'jose';
import type { JWK, JWTPayload } from 'jose';
import type { components } from '../../generated/openapi/auth';
import { oauthError } from './errors';
import type { SigningKeys } from './signing-keys';

export type IdTokenClaims = components['schemas']['IdTokenClaims'];

/**
 * The sid of a session (OpenID Connect Front- and Back-Channel Logout): a
 * stable identifier of the session that is not its id, so a relying party
 * holds nothing it could present to the product's own API.
 */
export function sidOf(sessionId: string): string {
  return base64url.encode(createHash('sha256').update(`sid\0${sessionId}`, 'utf8').digest().subarray(0, 24));
}

function atHash(accessToken: string): string {
  return base64url.encode(createHash('sha256').update(accessToken, 'ascii').digest().subarray(0, 16));
}

/** What a session proves: when the person signed in, and how (acr and amr). */
export interface IdTokenDeps {
  readonly keys: SigningKeys;
  readonly idTokenTtlMs: number;
  readonly now: () => number;
}

export class IdTokens {
  constructor(private readonly deps: IdTokenDeps) {}

  /** A signed id token for an access token just issued to `clientId`. */
  async mint(claims: {
    issuer: string;
    clientId: string;
    uid: string;
    authAt: number;
    acr: string | undefined;
    amr: string[] | undefined;
    nonce: string | null;
    accessToken: string;
    /** The session the tokens were issued in, when there was one. */
    sessionId: string | null;
  }): Promise<string> {
    const iat = Math.floor(this.deps.now() / 1000);
    const payload: JWTPayload = {
      iss: claims.issuer,
      sub: claims.uid,
      aud: claims.clientId,
      iat,
      exp: iat + Math.floor(this.deps.idTokenTtlMs / 1000),
      auth_time: Math.floor(claims.authAt / 1000),
      at_hash: atHash(claims.accessToken),
      ...(claims.acr ? { acr: claims.acr } : {}),
      ...(claims.amr ? { amr: claims.amr } : {}),
      ...(claims.nonce ? { nonce: claims.nonce } : {}),
      ...(claims.sessionId ? { sid: sidOf(claims.sessionId) } : {}),
    };
    return this.deps.keys.sign(payload);
  }

  /** The published key named by an id token's kid; errno 104 when the header is unreadable or names no published key. */
  private publishedKeyOf(idToken: string): NonNullable<ReturnType<SigningKeys['publicKey']>> {
    let kid: string | undefined;
    try {
      kid = decodeProtectedHeader(idToken).kid;
    } catch {
      throw oauthError('INVALID_ASSERTION', 400);
    }
    const jwk = kid ? this.deps.keys.publicKey(kid) : undefined;
    if (!jwk) throw oauthError('INVALID_ASSERTION', 400);
    return jwk;
  }

  /**
   * An id_token_hint of a sign-out request (RP-Initiated Logout 1.0 §2): an
   * id token this provider signed (by a published key) for `issuer`; its
   * expiry is not held against it, since a relying party signing out often
   * holds an expired one. Errno 104 otherwise.
   */
  async verifyHint(idToken: string, issuer: string): Promise<{ sub: string; aud: string; sid?: string }> {
    const jwk = this.publishedKeyOf(idToken);
    let claims: JWTPayload;
    try {
      const key = await importJWK(jwk as unknown as JWK, 'RS256');
      const { payload } = await compactVerify(idToken, key, { algorithms: ['RS256'] });
      claims = JSON.parse(new TextDecoder().decode(payload)) as JWTPayload;
    } catch {
      throw oauthError('INVALID_ASSERTION', 400);
    }
    if (claims.iss !== issuer || typeof claims.sub !== 'string' || typeof claims.aud !== 'string') throw oauthError('INVALID_ASSERTION', 400);
    return { sub: claims.sub, aud: claims.aud, ...(typeof claims.sid === 'string' ? { sid: claims.sid } : {}) };
  }

  /**
   * POST /v1/oauth/id_token/verify: checks an id token we signed (signature
   * by kid, issuer, audience, expiry with an optional grace) and returns its
   * claims; errno 104 for anything but an expiry beyond the grace (115).
   */
  async verify(idToken: string, clientId: string, issuer: string, graceSeconds = 0): Promise<IdTokenClaims> {
    const jwk = this.publishedKeyOf(idToken);
    try {
      const key = await importJWK(jwk as unknown as JWK, 'RS256');
      const { payload } = await jwtVerify(idToken, key, {
        algorithms: ['RS256'],
        issuer,
        audience: clientId,
        clockTolerance: graceSeconds,
        currentDate: new Date(this.deps.now()),
      });
      return payload as unknown as IdTokenClaims;
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_JWT_EXPIRED') throw oauthError('EXPIRED_TOKEN', 400);
      throw oauthError('INVALID_ASSERTION', 400);
    }
  }
}
