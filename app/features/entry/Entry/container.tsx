// The entry page's data and navigation: checks the address, asks the server
// whether the account exists, and continues to sign-in or sign-up with the
// email in both the router state and the query, so Back and Forward keep it.
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LoadingSpinner } from '../../../../design-system';
import { useAppServices, useIsSignedIn } from '../../../lib/app';
import { useBranding } from '../../../lib/cms';
import { OneShotAlert, clientError, emailFromState, searchWithEmail, shownError } from '../../../lib/flow';
import type { ShownError } from '../../../lib/flow';
import { appMetrics } from '../../../lib/metrics';
import { useClientInfo } from '../../../lib/oauth';
import { BASE_QUERY, OAUTH_QUERY, sameSitePath, useQueryParams } from '../../../lib/query';
import { enabledProviders, startThirdPartySignIn } from '../../../lib/thirdParty';
import type { ThirdPartyProvider } from '../../../lib/thirdParty';
import { checkEmail, isEmailMask } from '../emailHints';
import { EntryPage } from './EntryPage';

export interface EntryContainerProps {
  /** Whether the page serves an OAuth flow (/oauth): the next steps stay under /oauth. */
  oauth?: boolean;
}

export function EntryContainer({ oauth = false }: EntryContainerProps) {
  const { api, accounts, config, sessionStore } = useAppServices();
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

  // Someone sent here on the way to a page (the settings guard's redirect_to)
  // who turns out to be signed in goes on there. Without one, the entry page
  // stays the email-first page (SPEC §2.2), so another account can sign in.
  const redirectTo = sameSitePath(query.redirectTo);
  useEffect(() => {
    if (redirectTo && signedIn === true && accounts.current()?.sessionToken) {
      void navigate(redirectTo, { replace: true });
    }
  }, [signedIn, accounts, navigate, redirectTo]);

  // While start-up checks a stored session (SPEC §4.1), the form would only flash before going on.
  if (redirectTo && signedIn === undefined && accounts.current()?.sessionToken) return <LoadingSpinner fullScreen />;
  // While the relying party's name is asked, the spinner stands in for the
  // page: the generic 'Continue to your account' lead would be replaced a
  // moment later (a wrong header, briefly), and the form would be taken away
  // again if the client turns out to be unknown.
  if (oauth && client.status === 'loading') return <LoadingSpinner fullScreen />;

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
      // The entry page itself keeps the address, for Back.
      await navigate({ pathname: location.pathname, search }, { replace: true, state: { email: address } });
      const next = exists ? '/signin' : '/signup';
      await navigate({ pathname: oauth ? `/oauth${next}` : next, search }, { state: { email: address } });
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
        bannerError={bannerError}
        suggestion={suggestion}
        onAcceptSuggestion={() => {
          if (suggestion) onEmailChange(suggestion);
        }}
        serviceName={oauth && client.status === 'ready' ? client.clientInfo.serviceName : undefined}
        oauthError={oauth && client.status === 'error' ? client.error : undefined}
        branding={branding}
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
