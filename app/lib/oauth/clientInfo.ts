// The relying party of an OAuth flow (SPEC §3.7, §4.10): its client info,
// asked once per client id and kept for the page's life, so the steps after
// /oauth (sign-up, sign-in) show its name at once, without asking again.
import { useEffect, useState } from 'react';
import type { Api, ClientInfo } from '../../api';
import { useAppServices } from '../app';
import { shownError } from '../flow/errors';
import type { ShownError } from '../flow/errors';

/** SPEC §3.7: a client id is 16 lower-case hexadecimal characters. */
const CLIENT_ID = /^[0-9a-f]{16}$/;

/** Why the flow cannot go on, as a localized message. */
export type ClientInfoError = ShownError;

export type ClientInfoState =
  | { status: 'loading' }
  | { status: 'ready'; clientInfo: ClientInfo }
  | { status: 'error'; error: ClientInfoError };

/** Answers already received, per API (one per app), then per client id. */
const known = new WeakMap<Api, Map<string, ClientInfo | null>>();

function knownFor(api: Api): Map<string, ClientInfo | null> {
  let map = known.get(api);
  if (!map) {
    map = new Map();
    known.set(api, map);
  }
  return map;
}

/**
 * The state for a client id before anything is asked: an error for a
 * missing (1005) or malformed (109) id, the kept answer, or loading.
 */
export function initialClientInfoState(api: Api, clientId: string | undefined): ClientInfoState {
  if (clientId === undefined || clientId === '') return { status: 'error', error: { ftlId: 'oauth-error-1005' } };
  if (!CLIENT_ID.test(clientId)) return { status: 'error', error: { ftlId: 'oauth-error-109', args: { param: 'client_id' } } };
  const map = knownFor(api);
  if (!map.has(clientId)) return { status: 'loading' };
  return stateOfAnswer(map.get(clientId) ?? null);
}

function stateOfAnswer(clientInfo: ClientInfo | null): ClientInfoState {
  // No client has the id: SPEC §8.3 errno 101, 'Unknown client'.
  return clientInfo ? { status: 'ready', clientInfo } : { status: 'error', error: { ftlId: 'oauth-error-101' } };
}

/** The client info of an OAuth flow's client id, asked through app/api. */
export function useClientInfo(clientId: string | undefined): ClientInfoState {
  const { api } = useAppServices();
  const [state, setState] = useState<{ key: string | undefined; value: ClientInfoState }>(() => ({
    key: clientId,
    value: initialClientInfoState(api, clientId),
  }));
  const current = state.key === clientId ? state.value : initialClientInfoState(api, clientId);

  useEffect(() => {
    if (current.status !== 'loading' || clientId === undefined) return;
    let active = true;
    api.getClientInfo(clientId).then(
      (clientInfo) => {
        knownFor(api).set(clientId, clientInfo);
        if (active) setState({ key: clientId, value: stateOfAnswer(clientInfo) });
      },
      // A failed call is not kept: the next page asks again.
      (error: unknown) => {
        if (active) setState({ key: clientId, value: { status: 'error', error: shownError(error) } });
      },
    );
    return () => {
      active = false;
    };
  }, [api, clientId, current.status]);

  return current;
}

/** The relying party's name once known; undefined while loading or after an error. */
export function useServiceName(clientId: string | undefined, enabled: boolean): string | undefined {
  const state = useClientInfo(enabled ? clientId : undefined);
  return enabled && state.status === 'ready' ? state.clientInfo.serviceName : undefined;
}
