// The entry page's data and navigation: checks the address, asks the server
// whether the account exists, and continues to sign-in or sign-up with the
// email in both the router state and the query, so Back and Forward keep it.
// Someone already signed in is offered to continue as that account (the
// password asked only for a service's keys), or to use a different one,
// which signs the first out. An account that has no password yet (made with
// a third-party provider, or the server says so) is offered to create one
// instead, then goes on with the service's request. Under /oauth the
// service's request is checked by the server first: one that can never
// succeed is refused before anyone signs in.
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LoadingSpinner } from '../../../../design-system';
import { useAppServices, useIsSignedIn } from '../../../lib/app';
import { useBranding } from '../../../lib/cms';
import {
  ContinueAs,
  ERRNO,
  OneShotAlert,
  accountKeysWithPassword,
  avatarLetter,
  clientError,
  emailFromState,
  finishTarget,
  hasErrno,
  holdKb,
  holdsKeysFor,
  isSyncSignIn,
  searchWithEmail,
  shownError,
  signOutForAnotherAccount,
  useSignedInAccount,
} from '../../../lib/flow';
import type { ShownError } from '../../../lib/flow';
import { appMetrics } from '../../../lib/metrics';
import { RequestRefusedPage, SIGN_IN_AGAIN_STATE, asksToSignInAgain, forcesSignIn, useAuthorizationCheck, useClientInfo, useLeaveOnce } from '../../../lib/oauth';
import { usePasskeySignIn } from '../../../lib/passkeySignIn';
import { PATHS } from '../../../lib/paths';
import { BASE_QUERY, OAUTH_QUERY, sameSitePath, useQueryParams } from '../../../lib/query';
import type { OAuthQueryParams } from '../../../lib/query';
import { isBrowserSyncFlow } from '../../../lib/sync';
import { enabledProviders, startThirdPartySignIn } from '../../../lib/thirdParty';
import type { ThirdPartyProvider } from '../../../lib/thirdParty';
import { checkEmail, isEmailMask } from '../emailHints';
import { EntryPage } from './EntryPage';

export interface EntryContainerProps {
  /** Whether the page serves an OAuth flow (/oauth): the next steps stay under /oauth. */
  oauth?: boolean;
  /** Leaves the app for the relying party (a refused request's error redirect); default a full navigation. */
  leave?: (url: string) => void;
}

