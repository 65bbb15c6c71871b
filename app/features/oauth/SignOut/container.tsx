// /oauth/signout, the provider's end_session_endpoint (OpenID Connect
// RP-Initiated Logout 1.0). The relying service's request is checked by the
// server (POST /v1/oauth/end_session/check) with this browser's session:
//   - the session is the one the id token hint names (or no hint was given):
//     the person confirms, the session ends (as every sign-out does, which
//     also queues the back-channel logout tokens), and the page goes back to
//     the service's registered post-logout address with its state, or says
//     the person is signed out when the service gave none it registered;
//   - nobody is signed in here, or the hint names another session or account:
//     nothing here is signed out (the spec's OP must not end a session the
//     service did not name without asking, and there is nothing to ask
//     about), and the page goes straight back to the registered address, or
//     says so;
//   - a hint the product did not issue or an unknown service: the page says
//     the request cannot be completed and sends nobody anywhere.
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { OAuthEndSessionCheckRequest } from '../../../api';
import { useAppServices } from '../../../lib/app';
import { shownError, signOutForAnotherAccount } from '../../../lib/flow';
import type { ShownError } from '../../../lib/flow';
import { PATHS } from '../../../lib/paths';
import { END_SESSION_QUERY, useQueryParams } from '../../../lib/query';
import type { EndSessionQueryParams } from '../../../lib/query';
import { SignOutPage } from './SignOutPage';

/** The request's fields as they came in the address. */
export function endSessionRequestOf(query: EndSessionQueryParams): OAuthEndSessionCheckRequest {
  return {
    ...(query.idTokenHint !== undefined ? { id_token_hint: query.idTokenHint } : {}),
    ...(query.clientId !== undefined ? { client_id: query.clientId } : {}),
    ...(query.postLogoutRedirectUri !== undefined ? { post_logout_redirect_uri: query.postLogoutRedirectUri } : {}),
    ...(query.state !== undefined ? { state: query.state } : {}),
    ...(query.uiLocales !== undefined ? { ui_locales: query.uiLocales } : {}),
  };
}

type State =
  | { status: 'loading' }
  /** `uid`: the account signed in when the server answered, the only one a confirmation signs out. */
  | { status: 'confirm'; serviceName: string | undefined; redirect: string | undefined; uid: string | undefined; busy: boolean; error?: ShownError }
  | { status: 'signed-out' | 'not-here'; serviceName: string | undefined }
  | { status: 'failed'; error: ShownError };

export interface SignOutContainerProps {
  /** Goes back to the relying service (the address replaces this page in the history). */
  leave?: (url: string) => void;
}

/** Leaves for the relying service, the sign-out page replaced in the history. */
function replaceLocation(url: string): void {
  window.location.replace(url);
}

export function SignOutContainer({ leave = replaceLocation }: SignOutContainerProps) {
  const services = useAppServices();
  const { api, accounts, endSession } = services;
  const navigate = useNavigate();
  const [state, setState] = useState<State>({ status: 'loading' });
  const query = useQueryParams(END_SESSION_QUERY);
  // The request as a string: the check runs again only when a field changes.
  const request = JSON.stringify(endSessionRequestOf(query));
  // Counts the checks asked: another account signed in from another tab asks the server again.
  const [checks, setChecks] = useState(0);

  useEffect(() => {
    let live = true;
    const signedIn = accounts.current()?.uid;
    api.oauthEndSessionCheck(JSON.parse(request) as OAuthEndSessionCheckRequest).then(
      (answer) => {
        if (!live) return;
        const serviceName = answer.client?.name;
        if (answer.session === 'current') {
          setState({ status: 'confirm', serviceName, redirect: answer.redirect, uid: signedIn, busy: false });
          return;
        }
        // A session the server no longer knows is as good as signed out: nothing of it stays here.
        if (answer.session === 'none' && accounts.current()) endSession();
        if (answer.redirect) leave(answer.redirect);
        else setState({ status: answer.session === 'none' ? 'signed-out' : 'not-here', serviceName });
      },
      (error: unknown) => {
        if (live) setState({ status: 'failed', error: shownError(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [api, accounts, endSession, leave, request, checks]);

  if (state.status !== 'confirm') return <SignOutPage {...state} />;
  const onConfirm = () => {
    if (state.busy) return;
    // The session checked is no longer this browser's: the request is checked again for the one that is.
    if (accounts.current()?.uid !== state.uid) {
      setState({ status: 'loading' });
      setChecks((count) => count + 1);
      return;
    }
    setState({ ...state, busy: true, error: undefined });
    signOutForAnotherAccount(services).then(
      () => {
        if (state.redirect) leave(state.redirect);
        else setState({ status: 'signed-out', serviceName: state.serviceName });
      },
      (error: unknown) => setState({ ...state, busy: false, error: shownError(error) }),
    );
  };
  return (
    <SignOutPage
      status="confirm"
      serviceName={state.serviceName}
      busy={state.busy}
      error={state.error}
      onConfirm={onConfirm}
      onCancel={() => void navigate(PATHS.settings, { replace: true })}
    />
  );
}
