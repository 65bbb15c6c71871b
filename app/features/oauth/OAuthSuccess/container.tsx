// /oauth/success/{clientId}: names the service of the client id in the path
// (SPEC §2.2, §2.9), or says why it cannot. It says the person is signed in to
// the service only when this browser holds a confirmed session whose account
// the service is connected to (the account's connected services); otherwise
// the neutral page. While it checks, the neutral 'Checking…'.
import { useLocalization } from '@fluent/react';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { OAUTH_ERRNO, OAuthClientError } from '../../../api';
import { useAppServices } from '../../../lib/app';
import { NoOutcome, OutcomeChecking, hasConfirmedSession } from '../../../lib/flow';
import type { ShownError } from '../../../lib/flow';
import { useReplacedPageTitle } from '../../../lib/page';
import { useClientInfo } from '../../../lib/oauth';
import { OAuthSuccessPage } from './OAuthSuccessPage';

type Connection = 'checking' | 'connected' | 'not-connected';

/** Whether the signed-in account has `clientId` among its connected services; 'not-connected' without a confirmed session. */
function useConnection(clientId: string | undefined): Connection {
  const { api, accounts } = useAppServices();
  const [session] = useState(() => hasConfirmedSession(accounts));
  const [connection, setConnection] = useState<Connection>(session && clientId ? 'checking' : 'not-connected');
  useEffect(() => {
    if (!session || !clientId) return undefined;
    let live = true;
    api.getConnectedClients().then(
      (clients) => {
        if (live) setConnection(clients?.some((client) => client.clientId === clientId) ? 'connected' : 'not-connected');
      },
      // Unknown is not connected: nothing is claimed.
      () => {
        if (live) setConnection('not-connected');
      },
    );
    return () => {
      live = false;
    };
  }, [api, session, clientId]);
  return connection;
}

/** The address names no service: the failure under its own title, never the route's 'Signed in to a service'. */
function Failed({ error }: { error: ShownError }) {
  const { l10n } = useLocalization();
  useReplacedPageTitle(l10n.getString('oauth-failed-heading'));
  return <OAuthSuccessPage status="failed" error={error} />;
}

export function OAuthSuccessContainer() {
  const { clientId } = useParams();
  const connection = useConnection(clientId);
  const state = useClientInfo(clientId);
  if (clientId === undefined || clientId === '') {
    // SPEC §2.9: no client id in the path is INVALID_PARAMETER.
    return <Failed error={{ ftlId: new OAuthClientError(OAUTH_ERRNO.INVALID_PARAMETER).ftlId, args: { param: 'client_id' } }} />;
  }
  if (connection === 'not-connected') return <NoOutcome />;
  if (state.status === 'error') return <Failed error={state.error} />;
  // Until the connection is known, nothing is claimed: not even the route's 'Signed in to a service'.
  if (connection === 'checking') return <OutcomeChecking />;
  if (state.status === 'loading') return <OAuthSuccessPage status="loading" />;
  return <OAuthSuccessPage status="ready" serviceName={state.clientInfo.serviceName} />;
}
