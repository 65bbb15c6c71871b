// Settings' guard and data: nobody signed in is sent to the entry page with
// redirect_to (SPEC §2.3) behind a full-screen spinner; the signed-in
// account is read through app/api; signing out destroys the session, forgets
// the local account and returns to the entry page.
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LoadingSpinner } from '../../../../design-system';
import type { Account } from '../../../api';
import { isInvalidTokenError } from '../../../api';
import { useAppServices, useIsSignedIn } from '../../../lib/app';
import { selectIntegration } from '../../../lib/integration';
import { settingsAccess } from '../../../lib/session';
import { shownError } from '../../../lib/flow';
import type { ShownError } from '../../../lib/flow';
import { avatarLetter } from '../avatar';
import { SettingsPage } from './SettingsPage';

export function SettingsContainer() {
  const { api, accounts, session } = useAppServices();
  const signedIn = useIsSignedIn();
  const location = useLocation();
  const navigate = useNavigate();
  const [account, setAccount] = useState<Account | null>(null);
  const [signingOut, setSigningOut] = useState(false);
  const [bannerError, setBannerError] = useState<ShownError>();

  // The signed-in question is answered once per page load, when the app
  // starts (SPEC §4.1); until then the guard shows its spinner.
  const access =
    signedIn === undefined
      ? undefined
      : settingsAccess({
          signedIn: signedIn && Boolean(accounts.current()?.sessionToken),
          integration: selectIntegration(location).kind,
          pathname: location.pathname,
          search: location.search,
        });

  useEffect(() => {
    if (access?.kind === 'redirect') void navigate(access.to, { replace: true });
    if (access?.kind === 'sync-signin') void navigate({ pathname: '/signin', search: location.search }, { replace: true });
  }, [access?.kind, access, navigate, location.search]);

  const allowed = access?.kind === 'allow';
  useEffect(() => {
    if (!allowed) return;
    let current = true;
    api.getAccount().then(
      (loaded) => {
        if (current) setAccount(loaded);
      },
      (error: unknown) => {
        if (!current) return;
        if (isInvalidTokenError(error)) {
          accounts.removeCurrent();
          session.setSignedIn(false);
        } else {
          setBannerError(shownError(error));
        }
      },
    );
    return () => {
      current = false;
    };
  }, [allowed, api, accounts, session]);

  const ready = allowed && Boolean(account || bannerError);
  // The heading was not there when the route changed (the spinner was): focus it now.
  useEffect(() => {
    if (!ready) return;
    const active = document.activeElement;
    if (!active || active === document.body) document.querySelector<HTMLElement>('main h1')?.focus();
  }, [ready]);

  if (!ready) return <LoadingSpinner fullScreen />;

  const stored = accounts.current();
  const emails = account?.emails ?? [];
  const primaryEmail = emails.find((entry) => entry.isPrimary)?.email ?? stored?.email ?? '';
  const displayName = account?.displayName ?? null;

  const onSignOut = async () => {
    if (signingOut) return;
    setBannerError(undefined);
    setSigningOut(true);
    try {
      await api.destroySession();
    } catch (error) {
      // An already-ended session is as good as signed out.
      if (!isInvalidTokenError(error)) {
        setBannerError(shownError(error));
        setSigningOut(false);
        return;
      }
    }
    accounts.removeCurrent();
    session.setSignedIn(false);
    void navigate('/', { replace: true });
  };

  return (
    <SettingsPage
      displayName={displayName}
      primaryEmail={primaryEmail}
      emails={emails}
      avatarLetter={avatarLetter(displayName, primaryEmail)}
      onSignOut={() => void onSignOut()}
      signingOut={signingOut}
      bannerError={bannerError}
    />
  );
}
