// The provider's answer (SPEC §2.9, §3.9, §4.2): the state must name a page
// of this site and the sign-in must have started in this browser (its nonce
// is in the session store); then the code signs in (or up, or links), the
// account is stored and the flow goes on from the page it started on. An
// address that has an account of its own is signed in to first, which then links the identity.
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { AuthClientError, ERRNO } from '../../../api';
import { useAppServices } from '../../../lib/app';
import { AUTHENTICATED_STATE, finishTarget, hasErrno, isSyncSignIn, leaveOneShotAlert, searchWithEmail, shownError } from '../../../lib/flow';
import { BASE_QUERY, THIRD_PARTY_CALLBACK_QUERY, parseQuery, useQueryParams } from '../../../lib/query';
import type { ThirdPartyCallbackQueryParams } from '../../../lib/query';
import { PATHS } from '../../../lib/paths';
import { replacesOwnSession } from '../../../lib/session';
import { isBrowserSyncFlow } from '../../../lib/sync';
import { PENDING_KEY, keepWaitingLink, readPending, returnPathOf } from '../../../lib/thirdParty';
import type { PendingThirdParty } from '../../../lib/thirdParty';
import { ThirdPartyCallbackPage } from './ThirdPartyCallbackPage';
import type { CallbackProblem } from './ThirdPartyCallbackPage';

interface Answer {
  readonly back?: { pathname: string; search: string };
  /** The flow's redirect_to, from the query the state carries back. */
  readonly redirectTo?: string;
  readonly code?: string;
  readonly pending?: PendingThirdParty;
  /** What is wrong before the server is asked anything. */
  readonly problem?: CallbackProblem;
}

/**
 * The provider's answer, from the callback's query (SPEC §3.8), and the flow
 * it started in. The state's query is the flow's, read with the base model
 * (SPEC §3.9): a value there that breaks SPEC §5.3 throws, as on the flow's
 * own pages, before the code is used.
 */
function readAnswer({ code, error, state }: ThirdPartyCallbackQueryParams, pending: PendingThirdParty | undefined): Answer {
  const back = returnPathOf(state, window.location.origin);
  if (!back || (!code && !error)) return { back, problem: { kind: 'state' } };
  if (error) {
    return {
      back,
      problem: error === 'access_denied' ? { kind: 'cancelled', provider: pending?.provider } : { kind: 'provider', provider: pending?.provider, code: error.slice(0, 64) },
    };
  }
  if (!pending) return { back, problem: { kind: 'state' } };
  const { redirectTo } = parseQuery(BASE_QUERY, back.search);
  return { back, ...(redirectTo !== undefined ? { redirectTo } : {}), code, pending };
}

export function ThirdPartyCallbackContainer() {
  const services = useAppServices();
  const query = useQueryParams(THIRD_PARTY_CALLBACK_QUERY);
  const navigate = useNavigate();
  const [answer] = useState(() => readAnswer(query, readPending(services.sessionStore)));
  const [serverProblem, setServerProblem] = useState<CallbackProblem>();
  const used = useRef(false);

  useEffect(() => {
    // The sign-in under way answers one callback only.
    services.sessionStore.remove(PENDING_KEY);
    const { back, redirectTo, code, pending } = answer;
    if (used.current || !back || !code || !pending) return;
    used.current = true;
    void (async () => {
      try {
        // A browser signed in here before signs in again in place of that session, as with a password.
        const replaceSession = replacesOwnSession(services);
        const result = await services.api.linkedAccountLogin({ provider: pending.provider, code, nonce: pending.nonce, ...(replaceSession ? { replaceSession } : {}) });
        const previous = services.accounts.current();
        services.accounts.save({
          uid: result.uid,
          email: result.email,
          sessionToken: result.sessionToken,
          // These pages' own session, unless the sign-in hands it to the browser for sync.
          ownSession: !isBrowserSyncFlow(back.search),
          verified: result.verified,
          lastLogin: Date.now(),
          providerUid: result.providerUid,
          hasLinkedAccount: true,
          // An account made here has no password; one signed in before keeps what it had.
          ...(previous?.uid === result.uid ? {} : { hasPassword: false }),
          ...(result.verificationMethod ? { verificationMethod: result.verificationMethod } : {}),
          ...(result.verificationReason ? { verificationReason: result.verificationReason } : {}),
        });
        services.accounts.setCurrent(result.uid);
        if (!result.verified) {
          void navigate(`${PATHS.signinTotpCode}${searchWithEmail(back.search, result.email)}`, { replace: true });
          return;
        }
        services.session.setSignedIn(true);
        // Sync encrypts with a password: an account without one creates it first.
        if (isSyncSignIn(back.search)) {
          const status = await services.api.accountStatus(result.email, { thirdPartyAuthStatus: true });
          if (!status.hasPassword) {
            void navigate(`${PATHS.postVerifyThirdPartyAuthSetPassword}${back.search}`, { replace: true });
            return;
          }
        }
        // A link made from settings goes back to the page it was made on; a sign-in finishes its flow.
        const next = back.pathname.startsWith(PATHS.settings) ? `${back.pathname}${back.search}` : finishTarget(redirectTo, back.search);
        void navigate(next, { replace: true, state: AUTHENTICATED_STATE });
      } catch (failure) {
        if (hasErrno(failure, ERRNO.ACCOUNT_EXISTS)) {
          // Never linked silently: the account's owner signs in first, and that sign-in links the identity.
          const email = failure instanceof AuthClientError ? failure.email : undefined;
          if (email) keepWaitingLink(services.sessionStore, { provider: pending.provider, nonce: pending.nonce, email });
          leaveOneShotAlert(services.sessionStore, {
            ftlId: 'third-party-sign-in-to-link',
            args: { provider: `third-party-name-${pending.provider}` },
            tone: 'info',
          });
          void navigate(`${PATHS.signin}${email ? searchWithEmail(back.search, email) : back.search}`, { replace: true });
          return;
        }
        setServerProblem({ kind: 'server', error: shownError(failure) });
      }
    })();
  }, [answer, navigate, services]);

  const startHref = answer.back ? `${answer.back.pathname}${answer.back.search}` : PATHS.root;
  return <ThirdPartyCallbackPage problem={answer.problem ?? serverProblem} startHref={startHref} onNavigate={(href) => void navigate(href)} />;
}
