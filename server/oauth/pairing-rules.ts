// What a pairing request may ask for: the code a paired device receives is
// for a client on the pairing allow-list, at the pairing URN, for no more than
// the pairing scopes (SPEC §9). The authority's page checks the same before
// it asks for a code; this is the server's own check.
import { PAIRING_REDIRECT_URN, PAIRING_SCOPES } from '../config/oauth-clients';
import { parseScope } from './scopes';

export interface PairingRequest {
  readonly clientId: string;
  readonly scope: string;
  readonly redirectUri: string;
}

/** What is wrong with a pairing request: its client, its redirect URI or its scope; undefined when nothing is. */
export function pairingRequestProblem(request: PairingRequest, allowList: readonly string[]): 'client' | 'redirect' | 'scope' | undefined {
  if (!allowList.includes(request.clientId)) return 'client';
  if (request.redirectUri !== PAIRING_REDIRECT_URN) return 'redirect';
  const scopes = parseScope(request.scope);
  if (scopes.length === 0 || scopes.some((scope) => !PAIRING_SCOPES.includes(scope))) return 'scope';
  return undefined;
}
