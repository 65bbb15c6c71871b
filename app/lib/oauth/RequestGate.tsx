// The service's request, checked before a page of its sign-in or sign-up
// (/oauth/signin, /oauth/signup) asks anything: opened by its address with a
// request that can never succeed, the page is not shown; the browser goes
// back to the service with the error, or the page says why it cannot.
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { LoadingSpinner } from '../../../design-system';
import { isAuthorizationRequest } from '../flow/navigation';
import { RequestRefusedPage } from './RequestRefused';
import { useAuthorizationCheck } from './requestCheck';
import type { CheckedQuery } from './requestCheck';

/** Leaves the app for `url` once per address, whatever the page draws meanwhile. */
export function useLeaveOnce(url: string | undefined, leave: (url: string) => void): void {
  const left = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (url && left.current !== url) {
      left.current = url;
      leave(url);
    }
  }, [url, leave]);
}

function checkedQuery(params: URLSearchParams): CheckedQuery {
  const read = (name: string) => params.get(name) ?? undefined;
  return {
    clientId: read('client_id'),
    redirectUri: read('redirect_uri'),
    responseType: read('response_type'),
    scope: read('scope'),
    state: read('state'),
    codeChallenge: read('code_challenge'),
    codeChallengeMethod: read('code_challenge_method'),
    accessType: read('access_type'),
    prompt: read('prompt'),
  };
}

/**
 * What a sign-in or sign-up page under /oauth/ shows instead of itself while
 * its service's request is checked or once it is refused; undefined when the
 * page goes on (no service's request, or one that can succeed).
 */
export function useRequestGate(leave: (url: string) => void = (url) => window.location.assign(url)): ReactNode | undefined {
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  const enabled = pathname.startsWith('/oauth/') && isAuthorizationRequest(search);
  const check = useAuthorizationCheck(enabled ? checkedQuery(params) : {}, enabled);
  const redirect = enabled && check.status === 'refused' && params.get('return_on_error') !== 'false' ? check.redirect : undefined;
  useLeaveOnce(redirect, leave);
  if (!enabled) return undefined;
  if (check.status === 'loading' || redirect) return <LoadingSpinner fullScreen />;
  if (check.status === 'untrusted') return <RequestRefusedPage problem={check.problem} />;
  if (check.status === 'refused') return <RequestRefusedPage problem="cannot-succeed" />;
  if (check.status === 'failed') return <RequestRefusedPage problem="damaged-link" error={check.error} onRetry={check.retry} />;
  return undefined;
}
