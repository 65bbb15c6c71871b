// What the sign-in pages share beyond the flow kit: the password step itself
// (used by /signin and /signin_unblock), storing the new session, the query
// every sign-in page reads through the validated layer, and the hooks that
// finish or leave the flow.
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Api, LoginResponse } from '../../api';
import { useAppServices } from '../../lib/app';
import type { AppServices } from '../../lib/app';
import { deriveCredentials } from '../../lib/crypto';
import { AUTHENTICATED_STATE, holdKeyFetch, isSyncSignIn, shownError, takeKeyFetch, useCurrentAccount, useFlowNavigation, useRequireSession, wantsScopedKeys } from '../../lib/flow';
import type { ShownError } from '../../lib/flow';
import { OAUTH_QUERY, SIGN_IN_QUERY, useQueryParams } from '../../lib/query';
import type { BaseQueryParams } from '../../lib/query';
import type { StoredAccount } from '../../lib/storage';
import { holdSyncLogin, isBrowserSyncFlow, sendSyncLogin, syncBrowser } from '../../lib/sync';
import type { SyncBrowser } from '../../lib/sync';
import { PATHS } from '../../lib/paths';
import { loginFailure } from './rules';

/** The sensitive-data key of the password kept in memory between /signin and /signin_unblock. */
export const PASSWORD_KEY = 'password';

export interface PasswordSignInOptions {
  unblockCode?: string;
  service?: string;
  /** Ask for a key-fetch token too, for a relying party's scoped keys. */
  keys?: boolean;
  /** Called once the password has been stretched, before the server is asked. */
  onStretched?: () => void;
  /** End the session this browser holds (the current account's, sent as the bearer) when it is the same account's: see `replacesOwnSession`. */
  replaceSession?: boolean;
}

/**
 * Signs in with a password: asks which key-stretch versions the account has,
 * derives authPW with the newest (v2 with its clientSalt, otherwise v1 salted
 * with the address), and retries once with the address the server names when
 * it answers 'Incorrect email case' (120): the registered case of the typed
 * address, or the address the account was created with once another one is
 * its primary. The account is always looked up by the typed address, and the
 * address the result names is the account's primary one (the registered case
 * of the typed address, or the typed address itself).
 */
export async function signInWithPassword(
  api: Pick<Api, 'accountCredentialsStatus' | 'accountLogin'>,
  email: string,
  password: string,
  options: PasswordSignInOptions = {},
): Promise<{ response: LoginResponse; email: string; unwrapBKey: string }> {
  let hashEmail = email;
  let retried = false;
  for (;;) {
    try {
      // The address stretched with may no longer be one of the account's: the typed one finds it.
      const status = await api.accountCredentialsStatus(email);
      const credentials =
        status.currentVersion === 'v2' && status.clientSalt
          ? await deriveCredentials(2, hashEmail, password, status.clientSalt)
          : await deriveCredentials(1, hashEmail, password);
      options.onStretched?.();
      const response = await api.accountLogin({
        email: hashEmail,
        authPW: credentials.authPW,
        reason: 'signin',
        ...(hashEmail !== email ? { originalLoginEmail: email } : {}),
        ...(options.unblockCode ? { unblockCode: options.unblockCode } : {}),
        ...(options.service ? { service: options.service } : {}),
        ...(options.replaceSession ? { replaceSession: true } : {}),
      }, options.keys ? { keys: true } : {});
      const primary = hashEmail.toLowerCase() === email.toLowerCase() ? hashEmail : email;
      return { response, email: primary, unwrapBKey: credentials.unwrapBKey };
    } catch (error) {
      const failure = loginFailure(error, retried);
      if (failure.action !== 'retry-with-email') throw error;
      hashEmail = failure.email;
      retried = true;
    }
  }
}

