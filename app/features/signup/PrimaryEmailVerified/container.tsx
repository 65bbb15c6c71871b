// /primary_email_verified: the primary address was confirmed from the emailed
// link; on to the flow's target. Said only where the browser holds the
// confirmed session; elsewhere the neutral page.
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAppServices } from '../../../lib/app';
import { AUTHENTICATED_STATE, NoOutcome, finishTarget, hasConfirmedSession, isAuthorizationRequest } from '../../../lib/flow';
import { useServiceName } from '../../../lib/oauth';
import { BASE_QUERY, useQueryParams } from '../../../lib/query';
import { isBrowserSyncFlow } from '../../../lib/sync';
import { PrimaryEmailVerifiedPage } from './PrimaryEmailVerifiedPage';

export function PrimaryEmailVerifiedContainer() {
  const { accounts } = useAppServices();
  const [confirmed] = useState(() => hasConfirmedSession(accounts));
  return confirmed ? <PrimaryEmailVerified /> : <NoOutcome />;
}

function PrimaryEmailVerified() {
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
