// The password of a sync sign-in through a third-party provider: checked,
// stretched for a new kB and created (an account that has one meanwhile, 206,
// goes on); the engines chosen are kept with the stored account. In the
// browser's sync, a key-fetch token is taken with the new password and the
// browser is sent the login message; then sync is confirmed. Otherwise the
// flow finishes where it was going.
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ERRNO } from '../../../api';
import { useAppServices } from '../../../lib/app';
import { bytesToHex, randomKb } from '../../../lib/crypto';
import { DEFAULT_OFFERED_ENGINES, holdSyncLogin, initialChoice, isBrowserSyncFlow, isDesktopSync, offeredEngines, sendSyncLogin, syncBrowser } from '../../../lib/sync';
import type { EngineChoice } from '../../../lib/sync';
import { AUTHENTICATED_STATE, checkNewPassword, finishTarget, hasErrno, holdKb, keptPasswordErrors, shownError, stretchedPasswordCredentials, useCurrentAccount, useRequireSession, wantsScopedKeys } from '../../../lib/flow';
import type { NewPasswordErrors, NewPasswordValues, ShownError } from '../../../lib/flow';
import { BASE_QUERY, useQueryParams } from '../../../lib/query';
import { SetPasswordPage } from './SetPasswordPage';

export function SetPasswordContainer() {
  const services = useAppServices();
  const location = useLocation();
  const navigate = useNavigate();
  // The flow's query, checked (SPEC §5.3): where the flow finishes.
  const query = useQueryParams(BASE_QUERY);
  const account = useCurrentAccount();
  const ready = useRequireSession(account);
  const [values, setValues] = useState<NewPasswordValues>({ password: '', confirmation: '' });
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const [engines, setEngines] = useState<EngineChoice>(() => initialChoice(DEFAULT_OFFERED_ENGINES));
  const desktopSync = isDesktopSync(location.search);
  // What the browser can sync besides the defaults, when it says (SPEC §3.12).
  useEffect(() => {
    if (!isBrowserSyncFlow(location.search)) return undefined;
    let live = true;
    void syncBrowser()
      .status()
      .then((status) => {
        const offered = offeredEngines(status?.capabilities, desktopSync);
        if (live && offered.length > DEFAULT_OFFERED_ENGINES.length) setEngines((current) => ({ ...initialChoice(offered), ...current }));
      });
    return () => {
      live = false;
    };
  }, [location.search, desktopSync]);
  const [bannerError, setBannerError] = useState<ShownError>();
  const [busy, setBusy] = useState(false);
  const checking = useRef(false);
  if (!ready || !account) return null;
  const email = account.email ?? '';

  const finish = async (keys?: { keyFetchToken: string; unwrapBKey: string }) => {
    services.accounts.save({
      ...account,
      hasPassword: true,
      passwordCompromised: false,
      offeredSyncEngines: Object.keys(engines),
      declinedSyncEngines: Object.keys(engines).filter((engine) => !engines[engine]),
    });
    if (isBrowserSyncFlow(location.search) && account.sessionToken) {
      holdSyncLogin(services.sensitiveData, { uid: account.uid, ...keys, engines });
      await sendSyncLogin(syncBrowser(), services.sensitiveData, { uid: account.uid, email, sessionToken: account.sessionToken, verified: true });
      void navigate(`/signup_confirmed_sync${location.search}`, { replace: true, state: { ...AUTHENTICATED_STATE, fromSetPassword: true } });
      return;
    }
    void navigate(finishTarget(query.redirectTo, location.search), { replace: true, state: AUTHENTICATED_STATE });
  };

  const submit = async () => {
    // The breach check asks the server: a second press meanwhile starts nothing.
    if (busy || checking.current) return;
    setBannerError(undefined);
    checking.current = true;
    const found = await checkNewPassword(values, email, services.api).finally(() => (checking.current = false));
    setErrors(found);
    if (found.password || found.confirmation) return;
    setBusy(true);
    try {
      const kB = randomKb();
      const { credentials, unwrapBKey } = await stretchedPasswordCredentials(email, values.password, 2, kB);
      await services.api.passwordCreate(credentials);
      // The new password wraps the kB made here: a relying party's scoped keys come from it at once,
      // so the page that asked for them does not ask for the password just created.
      if (wantsScopedKeys(location.search)) holdKb(services.sensitiveData, account.uid, bytesToHex(kB));
      // The browser's sync trades a key-fetch token of the new password for its keys.
      let keys: { keyFetchToken: string; unwrapBKey: string } | undefined;
      if (isBrowserSyncFlow(location.search) && credentials.authPWVersion2) {
        const reauth = await services.api.sessionReauth({ email, authPW: credentials.authPWVersion2, service: 'sync' }, { keys: true });
        if (reauth.keyFetchToken) keys = { keyFetchToken: reauth.keyFetchToken, unwrapBKey };
      }
      await finish(keys);
    } catch (error) {
      setBusy(false);
      // Created meanwhile (another tab): the account has its password, and the flow goes on.
      if (hasErrno(error, ERRNO.CANNOT_CREATE_PASSWORD)) await finish();
      else setBannerError(shownError(error));
    }
  };

  return (
    <SetPasswordPage
      email={email}
      values={values}
      onChange={(next) => {
        setErrors((current) => keptPasswordErrors(values, next, current));
        setValues(next);
      }}
      errors={errors}
      engines={engines}
      onEngineChange={(engine, selected) => setEngines((current) => ({ ...current, [engine]: selected }))}
      bannerError={bannerError}
      busy={busy}
      onSubmit={() => void submit()}
    />
  );
}
