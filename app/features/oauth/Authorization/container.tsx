// /authorization: reads the relying party's request, sends the person to sign
// in when needed (the sign-in comes back here), asks for consent when the
// service is untrusted, then asks the server for a code and leaves for the
// service's redirect URI. A request that fails goes back to the service with
// its error (SPEC §8.3) unless return_on_error is false or the redirect URI
// is not the client's own, in which case the page says what went wrong.
// Before anything, the server checks the request itself: one that can never
// succeed goes back to the service at once (RFC 6749 §4.1.2.1), and one
// whose service or return address cannot be trusted is explained here.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { OAUTH_ERRNO, OAuthClientError, isInvalidTokenError } from '../../../api';
import type { ClientInfo, OAuthAuthorizationRequest, OAuthErrorKey } from '../../../api';
import { useAppServices } from '../../../lib/app';
import { heldKb, holdsKeysFor, shownError, signOutForAnotherAccount } from '../../../lib/flow';
import type { ShownError } from '../../../lib/flow';
import { RequestRefusedPage, SIGN_IN_AGAIN_STATE, useAuthorizationCheck, useClientInfo, useLeaveOnce } from '../../../lib/oauth';
import { OAUTH_QUERY, useQueryParams } from '../../../lib/query';
import { PATHS } from '../../../lib/paths';
import { encryptScopedKeys, parseKeysJwk } from '../keys';
import { errorRedirect, nextStep, permissionsOf, registeredRedirect, successRedirect } from '../flow';
import type { AuthorizationStep } from '../flow';
import { AuthorizationPage } from './AuthorizationPage';

/** SPEC §9: how long past its expiry a prompt=none id_token_hint is still accepted. */
const ID_TOKEN_HINT_GRACE_SECONDS = 604_800;

/** Whether the sign-in or sign-up handed the flow back here (AUTHENTICATED_STATE): prompt=login and max_age=0 are met. */
function cameBackSignedIn(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { authenticated?: unknown }).authenticated === true;
}

export interface AuthorizationContainerProps {
  /** Leaves the app for the relying party; default a full navigation. */
  leave?: (url: string) => void;
}

/** `uid` of a consent: the account it names, the only one its Allow may give a code for. */
type View = { status: 'working' } | { status: 'consent'; uid: string | undefined; busy: boolean; error?: ShownError } | { status: 'failed'; error: ShownError; retry?: boolean };