/**
 * Stores the new session as the current account (SPEC §3.4); the password is
 * never stored. A key-fetch token (a sign-in that asked for keys) is held in
 * memory with unwrapBKey, for the relying party's scoped keys. The session is
 * these pages' own unless the sign-in (`search`) is the browser's sync flow,
 * which hands it to the browser. `passwordCompromised` is what the breach
 * check found of the password signed in with (left as stored when unknown):
 * settings then asks for a new one, and nothing else waits for it.
 */
export function storeSignedInAccount(
  services: Pick<AppServices, 'accounts' | 'session' | 'sensitiveData'>,
  email: string,
  response: LoginResponse,
  search: string,
  unwrapBKey?: string,
  passwordCompromised?: boolean,
): StoredAccount {
  if (response.keyFetchToken && unwrapBKey) holdKeyFetch(services.sensitiveData, response.uid, response.keyFetchToken, unwrapBKey);
  const account = services.accounts.save({
    uid: response.uid,
    email,
    sessionToken: response.sessionToken,
    ownSession: !isBrowserSyncFlow(search),
    verified: response.sessionVerified,
    lastLogin: Date.now(),
    metricsEnabled: response.metricsEnabled,
    hasPassword: true,
    ...(passwordCompromised === undefined ? {} : { passwordCompromised }),
    ...(response.verificationMethod ? { verificationMethod: response.verificationMethod } : {}),
    ...(response.verificationReason ? { verificationReason: response.verificationReason } : {}),
  });
  services.accounts.setCurrent(response.uid);
  if (response.sessionVerified) services.session.setSignedIn(true);
  return account;
}

