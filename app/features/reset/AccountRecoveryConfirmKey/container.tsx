// /account_recovery_confirm_key: the typed recovery key's id fetches the
// recovery data, which the key opens in the browser; kB waits in memory for
// the new password.
import { useEffect, useState } from 'react';
import { ERRNO } from '../../../api';
import { InvalidRecoveryKeyError, decryptRecoveryData, parseRecoveryKey, recoveryKeyId } from '../../../lib/crypto';
import { clientError, codeStepState, useCodeForm } from '../../../lib/flow';
import { PATHS } from '../../../lib/paths';
import { accountResetToken, heldReset, holdRecoveredKeys, holdReset, useHeldReset, useOnNavigate, useResetFlow } from '../flow';
import { AccountRecoveryConfirmKeyPage } from './AccountRecoveryConfirmKeyPage';

export function AccountRecoveryConfirmKeyContainer() {
  const { services, location, go, serviceName } = useResetFlow();
  const state = useHeldReset();
  const navigate = useOnNavigate();
  const [hint, setHint] = useState<string>();
  const uid = state?.uid;
  // The hint is a help, not a step: if it cannot be read the page works without it, and the key's check trades the code again.
  useEffect(() => {
    const current = heldReset(services.sensitiveData);
    if (!current || current.uid !== uid) return;
    let live = true;
    accountResetToken(services.api, services.sensitiveData, { ...current, useRecoveryKey: true })
      .then((token) => services.api.recoveryKeyHintGet(token))
      .then(
        (answer) => {
          if (live && answer.hint) setHint(answer.hint);
        },
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [services.api, services.sensitiveData, uid]);
  const form = useCodeForm({
    ready: state !== undefined,
    check: (typed) => {
      if (typed.trim() === '') return clientError('RECOVERY_KEY_REQUIRED');
      return parseRecoveryKey(typed) ? undefined : clientError('INVALID_RECOVERY_KEY');
    },
    async verify(typed) {
      const key = parseRecoveryKey(typed);
      const current = heldReset(services.sensitiveData);
      if (!key || !current) return;
      const token = await accountResetToken(services.api, services.sensitiveData, { ...current, useRecoveryKey: true });
      const id = await recoveryKeyId(key, current.uid);
      const { recoveryData } = await services.api.recoveryKeyBundleGet(token, id);
      const { kB } = await decryptRecoveryData(key, current.uid, recoveryData);
      holdRecoveredKeys(services.sensitiveData, { uid: current.uid, kB, recoveryKeyId: id });
      go(PATHS.accountRecoveryResetPassword);
    },
    // A key that is not the account's: no recovery data under its id, or data it does not open.
    wrongCodeErrnos: [ERRNO.RECOVERY_KEY_NOT_FOUND, ERRNO.INVALID_RECOVERY_KEY],
    wrongCodeShownAs: clientError('INVALID_RECOVERY_KEY'),
    handleFailure(error, setCodeError) {
      if (!(error instanceof InvalidRecoveryKeyError)) return false;
      setCodeError(clientError(error.key));
      return true;
    },
  });
  if (!state) return null;

  // Without the key, the reset goes on to a new password, which says first that the synced data will be lost.
  const withoutKey = (href: string) => {
    const current = heldReset(services.sensitiveData);
    if (current) holdReset(services.sensitiveData, { ...current, useRecoveryKey: false });
    navigate(href);
  };

  return (
    <AccountRecoveryConfirmKeyPage
      {...codeStepState(form)}
      withoutKeyHref={`${PATHS.completeResetPassword}${location.search}`}
      onNavigate={withoutKey}
      serviceName={serviceName}
      hint={hint}
    />
  );
}
