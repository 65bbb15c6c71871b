// What the browser derives a relying party's scoped keys from (SPEC §5.1):
// for each key-bearing scope asked for, its identifier, rotation secret and
// rotation time. The server never has kB, so it never has the keys. A scope's
// key goes only to a client that may be granted the scope, at a redirect URI
// on the scope's allowed list.
import type { components } from '../../generated/openapi/auth';
import type { SessionRecord } from '../sessions/session-service';
import type { OAuthClientRegistry } from './client-registry';
import type { KeyBearingScope } from '../config/oauth';
import { oauthError } from './errors';
import { grantedScopes, parseScope } from './scopes';

export type ScopedKeyDataResponse = components['schemas']['ScopedKeyDataResponse'];

export class ScopedKeys {
  constructor(private readonly deps: { clients: OAuthClientRegistry; scopes: readonly KeyBearingScope[] }) {}

  /** POST /v1/account/scoped-key-data for the session's account. */
  async keyData(session: SessionRecord, request: { client_id: string; scope: string; redirect_uri?: string }): Promise<ScopedKeyDataResponse> {
    const client = await this.deps.clients.get(request.client_id);
    if (!client) throw oauthError('UNKNOWN_CLIENT', 400);
    const redirectUri = request.redirect_uri ?? client.redirectUris[0]!;
    if (!client.redirectUris.includes(redirectUri)) throw oauthError('INCORRECT_REDIRECT', 400);
    if (!session.verified) throw oauthError('FORBIDDEN', 403);
    // Only scopes the client may be granted (an untrusted client gets none that bears a key).
    const asked = new Set(grantedScopes(client, parseScope(request.scope)));
    const result: ScopedKeyDataResponse = {};
    for (const scope of this.deps.scopes) {
      if (!asked.has(scope.scope)) continue;
      if (!scope.redirectUris.includes(redirectUri)) throw oauthError('INCORRECT_REDIRECT', 400);
      result[scope.scope] = { identifier: scope.scope, keyRotationSecret: scope.keyRotationSecret, keyRotationTimestamp: scope.keyRotationTimestamp };
    }
    return result;
  }
}
