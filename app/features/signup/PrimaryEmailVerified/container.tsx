// /primary_email_verified: the primary address was confirmed from the emailed
// link; on to the flow's target.
import { useLocation, useNavigate } from 'react-router';
import { AUTHENTICATED_STATE, finishTarget, isAuthorizationRequest } from '../../../lib/flow';
import { useServiceName } from '../../../lib/oauth';
import { BASE_QUERY, useQueryParams } from '../../../lib/query';
import { isBrowserSyncFlow } from '../../../lib/sync';
import { PrimaryEmailVerifiedPage } from './PrimaryEmailVerifiedPage';

export function PrimaryEmailVerifiedContainer() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const query = useQueryParams(BASE_QUERY);
  const oauth = isAuthorizationRequest(search);
  const serviceName = useServiceName(query.clientId, oauth);
  const readyFor = isBrowserSyncFlow(search) ? 'sync' : oauth && serviceName ? 'service' : 'account';
  return (
    <PrimaryEmailVerifiedPage
      readyFor={readyFor}
      {...(serviceName ? { serviceName } : {})}
      onContinue={() => void navigate(finishTarget(query.redirectTo, search), { state: AUTHENTICATED_STATE })}
    />
  );
}
