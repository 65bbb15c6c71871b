// /oauth/success/{clientId}: names the service of the client id in the path
// (SPEC §2.2, §2.9), or says why it cannot.
import { useParams } from 'react-router';
import { OAUTH_ERRNO, OAuthClientError } from '../../../api';
import { useClientInfo } from '../../../lib/oauth';
import { OAuthSuccessPage } from './OAuthSuccessPage';

export function OAuthSuccessContainer() {
  const { clientId } = useParams();
  const state = useClientInfo(clientId);
  if (clientId === undefined || clientId === '') {
    // SPEC §2.9: no client id in the path is INVALID_PARAMETER.
    return <OAuthSuccessPage status="failed" error={{ ftlId: new OAuthClientError(OAUTH_ERRNO.INVALID_PARAMETER).ftlId, args: { param: 'client_id' } }} />;
  }
  if (state.status === 'error') return <OAuthSuccessPage status="failed" error={state.error} />;
  if (state.status === 'loading') return <OAuthSuccessPage status="loading" />;
  return <OAuthSuccessPage status="ready" serviceName={state.clientInfo.serviceName} />;
}