export function AuthorizationContainer({ leave = (url) => window.location.assign(url) }: AuthorizationContainerProps) {
  const services = useAppServices();
  const { api, accounts, config, sensitiveData, endSession } = services;
  const query = useQueryParams(OAUTH_QUERY);
  const check = useAuthorizationCheck(query);
  const location = useLocation();
  const navigate = useNavigate();
  const clientState = useClientInfo(query.clientId);
  const reauthenticated = cameBackSignedIn(location.state);
  const [view, setView] = useState<View>({ status: 'working' });
  const [hintChecked, setHintChecked] = useState(false);
  const started = useRef(false);
  const account = accounts.current();

  const client: ClientInfo | undefined = clientState.status === 'ready' ? clientState.clientInfo : undefined;
  // SPEC §5.1: keys are wanted when the feature is on and the request has keys_jwk and a scope; an
  // untrusted client can be granted no key-bearing scope, so the password is not asked for it.
  const wantsKeys = config.oauth.scopedKeysEnabled && query.keysJwk !== undefined && query.scope !== undefined && client?.trusted === true;
  const redirectUri = client ? registeredRedirect(client, query.redirectUri) : undefined;
  const missing = query.scope === undefined ? 'scope' : query.state === undefined ? 'state' : undefined;

  /** Ends the request with an error: back to the service when that is allowed and safe, else on this page. */
  const fail = useCallback(
    (error: OAuthErrorKey | OAuthClientError) => {
      if (redirectUri && query.returnOnError !== false) {
        // The issuer's origin serves the authorization endpoint (discovery names `{issuer}/authorization`).
        leave(errorRedirect(redirectUri, error, query, window.location.origin));
        return;
      }
      const failure = error instanceof OAuthClientError ? error : new OAuthClientError(OAUTH_ERRNO[error]);
      setView({ status: 'failed', error: { ftlId: failure.ftlId } });
    },
    [redirectUri, query, leave],
  );

  /** keys_jwe for the request, 'sign-in' when kB is not held (the password gives it), undefined when no scope bears a key. */
  const scopedKeysFor = useCallback(
    async (clientId: string): Promise<string | undefined | 'sign-in'> => {
      const uid = accounts.current()?.uid;
      const kB = uid ? await heldKb(api, sensitiveData, uid) : undefined;
      if (!uid || !kB) return 'sign-in';
      const data = await api.accountScopedKeyData({ client_id: clientId, scope: query.scope!, ...(query.redirectUri ? { redirect_uri: query.redirectUri } : {}) });
      const jwk = parseKeysJwk(query.keysJwk!);
      if (!jwk) throw new OAuthClientError(OAUTH_ERRNO.INVALID_PARAMETER);
      return encryptScopedKeys(jwk, kB, uid, data);
    },
    [accounts, api, sensitiveData, query.scope, query.redirectUri, query.keysJwk],
  );

  const authorize = useCallback(async () => {
    if (!client || !redirectUri) return;
    const request: OAuthAuthorizationRequest = {
      client_id: client.clientId,
      state: query.state!,
      scope: query.scope!,
      // Named only when the request named it: the token exchange must then repeat it.
      ...(query.redirectUri ? { redirect_uri: query.redirectUri } : {}),
      ...(query.accessType ? { access_type: query.accessType as 'online' | 'offline' } : {}),
      ...(query.codeChallenge ? { code_challenge: query.codeChallenge, code_challenge_method: 'S256' as const } : {}),
      ...(query.acrValues ? { acr_values: query.acrValues } : {}),
      // A sign-in made for this request meets max_age, however long it took.
      ...(query.maxAge !== undefined && !reauthenticated ? { max_age: query.maxAge } : {}),
      ...(query.nonce ? { nonce: query.nonce } : {}),
      ...(query.service ? { service: query.service } : {}),
    };
    try {
      if (wantsKeys) {
        const keysJwe = await scopedKeysFor(client.clientId);
        if (keysJwe === 'sign-in') {
          void navigate(`${PATHS.oauth}${location.search}`, { replace: true });
          return;
        }
        if (keysJwe) request.keys_jwe = keysJwe;
      }
      const answer = await api.oauthAuthorization(request);
      if (!client.trusted) {
        const current = accounts.current();
        if (current) accounts.save({ uid: current.uid, grantedPermissions: { ...current.grantedPermissions, [client.clientId]: answer.scope.split(' ') } });
      }
      leave(successRedirect(answer.redirect, query));
    } catch (error) {
      if (isInvalidTokenError(error) || (error instanceof OAuthClientError && error.errno === OAUTH_ERRNO.INVALID_TOKEN)) {
        // The session ended elsewhere: it ends here as every session ends, and the service's own
        // request (kept in the address) goes on as a signed-out person's: sign in, then come back.
        endSession();
        void navigate(`${PATHS.oauth}${location.search}`, { replace: true });
        return;
      }
      if (error instanceof OAuthClientError && error.errno === OAUTH_ERRNO.MISMATCH_ACR_VALUES && query.prompt !== 'none') {
        // Two-step authentication is asked for and this session did not use it: an account without
        // it sets it up inside the flow; one with it signs in again with it.
        const totp = await api.totpExists().catch(() => undefined);
        if (totp && !totp.verified) {
          // The consent given (or not needed) stands: the request goes on without asking again once two-step is on.
          const current = accounts.current();
          if (!client.trusted && current) {
            const agreed = permissionsOf(query.scope!, false).map((permission) => permission.scope);
            accounts.save({ uid: current.uid, grantedPermissions: { ...current.grantedPermissions, [client.clientId]: agreed } });
          }
          void navigate(`${PATHS.inlineTotpSetup}${location.search}`, { replace: true });
          return;
        }
        if (!reauthenticated) {
          // Signed in, but not with two-step: the sign-in again is the service's request, so no 'Continue as'.
          void navigate(`${PATHS.oauth}${location.search}`, { replace: true, state: SIGN_IN_AGAIN_STATE });
          return;
        }
      }
      if (error instanceof OAuthClientError && error.errno === OAUTH_ERRNO.STALE_AUTH_AT && query.prompt !== 'none' && !reauthenticated) {
        // max_age: the last sign-in is older than the service allows, so the person signs in again
        // (OpenID Connect Core §3.1.2.1), and the request goes on with the new sign-in's time.
        void navigate(`${PATHS.oauth}${location.search}`, { replace: true, state: SIGN_IN_AGAIN_STATE });
        return;
      }
      if (error instanceof OAuthClientError && !error.transient) {
        fail(error);
        return;
      }
      // The network or the server: nothing was decided, so the person may try again.
      setView((previous) => (previous.status === 'consent' ? { ...previous, busy: false, error: shownError(error) } : { status: 'failed', error: shownError(error), retry: true }));
    }
  }, [api, accounts, client, redirectUri, query, leave, endSession, navigate, location.search, reauthenticated, fail, wantsKeys, scopedKeysFor]);

  const step: AuthorizationStep | undefined = useMemo(() => {
    if (!client || !redirectUri || missing || check.status !== 'accepted') return undefined;
    return nextStep({
      query,
      client,
      account: account?.email ? { email: account.email, sessionToken: account.sessionToken, verified: account.verified === true } : undefined,
      reauthenticated,
      promptNone: { enabled: config.oauth.isPromptNoneEnabled, clientIds: config.oauth.isPromptNoneEnabledClientIds },
      hintChecked,
    });
  }, [check.status, client, redirectUri, missing, query, account?.email, account?.sessionToken, account?.verified, reauthenticated, config.oauth, hintChecked]);

  const permissions = useMemo(() => (client && query.scope ? permissionsOf(query.scope, client.trusted) : []), [client, query.scope]);
  const alreadyGranted =
    client !== undefined && permissions.length > 0 && query.prompt !== 'consent' && permissions.every((p) => (account?.grantedPermissions?.[client.clientId] ?? []).includes(p.scope));

  useEffect(() => {
    if (!step || started.current) return;
    started.current = true;
    if ((step.to === 'consent' || step.to === 'authorize') && wantsKeys && !(account && holdsKeysFor(sensitiveData, account.uid))) {
      // Scoped keys come from kB, which only the password gives: sign in before anything is asked.
      void navigate(`${PATHS.oauth}${location.search}`, { replace: true });
      return;
    }
    switch (step.to) {
      case 'signin':
        void navigate(`${PATHS.oauth}${location.search}`, { replace: true });
        return;
      case 'fail':
        fail(step.error);
        return;
      case 'check-hint':
        api.oauthIdTokenVerify(query.idTokenHint!, client!.clientId, ID_TOKEN_HINT_GRACE_SECONDS).then(
          (claims) => {
            started.current = false;
            if (claims.sub !== account?.uid) fail('PROMPT_NONE_DIFFERENT_USER_SIGNED_IN');
            else setHintChecked(true);
          },
          () => fail('PROMPT_NONE_INVALID_ID_TOKEN_HINT'),
        );
        return;
      case 'consent':
        if (alreadyGranted) void authorize();
        else setView({ status: 'consent', uid: account?.uid, busy: false });
        return;
      case 'authorize':
        void authorize();
    }
  }, [step, navigate, location.search, fail, api, query.idTokenHint, client, account, authorize, alreadyGranted, wantsKeys, sensitiveData]);

  // A request that can never succeed goes back to the service at once, unless it asked not to be sent errors.
  const refusedRedirect = check.status === 'refused' && query.returnOnError !== false ? check.redirect : undefined;
  useLeaveOnce(refusedRedirect, leave);

  if (check.status === 'untrusted') return <RequestRefusedPage problem={check.problem} />;
  if (check.status === 'refused' && !refusedRedirect) return <RequestRefusedPage problem="cannot-succeed" />;
  if (check.status === 'failed') return <RequestRefusedPage problem="damaged-link" error={check.error} onRetry={check.retry} />;
  if (clientState.status === 'error') return <AuthorizationPage status="failed" error={clientState.error} />;
  if (missing) return <AuthorizationPage status="failed" error={{ ftlId: new OAuthClientError(OAUTH_ERRNO.MISSING_PARAMETER).ftlId }} />;
  if (client && !redirectUri) return <AuthorizationPage status="failed" error={{ ftlId: new OAuthClientError(OAUTH_ERRNO.INCORRECT_REDIRECT).ftlId }} />;
  const serviceName = client?.serviceName ?? '';
  if (view.status === 'failed') {
    return (
      <AuthorizationPage
        status="failed"
        error={view.error}
        {...(view.retry
          ? {
              onRetry: () => {
                setView({ status: 'working' });
                void authorize();
              },
            }
          : {})}
      />
    );
  }
  if (view.status === 'consent' && account?.email) {
    return (
      <AuthorizationPage
        status="consent"
        serviceName={serviceName}
        email={account.email}
        permissions={permissions}
        busy={view.busy}
        {...(view.error ? { error: view.error } : {})}
        onAllow={() => {
          // Another account signed in here (in another tab) since the consent was shown: no code is
          // given for it unasked. The consent is shown again, naming it; with nobody signed in, the
          // request's sign-in comes first.
          const current = accounts.current();
          if (current?.uid !== view.uid) {
            if (current?.email) setView({ status: 'consent', uid: current.uid, busy: false });
            else void navigate(`${PATHS.oauth}${location.search}`, { replace: true });
            return;
          }
          setView({ ...view, busy: true, error: undefined });
          void authorize();
        }}
        onCancel={() => fail('USER_CANCELED_OAUTH_LOGIN')}
        onUseDifferentAccount={() => {
          setView({ ...view, busy: true });
          // The account is signed out first, so nothing of it is left for the one who signs in next.
          signOutForAnotherAccount(services).then(
            () => void navigate(`${PATHS.oauth}${location.search}`, { replace: true }),
            (error: unknown) => setView({ ...view, busy: false, error: shownError(error) }),
          );
        }}
      />
    );
  }
  return <AuthorizationPage status="connecting" serviceName={serviceName} />;
}

