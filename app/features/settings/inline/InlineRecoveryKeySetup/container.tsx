// /inline_recovery_key_setup: reached at the end of a sync sign-in. An
// account that has a key already goes straight on. Otherwise the key is made
// in the browser from kA and kB, and stored with the session's own operation
// (a session confirmed minutes ago): the keys the sign-in's key fetch gave,
// or, when the page holds none (the key-fetch token went to the browser, or
// a reload forgot it), the keys read after the password is checked again for
// this session (reason recovery_key, with keys), as settings does. 'Do it
// later' is remembered on this browser. Then the flow goes where the sign-in
// would have gone.
import { useLocalization } from '@fluent/react';
import { useEffect, useState } from 'react';
import { ERRNO } from '../../../../api';
import { useAppServices } from '../../../../lib/app';
import { accountKeysWithPassword, clientError, heldAccountKeys, hasErrno, holdsKeysFor, shownError, useCurrentAccount, useFlowNavigation, useRequireSession } from '../../../../lib/flow';
import type { ShownError } from '../../../../lib/flow';
import { useServiceName } from '../../../../lib/oauth';
import { SIGN_IN_QUERY, useQueryParams } from '../../../../lib/query';
import { copyText, downloadTextFile, printPage, useSettingsRequest } from '../../kit';
import { RECOVERY_KEY_FILE_NAME, makeRecoveryKey, recoveryKeyFile } from '../../recoveryKey';
import { InlineRecoveryKeySetupPage } from './InlineRecoveryKeySetupPage';
import type { InlineRecoveryKeyStep } from './InlineRecoveryKeySetupPage';

export function InlineRecoveryKeySetupContainer() {
  const { l10n } = useLocalization();
  const { api, dismissals, sensitiveData } = useAppServices();
  const query = useQueryParams(SIGN_IN_QUERY);
  const serviceName = useServiceName(query.clientId, query.clientId !== undefined);
  const account = useCurrentAccount();
  const ready = useRequireSession(account);
  const { finish } = useFlowNavigation();
  const [step, setStep] = useState<InlineRecoveryKeyStep>({ kind: 'offer' });
  const request = useSettingsRequest();
  // Decided once: whether the sign-in's keys are here, or the password must give them.
  const [asksPassword] = useState(() => account === undefined || !holdsKeysFor(sensitiveData, account.uid));
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<ShownError>();
  const goOn = () => finish(query.redirectTo);

  // A key made elsewhere already does this page's work.
  useEffect(() => {
    if (!ready) return;
    let live = true;
    api.recoveryKeyExists().then(
      (answer) => {
        if (live && answer.exists) finish(query.redirectTo);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api, ready, finish, query.redirectTo]);

  /** A wrong password goes under its field; a key made meanwhile (another tab) does this page's work. */
  const handled = (error: unknown) => {
    if (hasErrno(error, ERRNO.INCORRECT_PASSWORD)) setPasswordError(shownError(error));
    else if (hasErrno(error, ERRNO.RECOVERY_KEY_EXISTS)) goOn();
    else return false;
    return true;
  };

  const create = async () => {
    if (request.isBusy || !account) return;
    if (asksPassword && password === '') {
      setPasswordError(clientError('PASSWORD_REQUIRED'));
      return;
    }
    if (!request.begin()) return;
    setPasswordError(undefined);
    const made = await request.send(
      true,
      async () => {
        const keys = asksPassword ? await accountKeysWithPassword(api, account.email ?? '', password, 'recovery_key') : await heldAccountKeys(api, sensitiveData, account.uid);
        if (!keys) return undefined;
        setPassword('');
        const key = await makeRecoveryKey(account.uid, keys);
        await api.inlineRecoveryKeyCreate({ recoveryKeyId: key.recoveryKeyId, recoveryData: key.recoveryData, enabled: true });
        return key.key;
      },
      { failure: handled },
    );
    if (!made) return;
    // The held keys were already traded (another tab of this flow): the key is made in settings instead.
    if (made.value === undefined) goOn();
    else setStep({ kind: 'key', key: made.value });
  };

  return (
    <InlineRecoveryKeySetupPage
      step={step}
      serviceName={serviceName}
      bannerError={request.bannerError}
      busy={request.isBusy}
      {...(asksPassword
        ? {
            password: {
              value: password,
              onChange: (value: string) => {
                setPassword(value);
                setPasswordError(undefined);
              },
              error: passwordError,
            },
          }
        : {})}
      onCreate={() => void create()}
      onLater={() => {
        if (account) dismissals.dismiss(account.uid, 'recoveryKeyLater');
        goOn();
      }}
      onContinue={goOn}
      onCopy={copyText}
      onDownload={() => {
        if (step.kind === 'key') downloadTextFile(RECOVERY_KEY_FILE_NAME, recoveryKeyFile(step.key, l10n.getString('settings-recovery-key-file-heading'), account?.email ?? ''));
      }}
      onPrint={printPage}
    />
  );
}
