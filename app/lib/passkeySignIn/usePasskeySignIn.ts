// A sign-in page's passkey: the button (shown only where the browser can use
// passkeys, and never depending on the address typed, so it tells nothing
// about an account), and on the entry page the email field's autofill,
// listening with conditional mediation from the moment the page is ready
// until the person presses the button, submits an address or leaves. A
// passkey that signs in gives a confirmed session (two factors in one step),
// stored as a password sign-in's would be, and the flow goes on as after one:
// the service's authorization, the flow's redirect_to, or settings, linking a
// waiting third-party identity on the way. A flow that needs the sync keys
// goes on to the password page instead, which asks for the password to
// unlock them: a passkey proves who the person is but gives no key.
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { LoginResponse } from '../../api';
import { useAppServices } from '../app';
import { isSyncSignIn, searchWithEmail, useFlowNavigation, wantsScopedKeys } from '../flow';
import type { ShownError } from '../flow';
import { replacesOwnSession } from '../session';
import { isBrowserSyncFlow } from '../sync';
import { passkeyAutofillSupported, passkeyProblem, passkeysSupported, signInWithPasskey, stopPasskeyCeremony } from './ceremony';
import type { PasskeyProblem } from './ceremony';
import type { PasskeySignInButtonProps } from './PasskeySignInButton';

/** Router state of the password page after a passkey sign-in whose flow needs the sync keys. */
export const PASSKEY_SIGNED_IN_STATE = { passkeySignedIn: true } as const;

/** Whether the password page was reached from a passkey sign-in that still needs the password for the sync keys. */
export function cameFromPasskey(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'passkeySignedIn' in state && state.passkeySignedIn === true;
}

/** Whether a flow (its query) needs the account's keys, which only the password unlocks. */
export function flowNeedsKeys(search: string): boolean {
  return wantsScopedKeys(search) || isSyncSignIn(search) || isBrowserSyncFlow(search);
}

export interface PasskeySignInOptions {
  /** The password page of this flow, where a flow that needs the sync keys goes on. */
  passwordPath: string;
  /** The flow's redirect_to, where a finished sign-in goes when no service asked for it. */
  redirectTo?: string;
  /** Offer passkeys in the email field's autofill too (the entry page). */
  autofill?: boolean;
}

export interface PasskeySignIn {
  /** The button, or undefined where it is not offered (no WebAuthn here, or passkeys off on the server). */
  button?: Omit<PasskeySignInButtonProps, 'passwordOffer'>;
  /** A failure for the page's banner: throttling, an expired request, the network. */
  bannerError?: ShownError;
  /** True from the moment a passkey was chosen until the page goes on (or the attempt fails). */
  signingIn: boolean;
  /** Stops listening for the autofill: the person submits an address instead. */
  stop: () => void;
}

const noSubscription = () => () => {};

export function usePasskeySignIn({ passwordPath, redirectTo, autofill = false }: PasskeySignInOptions): PasskeySignIn {
  const services = useAppServices();
  const { api, accounts, session } = services;
  const location = useLocation();
  const navigate = useNavigate();
  const { finish } = useFlowNavigation();
  // False while the server draws the page, and until the browser answers.
  const supported = useSyncExternalStore(noSubscription, passkeysSupported, () => false);
  const [off, setOff] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<'cancelled' | 'refused'>();
  const [bannerError, setBannerError] = useState<ShownError>();
  const [autofillOn, setAutofillOn] = useState(false);
  // Each round of listening for the autofill: a press of the button ends the round under way, and a new
  // one starts once that attempt is over without a sign-in. A passkey picked in the autofill and not
  // accepted ends the listening (the button still works): listening again at once could pick it again.
  const [round, setRound] = useState(0);
  const { search } = location;

  const show = useCallback((found: PasskeyProblem) => {
    switch (found.kind) {
      case 'stopped':
        return;
      case 'cancelled':
      case 'refused':
        setProblem(found.kind);
        return;
      case 'off':
        setOff(true);
        setBannerError(found.error);
        return;
      case 'error':
        setBannerError(found.error);
    }
  }, []);

  const signedIn = useCallback(
    async (response: LoginResponse) => {
      accounts.save({
        uid: response.uid,
        sessionToken: response.sessionToken,
        // These pages' own session, unless the sign-in hands it to the browser for sync.
        ownSession: !isBrowserSyncFlow(search),
        verified: response.sessionVerified,
        lastLogin: Date.now(),
        metricsEnabled: response.metricsEnabled,
      });
      accounts.setCurrent(response.uid);
      // The answer names no address: the session's account says which it is.
      const profile = await api.getProfileInfo();
      const email = profile?.emails.find((each) => each.isPrimary)?.email ?? profile?.emails[0]?.email;
      if (!email) throw new Error('The signed-in account has no address');
      accounts.save({ uid: response.uid, email, ...(profile?.displayName ? { displayName: profile.displayName } : {}) });
      if (response.sessionVerified) session.setSignedIn(true);
      if (flowNeedsKeys(search)) {
        await navigate(`${passwordPath}${searchWithEmail(search, email)}`, { state: PASSKEY_SIGNED_IN_STATE });
        return;
      }
      finish(redirectTo);
    },
    [accounts, api, finish, navigate, passwordPath, redirectTo, search, session],
  );

  const failed = useCallback(
    (error: unknown, listenAgain = true) => {
      setBusy(false);
      show(passkeyProblem(error));
      if (listenAgain) setRound((previous) => previous + 1);
    },
    [show],
  );

  // The listening below outlives renders: it reaches the latest of these, and starts again only when it must.
  const latest = useRef({ signedIn, failed, show });
  useEffect(() => {
    latest.current = { signedIn, failed, show };
  });

  // Whether this browser offers passkeys in autofill, asked once the page is ready.
  useEffect(() => {
    if (!autofill || !supported) return;
    let live = true;
    void passkeyAutofillSupported().then((yes) => {
      if (live) setAutofillOn(yes);
    });
    return () => {
      live = false;
    };
  }, [autofill, supported]);

  // The autofill's listening: quiet until the person picks a passkey in the field.
  useEffect(() => {
    if (!autofill || !autofillOn || off) return;
    let live = true;
    let answered = false;
    signInWithPasskey(api, {
      autofill: true,
      replaceSession: () => replacesOwnSession(services),
      shouldStart: () => live,
      onAnswered: () => {
        answered = true;
        setProblem(undefined);
        setBannerError(undefined);
        setBusy(true);
      },
    }).then(
      (response) => latest.current.signedIn(response).catch((error: unknown) => latest.current.failed(error, false)),
      (error: unknown) => {
        const found = passkeyProblem(error);
        if (found.kind === 'off') latest.current.show(found);
        else if (live && answered) latest.current.failed(error, false);
      },
    );
    return () => {
      live = false;
      stopPasskeyCeremony();
    };
  }, [api, services, autofill, autofillOn, off, round]);

  const press = () => {
    if (busy) return;
    setProblem(undefined);
    setBannerError(undefined);
    setBusy(true);
    // Starting this ceremony ends the autofill's.
    signInWithPasskey(api, { replaceSession: () => replacesOwnSession(services) }).then(
      (response) => signedIn(response).catch((error: unknown) => failed(error)),
      (error: unknown) => failed(error),
    );
  };

  return {
    ...(supported && !off ? { button: { onPress: press, busy, ...(problem ? { problem } : {}) } } : {}),
    ...(bannerError ? { bannerError } : {}),
    signingIn: busy,
    stop: stopPasskeyCeremony,
  };
}
