// The recovery key page's steps and calls: the password gives kA and kB
// (checked again for this session, with keys), the key is made and sealed
// here, and only its id and the JWE go to the server with the
// `recovery_key` step-up; the hint is saved with the session. Deleting goes
// through the same step-up. The area's account is read again after each
// change and the home says what changed.
import { useState } from 'react';
import { ERRNO } from '../../../api';
import { clientError, hasErrno, shownError } from '../../../lib/flow';
import type { ShownError } from '../../../lib/flow';
import { copyText, downloadTextFile, printPage, useSettingsPage, useSettingsRequest, useStepUp } from '../kit';
import { RECOVERY_KEY_FILE_NAME, hintProblem, keysWithPassword, makeRecoveryKey, recoveryKeyFile } from '../recoveryKey';
import { RecoveryKeyPage } from './RecoveryKeyPage';
import type { RecoveryKeyPageProps, RecoveryKeyStep } from './RecoveryKeyPage';

export const RECOVERY_KEY_PAGE = 'account_recovery';

type Busy = RecoveryKeyPageProps['busy'];

export function RecoveryKeyContainer() {
  const page = useSettingsPage('settings-recovery-key-heading', 'security');
  const { l10n, api, account, refresh, finish, primaryEmail: email } = page;
  const stepUp = useStepUp();
  const settled: RecoveryKeyStep = account.recoveryKey.exists ? { kind: 'exists' } : { kind: 'none' };
  const [flow, setFlow] = useState<RecoveryKeyStep>();
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<ShownError>();
  const [hint, setHint] = useState('');
  const [hintError, setHintError] = useState<ShownError>();
  const request = useSettingsRequest<NonNullable<Busy>>();
  const step = flow ?? settled;

  /** Runs one request of the page; a key made or deleted elsewhere meanwhile shows what the account has now, and says why. */
  const send = <T,>(control: NonNullable<Busy>, call: () => Promise<T>, onFailure?: (error: unknown) => boolean) =>
    request.run(control, call, {
      failure: (error) => {
        if (onFailure?.(error)) return true;
        if (hasErrno(error, ERRNO.RECOVERY_KEY_EXISTS, ERRNO.RECOVERY_KEY_NOT_FOUND)) {
          setFlow(undefined);
          void refresh();
        }
        return false;
      },
    });

  const create = async () => {
    if (step.kind !== 'password') return;
    if (password === '') {
      setPasswordError(clientError('PASSWORD_REQUIRED'));
      return;
    }
    setPasswordError(undefined);
    const wrongPassword = (error: unknown) => {
      if (!hasErrno(error, ERRNO.INCORRECT_PASSWORD)) return false;
      setPasswordError(shownError(error));
      return true;
    };
    const made = await send(
      'create',
      async () => {
        const keys = await keysWithPassword(api, email, password);
        const key = await makeRecoveryKey(account.uid, keys);
        await stepUp.run('recovery_key', (jwt) =>
          api.recoveryKeyCreate(jwt, {
            recoveryKeyId: key.recoveryKeyId,
            recoveryData: key.recoveryData,
            enabled: true,
            ...(step.replace ? { replaceKey: true } : {}),
          }),
        );
        return key.key;
      },
      wrongPassword,
    );
    if (!made) return;
    setPassword('');
    setHint('');
    setHintError(undefined);
    setFlow({ kind: 'key', key: made.value, hintSaved: false });
    void refresh();
  };

  const saveHint = async () => {
    if (step.kind !== 'key') return;
    const problem = hintProblem(hint);
    setHintError(problem);
    if (problem) return;
    const saved = await send('hint', () => api.recoveryKeyHintUpdate(hint));
    if (saved) setFlow({ ...step, hintSaved: true });
  };

  const shownKey = step.kind === 'key' ? step.key : '';

  return (
    <RecoveryKeyPage
      step={step}
      password={password}
      onPasswordChange={(next) => {
        setPassword(next);
        if (passwordError && next !== password) setPasswordError(undefined);
      }}
      passwordError={passwordError}
      hint={hint}
      onHintChange={(next) => {
        setHint(next);
        if (hintError && next !== hint) setHintError(undefined);
        if (step.kind === 'key' && step.hintSaved) setFlow({ ...step, hintSaved: false });
      }}
      hintError={hintError}
      bannerError={request.bannerError}
      busy={request.busy}
      onStart={(replace) => {
        request.setBannerError(undefined);
        setPassword('');
        setPasswordError(undefined);
        setFlow({ kind: 'password', replace });
      }}
      onCreate={() => void create()}
      onSaveHint={() => void saveHint()}
      onDone={() => void finish('settings-recovery-key-created')}
      onCancel={() => {
        setFlow(undefined);
        setPassword('');
        setPasswordError(undefined);
        request.setBannerError(undefined);
      }}
      onDelete={() => {
        void send('delete', () => stepUp.run('recovery_key', (jwt) => api.recoveryKeyDestroy(jwt))).then(async (done) => {
          if (done) await finish('settings-recovery-key-deleted');
        });
      }}
      onCopy={copyText}
      onDownload={() => downloadTextFile(RECOVERY_KEY_FILE_NAME, recoveryKeyFile(shownKey, l10n.getString('settings-recovery-key-file-heading'), email))}
      onPrint={printPage}
      onNavigate={page.onNavigate}
    />
  );
}