export function EntryContainer({ oauth = false, leave = (url) => window.location.assign(url) }: EntryContainerProps) {
  const services = useAppServices();
  const { api, accounts, config, sessionStore, sensitiveData } = services;
  const signedIn = useIsSignedIn();
  const location = useLocation();
  const navigate = useNavigate();
  // An invalid query throws here: the route shows 'Bad Request: Invalid Query Parameters'.
  const query = useQueryParams(oauth ? OAUTH_QUERY : BASE_QUERY);
  const [email, setEmail] = useState(() => emailFromState(location.state) || query.email || query.loginHint || '');
  const [submitting, setSubmitting] = useState(false);
  const [fieldError, setFieldError] = useState<ShownError>();
  const [bannerError, setBannerError] = useState<ShownError>();
  const [suggestion, setSuggestion] = useState<string>();
  const [hintShownFor, setHintShownFor] = useState<string>();
  const [leavingFor, setLeavingFor] = useState<ThirdPartyProvider>();
  // Only /oauth names a relying party; elsewhere nothing is asked.
  const client = useClientInfo(oauth ? query.clientId : undefined);
  const branding = useBranding('EmailFirstPage', oauth ? query.clientId : undefined, query.entrypoint, 'entry-heading');
  const oauthQuery: OAuthQueryParams = oauth ? (query as OAuthQueryParams) : {};
  const check = useAuthorizationCheck(oauthQuery, oauth);
  const signedInAccount = useSignedInAccount();
  const [continueState, setContinueState] = useState<{ busy: boolean; error?: ShownError; passwordError?: ShownError; noPassword?: boolean }>({ busy: false });
  const [password, setPassword] = useState('');

  // Someone sent here on the way to a page (the settings guard's redirect_to)
  // who turns out to be signed in goes on there. Without one, the entry page
  // stays the email-first page (SPEC §2.2), so another account can sign in.
  const redirectTo = sameSitePath(query.redirectTo);
  useEffect(() => {
    if (redirectTo && signedIn === true && accounts.current()?.sessionToken) {
      void navigate(redirectTo, { replace: true });
    }
  }, [signedIn, accounts, navigate, redirectTo]);

  // A request that can never succeed goes back to the service at once, unless it asked not to be sent errors.
  const refusedRedirect = oauth && check.status === 'refused' && oauthQuery.returnOnError !== false ? check.redirect : undefined;
  useLeaveOnce(refusedRedirect, leave);

  const offersContinue =
    signedInAccount !== undefined &&
    !(oauth && (forcesSignIn(oauthQuery) || asksToSignInAgain(location.state))) &&
    !isSyncSignIn(location.search) &&
    !isBrowserSyncFlow(location.search);
  // The email field is on the page (nothing below stands in for it): the autofill may listen there.
  const waitsForSession = Boolean(redirectTo && signedIn === undefined && accounts.current()?.sessionToken);
  const formShown = !waitsForSession && (!oauth || (client.status === 'ready' && check.status === 'accepted' && !refusedRedirect)) && !offersContinue;
  const passkey = usePasskeySignIn({
    passwordPath: oauth ? PATHS.oauthSignin : PATHS.signin,
    ...(query.redirectTo ? { redirectTo: query.redirectTo } : {}),
    autofill: formShown,
  });

  // While start-up checks a stored session (SPEC §4.1), the form would only flash before going on.
  if (waitsForSession) return <LoadingSpinner fullScreen />;
  // While the relying party's name is asked, the spinner stands in for the
  // page: the generic 'Continue to your account' lead would be replaced a
  // moment later (a wrong header, briefly), and the form would be taken away
  // again if the client turns out to be unknown.
  if (oauth && client.status === 'loading') return <LoadingSpinner fullScreen />;
  if (oauth && client.status === 'error') {
    // An unknown service, or a link without a usable client id: nothing can be sent back, the page says why.
    const problem = client.error.ftlId === 'oauth-error-101' ? 'unknown-service' : 'damaged-link';
    const known = ['oauth-error-101', 'oauth-error-1005', 'oauth-error-109'].includes(client.error.ftlId);
    return <RequestRefusedPage problem={problem} {...(known ? {} : { error: client.error })} />;
  }
  if (oauth && client.status === 'ready') {
    // The service's request, as the server judges it, before anyone is asked anything.
    if (check.status === 'loading' || refusedRedirect) return <LoadingSpinner fullScreen />;
    if (check.status === 'untrusted') return <RequestRefusedPage problem={check.problem} />;
    if (check.status === 'refused') return <RequestRefusedPage problem="cannot-succeed" />;
    if (check.status === 'failed') return <RequestRefusedPage problem="damaged-link" error={check.error} onRetry={check.retry} />;
  }

  // 'Continue as': a confirmed session, a flow that needs no new sign-in, and
  // (for the browser's own sync, whose keys go to the browser) not a sync sign-in.
  const clientInfo = oauth && client.status === 'ready' ? client.clientInfo : undefined;
  const wantsKeys = clientInfo?.trusted === true && config.oauth.scopedKeysEnabled && oauthQuery.keysJwk !== undefined && oauthQuery.scope !== undefined;
  if (offersContinue && signedInAccount && !passkey.signingIn) {
    const needsPassword = wantsKeys && !holdsKeysFor(sensitiveData, signedInAccount.uid);
    // What this browser keeps of its own signed-in account, or the server's answer to it: no password to ask.
    const createsPassword = needsPassword && (signedInAccount.hasPassword === false || continueState.noPassword === true);
    const onContinue = async () => {
      if (continueState.busy) return;
      if (needsPassword && password === '') {
        setContinueState({ busy: false, passwordError: clientError('PASSWORD_REQUIRED') });
        return;
      }
      setContinueState({ busy: true });
      try {
        if (needsPassword) {
          // Only the password gives kB, from which the service's keys are made (SPEC §5.1): checked again for this session, no new sign-in.
          const { kB } = await accountKeysWithPassword(api, signedInAccount.email!, password, 'password_check');
          holdKb(sensitiveData, signedInAccount.uid, kB);
          setPassword('');
        }
        await navigate(oauth ? `${PATHS.authorization}${location.search}` : finishTarget(query.redirectTo, location.search));
      } catch (error) {
        if (hasErrno(error, ERRNO.INCORRECT_PASSWORD)) setContinueState({ busy: false, passwordError: shownError(error) });
        else if (hasErrno(error, ERRNO.NO_PASSWORD_SET)) {
          // What was kept said otherwise: the account has no password yet, which is kept now.
          accounts.save({ ...signedInAccount, hasPassword: false });
          setPassword('');
          setContinueState({ busy: false, noPassword: true });
        }
        else setContinueState({ busy: false, error: shownError(error) });
      }
    };
    const onUseDifferentAccount = async () => {
      setContinueState({ busy: true });
      try {
        await signOutForAnotherAccount(services);
        setContinueState({ busy: false });
      } catch (error) {
        setContinueState({ busy: false, error: shownError(error) });
      }
    };
    const custom = signedInAccount.profileImageUrl && signedInAccount.profileImageUrlDefault !== true ? signedInAccount.profileImageUrl : undefined;
    return (
      <ContinueAs
        email={signedInAccount.email!}
        {...(signedInAccount.displayName ? { displayName: signedInAccount.displayName } : {})}
        {...(custom ? { avatarUrl: custom } : {})}
        avatarLetter={avatarLetter(signedInAccount.displayName, signedInAccount.email)}
        {...(clientInfo ? { serviceName: clientInfo.serviceName } : {})}
        {...(createsPassword
          ? { createPassword: { onCreate: () => void navigate(`${PATHS.postVerifyThirdPartyAuthSetPassword}${location.search}`) } }
          : needsPassword
            ? {
                password: {
                  value: password,
                  onChange: (value: string) => {
                    setPassword(value);
                    setContinueState((previous) => ({ busy: previous.busy }));
                  },
                  ...(continueState.passwordError ? { error: continueState.passwordError } : {}),
                },
              }
            : {})}
        busy={continueState.busy}
        {...(continueState.error ? { error: continueState.error } : {})}
        onContinue={() => void onContinue()}
        onUseDifferentAccount={() => void onUseDifferentAccount()}
        branding={branding}
      />
    );
  }

  const onEmailChange = (value: string) => {
    setEmail(value);
    setFieldError(undefined);
    setSuggestion(undefined);
  };

  const onSubmit = async () => {
    if (submitting) return;
    const address = email.trim();
    setBannerError(undefined);
    const check = checkEmail(address);
    switch (check.kind) {
      case 'invalid':
        setFieldError(clientError(check.error));
        return;
      case 'product-domain':
      case 'misspelled':
        setFieldError({ ...clientError(check.error), args: { domain: check.domain } });
        if (check.kind === 'misspelled') setSuggestion(check.suggestion);
        return;
      case 'mistyped':
        if (hintShownFor !== address) {
          setHintShownFor(address);
          setSuggestion(check.suggestion);
          return;
        }
        break;
      case 'ok':
        break;
    }
    setSuggestion(undefined);
    // The address decides now: the autofill stops listening for a passkey.
    passkey.stop();
    setSubmitting(true);
    // Metrics report only the address's domain, bucketed (SPEC §7.3).
    appMetrics().setEmail(address);
    try {
      const { exists } = await api.accountStatus(address);
      if (!exists && isEmailMask(address)) {
        setFieldError(clientError('EMAIL_MASK_NEW_ACCOUNT'));
        return;
      }
      const search = searchWithEmail(location.search, address);
      // The entry page itself keeps the address, for Back; a sign-in the service asked for again stays one on the next page.
      const state = { email: address, ...(asksToSignInAgain(location.state) ? SIGN_IN_AGAIN_STATE : {}) };
      await navigate({ pathname: location.pathname, search }, { replace: true, state });
      const next = exists ? '/signin' : '/signup';
      await navigate({ pathname: oauth ? `/oauth${next}` : next, search }, { state });
    } catch (error) {
      setBannerError(shownError(error));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <>
      {/* What brought the person here, such as their account's deletion, said once. */}
      <OneShotAlert />
      <EntryPage
        email={email}
        onEmailChange={onEmailChange}
        onSubmit={() => void onSubmit()}
        submitting={submitting}
        fieldError={fieldError}
        bannerError={bannerError ?? passkey.bannerError}
        suggestion={suggestion}
        onAcceptSuggestion={() => {
          if (suggestion) onEmailChange(suggestion);
        }}
        serviceName={oauth && client.status === 'ready' ? client.clientInfo.serviceName : undefined}
        branding={branding}
        {...(passkey.button ? { passkey: passkey.button } : {})}
        thirdParty={{
          providers: enabledProviders(config),
          leavingFor,
          onContinue: (provider) => {
            setLeavingFor(provider);
            // The state is this page with its flow parameters, to come back to.
            startThirdPartySignIn(config, sessionStore, provider, window.location.href);
          },
        }}
      />
    </>
  );
}

/** /oauth: the entry page of a relying service's flow. */
export function OAuthEntryContainer() {
  return <EntryContainer oauth />;
}
