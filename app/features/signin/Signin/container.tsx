// /signin, /oauth/signin, /force_auth and /oauth/force_auth: the password step.
// Someone already signed in to the account the page is about is offered to
// continue as it instead (/signin only, and not where the password gives keys).
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  ContinueAs,
  ERRNO,
  OneShotAlert,
  avatarLetter,
  clientError,
  finishTarget,
  hasErrno,
  holdKeyFetch,
  isKnownCompromised,
  reauthenticateForKeyFetch,
  searchWithEmail,
  shownError,
  signOutForAnotherAccount,
  useCurrentAccount,
  useSignedInAccount,
} from '../../../lib/flow';
import type { ShownError } from '../../../lib/flow';
import { asksToSignInAgain, forcesSignIn, useRequestGate, useServiceName } from '../../../lib/oauth';
import type { OAuthQueryParams } from '../../../lib/query';
import { useBranding } from '../../../lib/cms';
import { useThirdPartyButtons } from '../../../lib/thirdParty';
import { PATHS } from '../../../lib/paths';
import { cameFromPasskey, usePasskeySignIn } from '../../../lib/passkeySignIn';
import { PASSWORD_KEY, searchWithoutAccount, signInWantsKeys, signInWithPassword, storeSignedInAccount, useSigninFlow, useUseDifferentAccount } from '../flow';
import { replacesOwnSession } from '../../../lib/session';
import { loginFailure, nextAfterLogin } from '../rules';
import { SigninPage } from './SigninPage';

