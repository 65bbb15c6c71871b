// /pair: opens a channel on the relay, shows its QR code, and waits for the
// new device's request. The request is checked (the pairing allow-list first,
// then the parameters and the pairing scopes) before the person is asked;
// on their confirmation the server mints a code for the pairing URN, with
// the sync key encrypted to the device when the request asks for it, and
// the code goes to the device through the channel. The sync key comes from
// kB: when this tab holds none (the session came from elsewhere), the
// confirmation asks for the password, which is stretched here and proved
// again for this session with a key fetch; kB is then kept in memory only.
// A request that fails the check (a device key that cannot be imported
// included) ends the pairing with a plain message of why, before anything is
// asked, and nothing is sent but the refusal. An account without a password
// has no sync key to send: the page says a password is needed before any is
// asked (and on the server's 210 too). The pairing address opened as a page
// (a phone's camera app read the code) is told how to connect instead of
// being sent to sign in.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { OAUTH_ERRNO, OAuthClientError, isInvalidTokenError } from '../../../api';
import type { OAuthAuthorizationRequest } from '../../../api';
import { useAppServices } from '../../../lib/app';
import { ERRNO, accountKeysWithPassword, clientError, hasErrno, heldKb, holdKb, holdsKeysFor, shownError, useCurrentAccount, useRequireSession } from '../../../lib/flow';
import type { ShownError } from '../../../lib/flow';
import { createChannel } from '../channel';
import type { OpenChannel, PeerDetails } from '../channel';
import { PATHS } from '../../../lib/paths';
import { deviceKeyUsable, keysJweFor } from '../keys';
import { PAIRING_MESSAGES, PAIRING_REDIRECT_URN, channelFromFragment, checkPairingRequest, pairingUrl, wantsSyncKey } from '../rules';
import type { PairingRefusal, PairingRequest, PairingRequestCheck } from '../rules';
import { AuthorityPage } from './AuthorityPage';
import type { NewDevice } from './AuthorityPage';

type View =
  | { status: 'starting' }
  | { status: 'qr'; pairingUrl: string }
  | {
      status: 'confirm';
      request: PairingRequest;
      device: NewDevice;
      serviceName: string;
      busy: boolean;
      error?: ShownError;
      /** The password typed, when kB must be read with it first. */
      password?: { value: string; error?: ShownError };
    }
  | { status: 'done' }
  | { status: 'failed'; error: ShownError };

/** The other device as the relay read it from its user agent (the server's one parser), never the user agent itself. */
function deviceOf(peer: PeerDetails): NewDevice {
  const place = [peer.city, peer.region, peer.country].filter((part): part is string => part !== undefined).join(', ');
  return { ...(peer.browser ? { browser: peer.browser } : {}), ...(peer.os ? { os: peer.os } : {}), ...(place ? { place } : {}) };
}

/** Why a request was refused, in words for people: the app not allowed, its key, or the rest of the request. */
function refusal(checked: Extract<PairingRequestCheck, { ok: false }>): ShownError {
  if (checked.error === 'INVALID_PAIRING_CLIENT') return { ftlId: 'pair-error-client' };
  if (checked.param === 'keys_jwk') return { ftlId: 'pair-error-device-key' };
  return { ftlId: 'pair-error-request' };
}

/**
 * /pair: the pairing address itself (the channel in the fragment) is what a
 * camera app opens from the code; it gets the way to connect. Any other
 * visit is the signed-in device showing a code.
 */
export function AuthorityContainer() {
  const { hash } = useLocation();
  const navigate = useNavigate();
  if (channelFromFragment(hash)) return <AuthorityPage status="scanned" onSignInInstead={() => void navigate(PATHS.root)} />;
  return <ShowCode />;
}

