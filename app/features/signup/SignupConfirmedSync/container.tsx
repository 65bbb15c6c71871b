// /signup_confirmed_sync: the end of the browser's sync sign-up (or of the
// third-party set-password step). It asks the browser what it offers, for the
// text, and the relying party's branding of the page. Said only where the
// browser holds the confirmed session the flow left; elsewhere the neutral page.
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAppServices } from '../../../lib/app';
import { NoOutcome, hasConfirmedSession } from '../../../lib/flow';
import { useBranding } from '../../../lib/cms';
import { BASE_QUERY, useQueryParams } from '../../../lib/query';
import { PAYMENT_METHODS_ENGINE, isDesktopSync, offeredEngines, syncBrowser } from '../../../lib/sync';
import { PATHS } from '../../../lib/paths';
import { SignupConfirmedSyncPage } from './SignupConfirmedSyncPage';

/** Whether the router state says the person came from the set-password step. */
function fromSetPassword(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { fromSetPassword?: unknown }).fromSetPassword === true;
}

export function SignupConfirmedSyncContainer() {
  const { accounts } = useAppServices();
  const [confirmed] = useState(() => hasConfirmedSession(accounts));
  return confirmed ? <ConfirmedSync /> : <NoOutcome />;
}

function ConfirmedSync() {
  const location = useLocation();
  const navigate = useNavigate();
  const query = useQueryParams(BASE_QUERY);
  const desktopSync = isDesktopSync(location.search);
  const branding = useBranding('SignupConfirmedSyncPage', query.clientId, query.entrypoint, 'sync-confirmed-heading');
  const [paymentMethods, setPaymentMethods] = useState(false);

  useEffect(() => {
    let live = true;
    void syncBrowser()
      .status()
      .then((status) => {
        if (live) setPaymentMethods(offeredEngines(status?.capabilities, desktopSync).includes(PAYMENT_METHODS_ENGINE));
      });
    return () => {
      live = false;
    };
  }, [desktopSync]);

  return (
    <SignupConfirmedSyncPage
      origin={fromSetPassword(location.state) ? 'set-password' : 'confirmed'}
      paymentMethods={paymentMethods}
      showAddDevice={desktopSync && branding?.hideAddDeviceButton !== true}
      onAddDevice={() => void navigate({ pathname: PATHS.pair, search: location.search })}
      onManageSync={() => syncBrowser().openSyncPreferences(query.entrypoint)}
      {...(branding ? { branding } : {})}
    />
  );
}
