// The settings area: its guard (nobody signed in is sent to the entry page
// with redirect_to, SPEC §2.3, behind a full-screen spinner, or to a clean
// entry page once a session has ended here; a sync
// integration's visitor gets the sign-in page it is given in place), the account
// loaded once and kept for every page of the area, the frame with its side
// navigation and sign-out, and the home or the page the address names, each
// page loaded when first opened.
import { useLocalization } from '@fluent/react';
import { Suspense, lazy, useContext, useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { LoadingSpinner } from '../../../design-system';
import type { Account } from '../../api';
import { isInvalidTokenError } from '../../api';
import { useAppServices, useIsSignedIn } from '../../lib/app';
import { shownError } from '../../lib/flow';
import type { ShownError } from '../../lib/flow';
import { selectIntegration } from '../../lib/integration';
import { usePageTitle } from '../../lib/page';
import { ENDED_SESSION_START, settingsAccess } from '../../lib/session';
import { SettingsDataContext, SettingsDataProvider } from './data';
import { SettingsHomeContainer } from './Home/container';
import { SettingsFrame, StepUpProvider } from './kit';
import { SETTINGS_PAGE_LOADERS } from './pages';
import { SETTINGS_PAGES, keepsAlert, sectionOfPath } from './paths';
import { SETTINGS_SECTIONS, SETTINGS_HOME, sectionOfHash } from './sections';

const PAGES = SETTINGS_PAGES.map((page) => ({ path: page.path, Component: lazy(SETTINGS_PAGE_LOADERS[page.path]) }));

/** The spinner while the area waits for the signed-in answer, the account or a page's code. */
function Loading() {
  const { l10n } = useLocalization();
  usePageTitle(l10n.getString('settings-title'));
  return <LoadingSpinner fullScreen />;
}

export interface SettingsContainerProps {
  /** The sign-in page a sync integration's visitor sees here when not signed in (SPEC §2.3, §6). */
  syncSignin?: ComponentType;
}

export function SettingsContainer({ syncSignin: SyncSignin }: SettingsContainerProps = {}) {
  const { api, accounts, session, endSession } = useAppServices();
  const signedIn = useIsSignedIn();
  const location = useLocation();
  const navigate = useNavigate();
  const [account, setAccount] = useState<Account | null>(null);
  const [loadError, setLoadError] = useState<ShownError>();

  // The signed-in question is answered once per page load, when the app
  // starts (SPEC §4.1); until then the guard shows its spinner.
  const access =
    signedIn === undefined
      ? undefined
      : settingsAccess({
          signedIn: signedIn && Boolean(accounts.current()?.sessionToken),
          sessionEnded: session.hasEnded(),
          integration: selectIntegration(location).kind,
          pathname: location.pathname,
          search: location.search,
        });

  useEffect(() => {
    if (access?.kind === 'redirect') void navigate(access.to, { replace: true });
    if (access?.kind === 'sync-signin' && !SyncSignin) void navigate({ pathname: '/signin', search: location.search }, { replace: true });
  }, [access?.kind, access, navigate, location.search, SyncSignin]);

  const allowed = access?.kind === 'allow';
  useEffect(() => {
    if (!allowed) return;
    let current = true;
    api.getAccount().then(
      (loaded) => {
        if (!current) return;
        if (loaded) setAccount(loaded);
        else setLoadError(shownError(undefined));
      },
      (error: unknown) => {
        // An ended session is ended here too, even when the signed-out signal has already moved the page on.
        if (isInvalidTokenError(error)) {
          endSession();
        } else if (current) {
          setLoadError(shownError(error));
        }
      },
    );
    return () => {
      current = false;
    };
  }, [allowed, api, endSession]);

  if (access?.kind === 'sync-signin' && SyncSignin) {
    return (
      <Suspense fallback={<Loading />}>
        <SyncSignin />
      </Suspense>
    );
  }
  if (!allowed || (!account && !loadError)) return <Loading />;
  if (!account) return <SettingsArea bannerError={loadError} />;
  return (
    <SettingsDataProvider initial={account}>
      <StepUpProvider>
        <SettingsArea />
      </StepUpProvider>
    </SettingsDataProvider>
  );
}

/** The area's confirmation, when the account was read (the area has no data without it). */
function useOptionalAlert(): { alert?: string; showAlert: (ftlId: string | undefined) => void } | undefined {
  return useContext(SettingsDataContext) ?? undefined;
}

/** The home's heading over the reason the account could not be read (in the frame's banner). */
function Unreadable() {
  const { l10n } = useLocalization();
  usePageTitle(l10n.getString('settings-heading'));
  return <h1 tabIndex={-1}>{l10n.getString('settings-heading')}</h1>;
}

/** The frame around the home or a page; without an account (it could not be read) the frame shows why. */
function SettingsArea({ bannerError }: { bannerError?: ShownError }) {
  const { api, endSession } = useAppServices();
  const location = useLocation();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const [signOutError, setSignOutError] = useState<ShownError>();
  const data = useOptionalAlert();
  // A confirmation belongs to the page it was shown on: another page clears it.
  // A page a change returns to (a password created for it) says it there.
  const pathname = location.pathname;
  const clearAlert = data?.showAlert;
  const alertIsForPage = keepsAlert(location.state);
  useEffect(() => {
    if (pathname.replace(/\/+$/, '') !== SETTINGS_HOME && !alertIsForPage) clearAlert?.(undefined);
  }, [pathname, clearAlert, alertIsForPage]);

  // The heading was not there when the route changed (the spinner was): focus it now.
  useEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body) document.querySelector<HTMLElement>('main h1')?.focus();
  }, []);

  const onSignOut = async () => {
    if (signingOut) return;
    setSignOutError(undefined);
    setSigningOut(true);
    try {
      await api.destroySession();
    } catch (error) {
      // An already-ended session is as good as signed out.
      if (!isInvalidTokenError(error)) {
        setSignOutError(shownError(error));
        setSigningOut(false);
        return;
      }
    }
    endSession();
    void navigate(ENDED_SESSION_START, { replace: true });
  };

  const pageSection = sectionOfPath(location.pathname);
  const atHome = location.pathname.replace(/\/+$/, '') === SETTINGS_HOME;
  const current = pageSection ?? (atHome ? (sectionOfHash(location.hash) ?? SETTINGS_SECTIONS[0]) : undefined);

  return (
    <SettingsFrame
      current={current}
      currentKind={pageSection ? 'page' : 'location'}
      onNavigate={(href) => void navigate(href)}
      onSignOut={() => void onSignOut()}
      signingOut={signingOut}
      bannerError={signOutError ?? bannerError}
      alert={data?.alert}
      onDismissAlert={() => data?.showAlert(undefined)}
    >
      {bannerError ? (
        <Unreadable />
      ) : (
        <Suspense fallback={<LoadingSpinner />}>
          <Routes>
            <Route index element={<SettingsHomeContainer />} />
            {PAGES.map(({ path, Component }) => (
              <Route key={path} path={path} element={<Component />} />
            ))}
            <Route path="*" element={<Navigate to={SETTINGS_HOME} replace />} />
          </Routes>
        </Suspense>
      )}
    </SettingsFrame>
  );
}
