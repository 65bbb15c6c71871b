// A relying party's authorization request, checked by the server before the
// person is asked anything (POST /v1/oauth/authorization/check): a request
// that can never succeed is refused at once, by the error redirect the server
// builds (RFC 6749 §4.1.2.1) or, when the client or its redirect cannot be
// trusted, on a page that says what is wrong. Answers are kept per request for
// the page's life, so the steps of one flow ask once.
import { useCallback, useEffect, useState } from 'react';
import { OAUTH_ERRNO, OAuthClientError } from '../../api';
import type { Api, OAuthAuthorizationCheckRequest } from '../../api';
import { useAppServices } from '../app';
import { shownError } from '../flow/errors';
import type { ShownError } from '../flow/errors';

/** The query fields of a request, as the OAuth query model reads them. */
export interface CheckedQuery {
  clientId?: string;
  redirectUri?: string;
  responseType?: string;
  scope?: string;
  state?: string;
  codeChallenge?: string;
  codeChallengeMethod?: string;
  accessType?: string;
  prompt?: string;
  request?: string;
  requestUri?: string;
}

/** Why a request is refused where its client or redirect cannot be trusted: the page says which, in plain words. */
export type UntrustedRequest = 'unknown-service' | 'unregistered-return' | 'damaged-link';

export type RequestCheckState =
  | { status: 'loading' }
  /** A signed-in person could be given a code: the flow goes on. */
  | { status: 'accepted'; redirectUri: string }
  /** It can never succeed: `redirect` tells the relying party (RFC 6749 §4.1.2.1). */
  | { status: 'refused'; redirect: string; errno: number }
  /** Its client or redirect cannot be trusted: nothing may go back, the page says why. */
  | { status: 'untrusted'; problem: UntrustedRequest }
  /** The server could not be asked (the network, an overload): trying again may work. */
  | { status: 'failed'; error: ShownError; retry: () => void };

type Answer = Exclude<RequestCheckState, { status: 'loading' } | { status: 'failed' }>;

/** Answers already received, per API (one per app), then per request. */
const known = new WeakMap<Api, Map<string, Answer>>();

function knownFor(api: Api): Map<string, Answer> {
  let map = known.get(api);
  if (!map) {
    map = new Map();
    known.set(api, map);
  }
  return map;
}

/** What the server is sent: the request's fields as they came. */
export function checkRequestOf(query: CheckedQuery & { clientId: string }): OAuthAuthorizationCheckRequest {
  const fields: Array<[keyof OAuthAuthorizationCheckRequest, string | undefined]> = [
    ['redirect_uri', query.redirectUri],
    ['response_type', query.responseType],
    ['scope', query.scope],
    ['state', query.state],
    ['code_challenge', query.codeChallenge],
    ['code_challenge_method', query.codeChallengeMethod],
    ['access_type', query.accessType],
    ['prompt', query.prompt],
    ['request', query.request],
    ['request_uri', query.requestUri],
  ];
  return { client_id: query.clientId, ...Object.fromEntries(fields.filter(([, value]) => value !== undefined)) };
}

/** The page's state for a failed check: a refusal the server gave, or a failure to ask. */
export function untrustedProblem(error: unknown): UntrustedRequest | undefined {
  if (!(error instanceof OAuthClientError) || error.transient) return undefined;
  if (error.errno === OAUTH_ERRNO.UNKNOWN_CLIENT) return 'unknown-service';
  if (error.errno === OAUTH_ERRNO.INCORRECT_REDIRECT) return 'unregistered-return';
  return 'damaged-link';
}

/**
 * The server's answer on a relying party's request; `enabled` false (a page
 * that serves no request) asks nothing and stays loading. A missing client
 * id is a damaged link without asking.
 */
export function useAuthorizationCheck(query: CheckedQuery, enabled = true): RequestCheckState {
  const { api } = useAppServices();
  // The request as a string: the effect below runs again only when a field changes.
  const key = query.clientId ? JSON.stringify(checkRequestOf({ ...query, clientId: query.clientId })) : '';
  const [state, setState] = useState<{ key: string; attempt: number; value: RequestCheckState }>();
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const kept = key ? knownFor(api).get(key) : undefined;

  useEffect(() => {
    if (!enabled || key === '' || kept) return;
    let live = true;
    const request = JSON.parse(key) as OAuthAuthorizationCheckRequest;
    api.oauthAuthorizationCheck(request).then(
      (answer) => {
        const value: Answer = answer.refusal
          ? { status: 'refused', redirect: answer.refusal.redirect, errno: answer.refusal.errno }
          : { status: 'accepted', redirectUri: answer.redirect_uri };
        knownFor(api).set(key, value);
        if (live) setState({ key, attempt, value });
      },
      (error: unknown) => {
        const problem = untrustedProblem(error);
        const value: RequestCheckState = problem ? { status: 'untrusted', problem } : { status: 'failed', error: shownError(error), retry };
        if (value.status === 'untrusted') knownFor(api).set(key, value);
        if (live) setState({ key, attempt, value });
      },
    );
    return () => {
      live = false;
    };
  }, [api, key, enabled, kept, attempt, retry]);

  if (key === '') return { status: 'untrusted', problem: 'damaged-link' };
  if (kept) return kept;
  if (state?.key === key && state.attempt === attempt) return state.value;
  return { status: 'loading' };
}

/** Whether the relying party wants the person to sign in again even with a session (SPEC §4.9: prompt=login or max_age=0). */
export function forcesSignIn(query: { prompt?: string | undefined; maxAge?: number | undefined }): boolean {
  return query.prompt === 'login' || query.maxAge === 0;
}

/**
 * Router state of a page that sends a signed-in person to /oauth to sign in
 * again (the service asked for two-step authentication this session did not
 * use): /oauth then shows the sign-in, not 'Continue as'.
 */
export const SIGN_IN_AGAIN_STATE = { signInAgain: true } as const;

/** Whether the page was opened with SIGN_IN_AGAIN_STATE. */
export function asksToSignInAgain(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { signInAgain?: unknown }).signInAgain === true;
}
