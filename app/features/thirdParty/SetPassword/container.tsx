// The password of a sync sign-in through a third-party provider: checked,
// stretched for a new kB and created (an account that has one meanwhile, 206,
// goes on); the engines chosen are kept with the stored account, and the flow
// finishes where it was going.
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ERRNO } from '../../../api';
import { useAppServices } from '../../../lib/app';
import { randomKb } from '../../../lib/crypto';
import { AUTHENTICATED_STATE, checkNewPassword, finishTarget, hasErrno, keptPasswordErrors, passwordCredentials, shownError, useCurrentAccount, useRequireSession } from '../../../lib/flow';
import type { NewPasswordErrors, NewPasswordValues, ShownError } from '../../../lib/flow';
import { OFFERED_ENGINES, SetPasswordPage } from './SetPasswordPage';
import type { SyncEngine } from './SetPasswordPage';

export function SetPasswordContainer() {
  const services = useAppServices();
  const location = useLocation();
  const navigate = useNavigate();
  const account = useCurrentAccount();
  const ready = useRequireSession(account);
  const [values, setValues] = useState<NewPasswordValues>({ password: '', confirmation: '' });
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const [engines, setEngines] = useState<Record<SyncEngine, boolean>>(() => Object.fromEntries(OFFERED_ENGINES.map((engine) => [engine, true])) as Record<SyncEngine, boolean>);
  const [bannerError, setBannerError] = useState<ShownError>();
  const [busy, setBusy] = useState(false);
  if (!ready || !account) return null;
  const email = account.email ?? '';

  const finish = () => {
    services.accounts.save({
      ...account,
      hasPassword: true,
      offeredSyncEngines: [...OFFERED_ENGINES],
      declinedSyncEngines: OFFERED_ENGINES.filter((engine) => !engines[engine]),
    });
    const redirectTo = new URLSearchParams(location.search).get('redirect_to') ?? undefined;
    void navigate(finishTarget(redirectTo, location.search), { replace: true, state: AUTHENTICATED_STATE });
  };

  const submit = async () => {
    if (busy) return;
    setBannerError(undefined);
    const found = await checkNewPassword(values, email);
    setErrors(found);
    if (found.password || found.confirmation) return;
    setBusy(true);
    try {
      await services.api.passwordCreate(await passwordCredentials(email, values.password, 2, randomKb()));
      finish();
    } catch (error) {
      setBusy(false);
      // Created meanwhile (another tab): the account has its password, and the flow goes on.
      if (hasErrno(error, ERRNO.CANNOT_CREATE_PASSWORD)) finish();
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
