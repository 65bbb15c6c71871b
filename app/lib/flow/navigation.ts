// Moving between the steps of a flow: the query string travels along
// (SPEC §2.8), and a finished flow goes back to /authorization when it began
// as a relying party's request, else to its `redirect_to` when that is a path
// of this site, otherwise to the settings area. A third-party identity that
// waited for the account to be proven is linked on the way out.
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PATHS } from '../paths';
import { useAppServices } from '../app';
import { sameSitePath } from '../query';
import { linkAfterProof } from '../thirdParty/waitingLink';

export interface FlowNavigation {
  /** Goes to `path` with `search` (the current query by default), handing on router `state` if given. */
  go: (path: string, search?: string, state?: unknown) => void;
  /** Replaces the page with the flow's target (finishTarget), saying the person has just signed in. */
  finish: (redirectTo: string | undefined) => void;
}

/** Router state a finished sign-in or sign-up hands to its target: the person has just authenticated. */
export const AUTHENTICATED_STATE = { authenticated: true } as const;

/** Whether a flow's query is a relying party's authorization request (client_id, scope and state). */
export function isAuthorizationRequest(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.has('client_id') && params.has('scope') && params.has('state');
}

/**
 * Where a finished flow goes: back to /authorization with the request when
 * it is one, else `redirectTo` when it is a path of this site, otherwise the
 * settings area.
 */
export function finishTarget(redirectTo: string | undefined, search = ''): string {
  if (isAuthorizationRequest(search)) return `${PATHS.authorization}${search}`;
  return sameSitePath(redirectTo) ?? PATHS.settings;
}

export function useFlowNavigation(): FlowNavigation {
  const navigate = useNavigate();
  const services = useAppServices();
  const { search } = useLocation();
  const go = useCallback(
    (path: string, withSearch: string = search, state?: unknown) => void navigate(`${path}${withSearch}`, state === undefined ? undefined : { state }),
    [navigate, search],
  );
  const finish = useCallback(
    (redirectTo: string | undefined) => {
      const leave = () => void navigate(finishTarget(redirectTo, search), { replace: true, state: AUTHENTICATED_STATE });
      // The sign-in proved the account: the identity that met it is linked first (never holding the flow up on failure).
      void linkAfterProof(services).then(leave, leave);
    },
    [navigate, search, services],
  );
  return { go, finish };
}

/** A search string with `email` set, so the address survives Back, forward and reloads. */
export function searchWithEmail(search: string, email: string): string {
  const params = new URLSearchParams(search);
  params.set('email', email);
  return `?${params.toString()}`;
}

/** The address the entry page hands on in router state, if any. */
export function emailFromState(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('email' in state)) return undefined;
  const { email } = state;
  return typeof email === 'string' && email !== '' ? email : undefined;
}