/** A search string without the parameters that pick an account, for 'Use a different account'. */
export function searchWithoutAccount(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('email');
  params.delete('uid');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** The last four digits of a (masked) phone number. */
export function lastDigits(phoneNumber: string | undefined): string | undefined {
  const digits = (phoneNumber ?? '').replace(/\D/g, '');
  return digits.length >= 4 ? digits.slice(-4) : undefined;
}

/**
 * The sign-in query (SPEC §3.8), checked: a value that breaks the model's rules
 * (a `login_hint` that is no address, a `redirect_to` of the wrong shape)
 * shows 'Bad Request: Invalid Query Parameters'. Under /oauth/ the OAuth model.
 */
export function useSigninQuery(): BaseQueryParams {
  const { pathname } = useLocation();
  return useQueryParams(pathname.startsWith('/oauth/') ? OAUTH_QUERY : SIGN_IN_QUERY);
}

/** Whether the password step asks for the account's keys: a relying party's scoped keys, the browser's sync, or a sync sign-in that may offer a recovery key. */
export function signInWantsKeys(services: Pick<AppServices, 'config'>, search: string): boolean {
  return wantsScopedKeys(search) || isBrowserSyncFlow(search) || (services.config.featureFlags.recoveryCodeSetupOnSyncSignIn && isSyncSignIn(search));
}

/**
 * The end of a sync sign-in offers an account recovery key first (the
 * `recoveryCodeSetupOnSyncSignIn` flag), unless the person put it off on this
 * browser; the offer's page checks whether the account has one already. When
 * the sign-in's key-fetch token went to a listening browser (the browser's
 * own sync flow), the page holds no kB, and the offer asks for the password:
 * creating a key re-authenticates with it (reason recovery_key, with keys,
 * SPEC §6), which gives the page a key fetch of its own and leaves the
 * browser's token alone.
 */
function offersRecoveryKey(services: Pick<AppServices, 'config' | 'accounts' | 'dismissals'>, search: string): boolean {
  const uid = services.accounts.current()?.uid;
  return services.config.featureFlags.recoveryCodeSetupOnSyncSignIn && isSyncSignIn(search) && uid !== undefined && !services.dismissals.has(uid, 'recoveryKeyLater');
}

/**
 * The end of a sync sign-in in the browser's own flow: when a browser listens
 * on the channel, it is sent the login message with the unused key-fetch
 * token the password step held (the browser's to trade now, so nothing later
 * in the flow uses it). A page with no browser listening keeps the token.
 */
export async function sendSigninLogin(services: Pick<AppServices, 'accounts' | 'sensitiveData'>, browser: SyncBrowser): Promise<void> {
  const account = services.accounts.current();
  if (!account?.sessionToken || !(await browser.status())) return;
  const keys = takeKeyFetch(services.sensitiveData, account.uid);
  if (keys) holdSyncLogin(services.sensitiveData, { uid: account.uid, ...keys });
  await sendSyncLogin(browser, services.sensitiveData, { uid: account.uid, email: account.email ?? '', sessionToken: account.sessionToken, verified: true });
}

/** The flow's navigation, and the end of a sign-in: the password leaves memory, the browser hears of a sync sign-in, and the page goes on. */
export function useSigninFlow() {
  const services = useAppServices();
  const location = useLocation();
  const navigate = useNavigate();
  const query = useSigninQuery();
  const { go, finish: finishFlow } = useFlowNavigation();
  const finish = useCallback(() => {
    services.sensitiveData.clear(PASSWORD_KEY);
    const goOn = () => {
      if (offersRecoveryKey(services, location.search)) {
        void navigate(`${PATHS.inlineRecoveryKeySetup}${location.search}`, { replace: true, state: AUTHENTICATED_STATE });
        return;
      }
      finishFlow(query.redirectTo);
    };
    if (isBrowserSyncFlow(location.search)) void sendSigninLogin(services, syncBrowser()).then(goOn, goOn);
    else goOn();
  }, [services, location.search, navigate, finishFlow, query.redirectTo]);
  return { services, location, query, go, finish };
}

/**
 * What a page that confirms the new session needs: the flow, the account it is
 * about (back to sign-in without a session), whether it can send yet, the way
 * to follow the flow's links in place, and the step that ends the sign-in.
 */
export function useConfirmStep() {
  const flow = useSigninFlow();
  const navigate = useNavigate();
  const account = useCurrentAccount();
  const ready = useRequireSession(account);
  const confirmed = useConfirmed();
  const onNavigate = useCallback((href: string) => void navigate(href), [navigate]);
  return { ...flow, account, ready, confirmed, onNavigate };
}

/** Marks the current session confirmed and finishes the sign-in. */
export function useConfirmed(): () => void {
  const { services, finish } = useSigninFlow();
  return useCallback(() => {
    const account = services.accounts.current();
    if (account) services.accounts.save({ uid: account.uid, verified: true });
    services.session.setSignedIn(true);
    finish();
  }, [services, finish]);
}

/**
 * 'Use a different account': back to the entry page without the address or
 * uid. Stored accounts stay, so `uid` can still pick them; the browser is no
 * longer treated as signed in until the next sign-in.
 */
export function useUseDifferentAccount(): () => void {
  const { services, location, go } = useSigninFlow();
  return useCallback(() => {
    services.sensitiveData.clear(PASSWORD_KEY);
    services.session.setSignedIn(false);
    go(PATHS.root, searchWithoutAccount(location.search));
  }, [services, location.search, go]);
}

/** The account's recovery phone, once read: `loaded` turns true when the answer (or an error) is in. */
export function useRecoveryPhone(enabled: boolean): { loaded: boolean; maskedPhone?: string; error?: ShownError } {
  const { api } = useAppServices();
  const [state, setState] = useState<{ loaded: boolean; maskedPhone?: string; error?: ShownError }>({ loaded: false });
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    api.recoveryPhoneStatus().then(
      (status) => {
        const maskedPhone = status.exists ? lastDigits(status.phoneNumber) : undefined;
        if (live) setState(maskedPhone ? { loaded: true, maskedPhone } : { loaded: true });
      },
      (error: unknown) => {
        if (live) setState({ loaded: true, error: shownError(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [api, enabled]);
  return state;
}
