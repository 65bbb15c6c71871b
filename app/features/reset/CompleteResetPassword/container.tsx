// The new password of a reset: made into credentials in the browser, for a
// new kB (/complete_reset_password) or for the kB the recovery key opened
// (/account_recovery_reset_password), then set with the account-reset token.
// The new session is stored, and signed in when verified (SPEC §4.7).
import { useEffect, useRef, useState } from 'react';
import { hexToBytes, randomKb } from '../../../lib/crypto';
import { OUTCOME_STATE, checkNewPassword, keptPasswordErrors, shownError } from '../../../lib/flow';
import { holdSyncLogin, isBrowserSyncFlow, sendSyncLogin, syncBrowser } from '../../../lib/sync';
import type { NewPasswordErrors, NewPasswordValues, ShownError } from '../../../lib/flow';
import { PATHS } from '../../../lib/paths';
import {
  accountResetToken,
  heldRecoveredKeys,
  heldReset,
  holdReset,
  resetCredentials,
  storeResetAccount,
  useHeldReset,
  useOnNavigate,
  useResetFlow,
} from '../flow';
import { CompleteResetPasswordPage } from './CompleteResetPasswordPage';

const EMPTY: NewPasswordValues = { password: '', confirmation: '' };

export function NewPasswordContainer({ variant }: { variant: 'new-key' | 'kept-key' }) {
  const { services, location, go, serviceName, version } = useResetFlow();
  const state = useHeldReset();
  const navigate = useOnNavigate();
  const [keys] = useState(() => (state && variant === 'kept-key' ? heldRecoveredKeys(services.sensitiveData, state.uid) : undefined));
  const [values, setValues] = useState<NewPasswordValues>(EMPTY);
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const [bannerError, setBannerError] = useState<ShownError>();
  const [stage, setStage] = useState<'idle' | 'stretching' | 'submitting'>('idle');
  const checking = useRef(false);
  const missingKeys = state !== undefined && variant === 'kept-key' && !keys;

  // The kept-key page without an opened key (a reload): back to the key.
  useEffect(() => {
    if (missingKeys) go(PATHS.accountRecoveryConfirmKey);
  }, [missingKeys, go]);

  if (!state || missingKeys) return null;

  const onChange = (next: NewPasswordValues) => {
    setErrors((current) => keptPasswordErrors(values, next, current));
    setValues(next);
  };

  const submit = async () => {
    // The breach check asks the server: a second press meanwhile starts nothing.
    if (stage !== 'idle' || checking.current) return;
    setBannerError(undefined);
    checking.current = true;
    const found = await checkNewPassword(values, state.email, services.api).finally(() => (checking.current = false));
    setErrors(found);
    if (found.password || found.confirmation) return;
    setStage('stretching');
    try {
      const kB = keys ? hexToBytes(keys.kB) : randomKb();
      const { credentials, unwrapBKey } = await resetCredentials(state, values.password, version, kB);
      // The browser's sync gets its keys through a key-fetch token of the new password.
      const browserSync = isBrowserSyncFlow(location.search);
      setStage('submitting');
      const token = await accountResetToken(services.api, services.sensitiveData, heldReset(services.sensitiveData) ?? state);
      const response = keys
        ? await services.api.accountResetWithRecoveryKey(token, { ...credentials, recoveryKeyId: keys.recoveryKeyId, sessionToken: true }, { keys: browserSync })
        : await services.api.accountReset(token, { ...credentials, sessionToken: true }, { keys: browserSync });
      setValues(EMPTY);
      storeResetAccount(services, state, response, kB, location.search);
      if (browserSync && response.sessionToken && response.verified) {
        holdSyncLogin(services.sensitiveData, { uid: response.uid, ...(response.keyFetchToken ? { keyFetchToken: response.keyFetchToken, unwrapBKey } : {}) });
        await sendSyncLogin(syncBrowser(), services.sensitiveData, { uid: response.uid, email: state.email, sessionToken: response.sessionToken, verified: true });
      }
      go(keys ? PATHS.resetPasswordWithRecoveryKeyVerified : PATHS.resetPasswordVerified, undefined, OUTCOME_STATE);
    } catch (error) {
      setBannerError(shownError(error));
      setStage('idle');
    }
  };

  // Back to the recovery key the person has after all: their data is kept.
  const useKey = (href: string) => {
    const current = heldReset(services.sensitiveData);
    if (current) holdReset(services.sensitiveData, { ...current, useRecoveryKey: true });
    navigate(href);
  };

  return (
    <CompleteResetPasswordPage
      variant={keys ? 'kept-key' : 'new-key'}
      email={state.email}
      values={values}
      onChange={onChange}
      errors={errors}
      bannerError={bannerError}
      stage={stage}
      onSubmit={() => void submit()}
      useKeyHref={state.paths.recoveryKey ? `${PATHS.accountRecoveryConfirmKey}${location.search}` : undefined}
      onNavigate={useKey}
      serviceName={serviceName}
    />
  );
}

/** /complete_reset_password: a new kB; the page warns first that the synced data will be lost. */
export function CompleteResetPasswordContainer() {
  return <NewPasswordContainer variant="new-key" />;
}