function ShowCode() {
  const { api, config, sensitiveData, endSession } = useAppServices();
  const { search } = useLocation();
  const navigate = useNavigate();
  const account = useCurrentAccount();
  const signedIn = useRequireSession(account);
  const [view, setView] = useState<View>({ status: 'starting' });
  const [round, setRound] = useState(0);
  const channel = useRef<OpenChannel | undefined>(undefined);
  const finished = useRef(false);

  /** Ends the pairing without a code: the device is told why, and the page says so. */
  const refuse = useCallback((refusal: PairingRefusal, error: ShownError) => {
    finished.current = true;
    const open = channel.current;
    void open?.send({ message: PAIRING_MESSAGES.error, data: { error: refusal } }).finally(() => void open.close());
    setView({ status: 'failed', error });
  }, []);

  /**
   * The server refused the session: it ends here as every session ends, and the page becomes what a
   * signed-out person opening it sees (the sign-in, keeping the address's query); leaving closes the channel.
   */
  const sessionEnded = useCallback(() => {
    finished.current = true;
    endSession();
    void navigate(`${PATHS.signin}${search}`, { replace: true });
  }, [endSession, navigate, search]);

  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    finished.current = false;
    setView({ status: 'starting' });
    createChannel(window.location.origin).then(
      (opened) => {
        if (!live) {
          void opened.close();
          return;
        }
        channel.current = opened;
        setView({ status: 'qr', pairingUrl: pairingUrl(window.location.origin, opened.secret) });
        opened.onMessage((message, peer) => {
          if (message.message !== PAIRING_MESSAGES.request || finished.current) return;
          const checked = checkPairingRequest(message.data, config.pairing.clients);
          if (!checked.ok) {
            refuse('invalid-request', refusal(checked));
            return;
          }
          const { keys_jwk: keysJwk } = checked.request;
          // The password is asked when the sync key is wanted and this tab holds no kB: an account without one is told before it is asked.
          const asksPassword = wantsSyncKey(checked.request) && !holdsKeysFor(sensitiveData, account?.uid ?? '');
          Promise.all([
            api.getClientInfo(checked.request.client_id),
            keysJwk === undefined ? true : deviceKeyUsable(keysJwk),
            asksPassword ? api.accountStatus(account?.email ?? '', { thirdPartyAuthStatus: true }).then((status) => status.hasPassword !== false) : true,
          ]).then(
            ([client, keyUsable, hasPassword]) => {
              if (!live || finished.current) return;
              if (!client) refuse('invalid-request', { ftlId: 'pair-error-client' });
              else if (!keyUsable) refuse('invalid-request', { ftlId: 'pair-error-device-key' });
              else if (!hasPassword) refuse('invalid-request', { ftlId: 'pair-error-no-password' });
              else {
                setView({
                  status: 'confirm',
                  request: checked.request,
                  device: deviceOf(peer),
                  serviceName: client.serviceName,
                  busy: false,
                  ...(asksPassword ? { password: { value: '' } } : {}),
                });
              }
            },
            (error: unknown) => live && refuse('invalid-request', shownError(error)),
          );
        });
        opened.onEnd(() => {
          if (!live || finished.current) return;
          finished.current = true;
          setView({ status: 'failed', error: { ftlId: 'pair-error-closed' } });
        });
      },
      (error: unknown) => live && setView({ status: 'failed', error: shownError(error) }),
    );
    return () => {
      live = false;
      void channel.current?.close();
      channel.current = undefined;
    };
  }, [signedIn, round, api, config.pairing.clients, refuse, sensitiveData, account?.uid, account?.email]);

  const confirm = useCallback(
    async (request: PairingRequest, password?: string) => {
      const uid = account?.uid;
      if (!uid) return;
      const passwordError = (error: ShownError) =>
        setView((previous) => (previous.status === 'confirm' && previous.password ? { ...previous, busy: false, password: { ...previous.password, error } } : previous));
      if (password === '') {
        passwordError(clientError('PASSWORD_REQUIRED'));
        return;
      }
      setView((previous) => (previous.status === 'confirm' ? { ...previous, busy: true, error: undefined, ...(previous.password ? { password: { value: previous.password.value } } : {}) } : previous));
      if (password !== undefined) {
        try {
          const { kB } = await accountKeysWithPassword(api, account.email ?? '', password, 'password_check');
          holdKb(sensitiveData, uid, kB);
        } catch (error) {
          if (isInvalidTokenError(error)) {
            sessionEnded();
            return;
          }
          if (hasErrno(error, ERRNO.NO_PASSWORD_SET)) {
            refuse('invalid-request', { ftlId: 'pair-error-no-password' });
            return;
          }
          if (hasErrno(error, ERRNO.INCORRECT_PASSWORD)) passwordError(shownError(error));
          else setView((previous) => (previous.status === 'confirm' ? { ...previous, busy: false, error: shownError(error) } : previous));
          return;
        }
      }
      try {
        const body: OAuthAuthorizationRequest = {
          client_id: request.client_id,
          state: request.state,
          scope: request.scope,
          redirect_uri: PAIRING_REDIRECT_URN,
          code_challenge: request.code_challenge,
          code_challenge_method: 'S256',
          ...(request.access_type ? { access_type: request.access_type } : {}),
        };
        if (wantsSyncKey(request)) {
          // The sync key comes from kB: a password sign-in in this tab, or the password asked above.
          const kB = await heldKb(api, sensitiveData, uid);
          if (!kB) {
            refuse('invalid-request', { ftlId: 'pair-error-keys' });
            return;
          }
          const data = await api.accountScopedKeyData({ client_id: request.client_id, scope: request.scope, redirect_uri: PAIRING_REDIRECT_URN });
          const keysJwe = await keysJweFor(request.keys_jwk!, kB, uid, data);
          if (keysJwe) body.keys_jwe = keysJwe;
        }
        const answer = await api.oauthAuthorization(body);
        finished.current = true;
        await channel.current?.send({ message: PAIRING_MESSAGES.authorize, data: { code: answer.code, state: answer.state, redirect: answer.redirect } });
        setView({ status: 'done' });
      } catch (error) {
        if (isInvalidTokenError(error) || (error instanceof OAuthClientError && error.errno === OAUTH_ERRNO.INVALID_TOKEN)) {
          sessionEnded();
          return;
        }
        if (error instanceof OAuthClientError && !error.transient) {
          // The server refused the request itself: said in plain words, as the checks above say it.
          refuse('invalid-request', { ftlId: 'pair-error-request' });
          return;
        }
        // The network or the server: nothing was decided, so the person may press again.
        setView((previous) => (previous.status === 'confirm' ? { ...previous, busy: false, error: shownError(error) } : previous));
      }
    },
    [account?.uid, account?.email, api, sensitiveData, sessionEnded, refuse],
  );

  switch (view.status) {
    case 'starting':
    case 'done':
      return <AuthorityPage status={view.status} />;
    case 'qr':
      return <AuthorityPage status="qr" pairingUrl={view.pairingUrl} />;
    case 'confirm':
      return (
        <AuthorityPage
          status="confirm"
          device={view.device}
          serviceName={view.serviceName}
          email={account?.email ?? ''}
          busy={view.busy}
          {...(view.error ? { error: view.error } : {})}
          {...(view.password
            ? {
                password: {
                  value: view.password.value,
                  onChange: (value: string) => setView((previous) => (previous.status === 'confirm' && previous.password ? { ...previous, password: { value } } : previous)),
                  ...(view.password.error ? { error: view.password.error } : {}),
                },
              }
            : {})}
          onConfirm={() => {
            if (view.busy) return;
            // Once kB is held (a try whose key fetch succeeded), the password is not needed again.
            const password = view.password && !holdsKeysFor(sensitiveData, account?.uid ?? '') ? view.password.value : undefined;
            void confirm(view.request, password);
          }}
          onDecline={() => refuse('declined', { ftlId: 'pair-error-cancelled' })}
        />
      );
    case 'failed':
      return <AuthorityPage status="failed" error={view.error} onStartAgain={() => setRound((n) => n + 1)} />;
  }
}
