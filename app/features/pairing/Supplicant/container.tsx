// /pair/supp…: the new device. Its browser opens the page with its OAuth
// request in the query (client, state, PKCE challenge, keys_jwk, scope) and
// the channel from the QR code in the fragment. The page joins the channel,
// sends the request, and waits for the other device: a code finishes the
// sign-in by handing it to the browser over the web channel (the oauthLogin
// message, for the pairing URN); a refusal, a closed channel or no answer in
// time is said with the way back to signing in by email. Opened without the
// request (by hand), it says what opens it and how to connect, in plain words.
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ShownError } from '../../../lib/flow';
import { OAUTH_QUERY, useQueryParams } from '../../../lib/query';
import { WebChannel } from '../../../lib/webChannel';
import { PATHS } from '../../../lib/paths';
import { joinChannel } from '../channel';
import { PAIRING_MESSAGES, channelFromFragment } from '../rules';
import type { PairingRequest } from '../rules';
import { SupplicantPage } from './SupplicantPage';

/** How long the device waits for the person to confirm on the other one. */
export const SUPPLICANT_WAIT_MS = 10 * 60_000;

type View = { status: 'connecting' } | { status: 'waiting' } | { status: 'done' } | { status: 'failed'; error: ShownError };

export interface SupplicantContainerProps {
  /** The browser's channel; default one on this window. */
  browser?: Pick<WebChannel, 'send'>;
}

export function SupplicantContainer({ browser }: SupplicantContainerProps) {
  const query = useQueryParams(OAUTH_QUERY);
  const location = useLocation();
  const navigate = useNavigate();
  const [view, setView] = useState<View>({ status: 'connecting' });
  const { clientId, state, scope, codeChallenge, codeChallengeMethod, keysJwk, accessType } = query;

  const secret = useMemo(() => channelFromFragment(location.hash), [location.hash]);
  const request = useMemo<PairingRequest | undefined>(
    () =>
      clientId && state && scope && codeChallenge && codeChallengeMethod === 'S256'
        ? {
            client_id: clientId,
            state,
            scope,
            code_challenge: codeChallenge,
            code_challenge_method: 'S256',
            ...(keysJwk ? { keys_jwk: keysJwk } : {}),
            ...(accessType === 'offline' || accessType === 'online' ? { access_type: accessType } : {}),
          }
        : undefined,
    [clientId, state, scope, codeChallenge, codeChallengeMethod, keysJwk, accessType],
  );
  // Opened without the browser's request (by hand, or a link): what opens this page, and how to connect.
  const problem: ShownError | undefined = !request ? { ftlId: 'pair-supp-missing' } : !secret ? { ftlId: 'pair-error-link' } : undefined;

  useEffect(() => {
    if (!secret || !request) return;
    let live = true;
    let ended = false;
    let channel: Awaited<ReturnType<typeof joinChannel>> | undefined;
    const end = (next: View) => {
      if (!live || ended) return;
      ended = true;
      clearTimeout(timer);
      setView(next);
      void channel?.close();
    };
    const timer = setTimeout(() => end({ status: 'failed', error: { ftlId: 'pair-error-timeout' } }), SUPPLICANT_WAIT_MS);
    joinChannel(window.location.origin, secret).then(
      async (joined) => {
        channel = joined;
        if (!live) {
          void joined.close();
          return;
        }
        joined.onMessage((message) => {
          if (message.message === PAIRING_MESSAGES.authorize && message.data.state === request.state) {
            (browser ?? new WebChannel({ target: window })).send('oauthLogin', { code: message.data.code, state: message.data.state, redirect: message.data.redirect, action: 'pairing' });
            end({ status: 'done' });
          } else if (message.message === PAIRING_MESSAGES.error) {
            end({ status: 'failed', error: { ftlId: message.data.error === 'declined' ? 'pair-error-declined' : 'pair-error-refused' } });
          }
        });
        joined.onEnd(() => end({ status: 'failed', error: { ftlId: 'pair-error-closed' } }));
        await joined.send({ message: PAIRING_MESSAGES.request, data: request });
        if (live && !ended) setView({ status: 'waiting' });
      },
      () => end({ status: 'failed', error: { ftlId: 'pair-error-closed' } }),
    );
    return () => {
      live = false;
      clearTimeout(timer);
      void channel?.close();
    };
  }, [secret, request, browser]);

  const failure = problem ?? (view.status === 'failed' ? view.error : undefined);
  if (failure) {
    return <SupplicantPage status="failed" error={failure} onSignInInstead={() => void navigate(request ? { pathname: PATHS.oauth, search: location.search } : PATHS.root)} />;
  }
  return <SupplicantPage status={view.status === 'failed' ? 'connecting' : view.status} />;
}
