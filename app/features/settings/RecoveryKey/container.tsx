// The recovery key page's steps and calls: the password gives kA and kB
// (checked again for this session, with keys), the key is made and sealed
// here, and only its id and the JWE go to the server with the
// `recovery_key` step-up; the hint is saved with the session. Deleting goes
// through the same step-up. The area's account is read again after each
// change and the home says what changed.
import { useState } from 'react';
import { ERRNO } from '../../../api';
import { clientError, hasErrno, shownError } from '../../../lib/flow';
import { copyText, downloadTextFile, printPage, useField, useSettingsPage, useSettingsRequest, useStepUp } from '../kit';
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
  const { value: password, setValue: setPassword, error: passwordError, setError: setPasswordError, onChange: onPasswordChange, reset: resetPassword } = useField();
  const hint = useField();
  // A key made or deleted elsewhere meanwhile: the page shows what the account has now, and says why.
  const request = useSettingsRequest<NonNullable<Busy>>({ stale: { errnos: [ERRNO.RECOVERY_KEY_EXISTS, ERRNO.RECOVERY_KEY_NOT_FOUND], then: () => setFlow(undefined) } });
  const step = flow ?? settled;

  const create = async () => {
    if (step.kind !== 'password') return;
    if (password === '') {
      setPasswordError(clientError('PASSWORD_REQUIRED'));
      return;
    }
    setPasswordError(undefined);
    const wrongPassword = (error: unknown) => {
      // The account has no password (read before one was removed elsewhere): the page offers to create one.
      if (hasErrno(error, ERRNO.NO_PASSWORD_SET)) {
        setFlow(undefined);
        void refresh();
        return true;
      }
      if (!hasErrno(error, ERRNO.INCORRECT_PASSWORD)) return false;
      setPasswordError(shownError(error));
      return true;
    };
    const made = await request.run(
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
      { failure: wrongPassword },
    );
    if (!made) return;
    setPassword('');
    hint.reset();
    setFlow({ kind: 'key', key: made.value, hintSaved: false });
    void refresh();
  };

  const saveHint = async () => {
    if (step.kind !== 'key') return;
    const problem = hintProblem(hint.value);
    hint.setError(problem);
    if (problem) return;
    const saved = await request.run('hint', () => api.recoveryKeyHintUpdate(hint.value));
    if (saved) setFlow({ ...step, hintSaved: true });
  };

  const shownKey = step.kind === 'key' ? step.key : '';

  return (
    <RecoveryKeyPage
      step={step}
      hasPassword={account.passwordCreated > 0}
      password={password}
      onPasswordChange={onPasswordChange}
      passwordError={passwordError}
      hint={hint.value}
      onHintChange={(next) => {
        hint.onChange(next);
        if (step.kind === 'key' && step.hintSaved) setFlow({ ...step, hintSaved: false });
      }}
      hintError={hint.error}
      bannerError={request.bannerError}
      busy={request.busy}
      onStart={(replace) => {
        request.setBannerError(undefined);
        resetPassword();
        setFlow({ kind: 'password', replace });
      }}
      onCreate={() => void create()}
      onSaveHint={() => void saveHint()}
      onDone={() => void finish('settings-recovery-key-created')}
      onCancel={() => {
        setFlow(undefined);
        resetPassword();
        request.setBannerError(undefined);
      }}
      onDelete={() => {
        void request.run('delete', () => stepUp.run('recovery_key', (jwt) => api.recoveryKeyDestroy(jwt))).then(async (done) => {
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