export function SigninContainer({ variant }: { variant: 'signin' | 'force-auth' }) {
  const { services, location, query, go, finish } = useSigninFlow();
  const account = useCurrentAccount();
  const email = query.email ?? (variant === 'signin' ? account?.email : undefined) ?? '';
  const [password, setPassword] = useState('');
  const [status, setStatus] = useState<'idle' | 'stretching' | 'submitting'>('idle');
  const [passwordError, setPasswordError] = useState<ShownError>();
  const [bannerError, setBannerError] = useState<ShownError>();
  const navigate = useNavigate();
  const signedInAccount = useSignedInAccount();
  const [continueState, setContinueState] = useState<{ busy: boolean; error?: ShownError }>({ busy: false });
  // Opened by its address with a service's request that can never succeed: refused before the password.
  const gate = useRequestGate();

  const useDifferentAccount = useUseDifferentAccount();
  const thirdParty = useThirdPartyButtons();
  const serviceName = useServiceName(query.clientId, location.pathname.startsWith('/oauth/'));
  const branding = useBranding('SigninPage', query.clientId, query.entrypoint, variant === 'force-auth' ? 'signin-force-auth-heading' : 'signin-heading');
  // A passkey signs in whichever account it belongs to, so it is offered where the address may still change (not /force_auth).
  const passkey = usePasskeySignIn({ passwordPath: location.pathname, ...(query.redirectTo ? { redirectTo: query.redirectTo } : {}) });
  // Signed in with a passkey a moment ago, in a flow that needs the sync keys: the password only unlocks them now.
  const unlocksAfterPasskey =
    variant === 'signin' &&
    cameFromPasskey(location.state) &&
    account?.sessionToken !== undefined &&
    account.verified === true &&
    account.email?.toLowerCase() === email.toLowerCase();

  useEffect(() => {
    if (!email) go(PATHS.root, searchWithoutAccount(location.search));
  }, [email, go, location.search]);

  const submit = async () => {
    if (status !== 'idle') return;
    setBannerError(undefined);
    if (password === '') {
      setPasswordError(clientError('PASSWORD_REQUIRED'));
      return;
    }
    setPasswordError(undefined);
    setStatus('stretching');
    if (unlocksAfterPasskey && account) {
      await unlockAfterPasskey(account.uid);
      return;
    }
    try {
      const result = await signInWithPassword(services.api, email, password, {
        ...(query.service ? { service: query.service } : {}),
        keys: signInWantsKeys(services, location.search),
        replaceSession: replacesOwnSession(services),
        onStretched: () => setStatus('submitting'),
      });
      // The password was right: whether it is among known-compromised ones decides only what settings asks.
      const compromised = await isKnownCompromised(password, services.api);
      storeSignedInAccount(services, result.email, result.response, location.search, result.unwrapBKey, compromised);
      setPassword('');
      const next = nextAfterLogin(result.response);
      if (next.to === 'done') finish();
      else go(next.to, searchWithEmail(location.search, result.email));
    } catch (error) {
      const failure = loginFailure(error, true);
      if (failure.action === 'unblock') {
        try {
          await services.api.accountLoginSendUnblockCode(email);
          services.sensitiveData.set(PASSWORD_KEY, password);
          go(PATHS.signinUnblock, searchWithEmail(location.search, email));
          return;
        } catch (sendError) {
          setBannerError(shownError(sendError));
        }
      } else if (failure.action === 'show' && failure.where === 'password') {
        setPasswordError(failure.error);
      } else if (failure.action === 'show') {
        setBannerError(failure.error);
      }
      setStatus('idle');
    }
  };

  // The session is the passkey's: the password is checked again for it, and the key-fetch token kept for the flow's keys.
  const unlockAfterPasskey = async (uid: string) => {
    try {
      const proved = await reauthenticateForKeyFetch(services.api, email, password, 'password_check');
      holdKeyFetch(services.sensitiveData, uid, proved.keyFetchToken, proved.unwrapBKey);
      setPassword('');
      finish();
    } catch (error) {
      if (hasErrno(error, ERRNO.INCORRECT_PASSWORD)) setPasswordError(shownError(error));
      else if (hasErrno(error, ERRNO.NO_PASSWORD_SET)) {
        // An account made with another service has no password yet: sync asks for one to be created.
        go(PATHS.postVerifyThirdPartyAuthSetPassword);
        return;
      } else setBannerError(shownError(error));
      setStatus('idle');
    }
  };

  if (gate) return gate;

  // 'Continue as': the signed-in account is the one asked for, and nothing here needs the password
  // (no keys, no forced sign-in, no second sign-in the service asked for).
  const continueAs =
    variant === 'signin' &&
    signedInAccount !== undefined &&
    signedInAccount.email?.toLowerCase() === email.toLowerCase() &&
    !signInWantsKeys(services, location.search) &&
    !forcesSignIn(query as OAuthQueryParams) &&
    !asksToSignInAgain(location.state) &&
    !passkey.signingIn
      ? signedInAccount
      : undefined;
  if (continueAs) {
    const custom = continueAs.profileImageUrl && continueAs.profileImageUrlDefault !== true ? continueAs.profileImageUrl : undefined;
    return (
      <ContinueAs
        email={email}
        {...(continueAs.displayName ? { displayName: continueAs.displayName } : {})}
        {...(custom ? { avatarUrl: custom } : {})}
        avatarLetter={avatarLetter(continueAs.displayName, email)}
        {...(serviceName ? { serviceName } : {})}
        busy={continueState.busy}
        {...(continueState.error ? { error: continueState.error } : {})}
        onContinue={() => void navigate(finishTarget(query.redirectTo, location.search))}
        onUseDifferentAccount={() => {
          setContinueState({ busy: true });
          signOutForAnotherAccount(services).then(
            () => go(PATHS.root, searchWithoutAccount(location.search)),
            (error: unknown) => setContinueState({ busy: false, error: shownError(error) }),
          );
        }}
        branding={branding}
      />
    );
  }

  return (
    <>
      {/* What brought the person here, such as a third-party sign-in that met this account, said once. */}
      <OneShotAlert />
      <SigninPage
      variant={variant}
      email={email}
      password={password}
      onPasswordChange={setPassword}
      status={status}
      passwordError={passwordError}
      bannerError={bannerError ?? passkey.bannerError}
      onSubmit={() => void submit()}
      onUseDifferentAccount={useDifferentAccount}
      resetPasswordHref={`${PATHS.resetPassword}${searchWithEmail(location.search, email)}`}
      onNavigate={(href) => void navigate(href)}
      serviceName={serviceName}
      branding={branding}
      thirdParty={thirdParty}
      {...(variant === 'signin' && passkey.button ? { passkey: passkey.button } : {})}
      unlocksAfterPasskey={unlocksAfterPasskey}
      />
    </>
  );
}
