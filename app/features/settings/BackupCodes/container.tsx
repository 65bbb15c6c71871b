// The backup codes page's calls: new codes are made in the browser (as many
// and as long as the configuration says), replace the old ones through the
// `2fa` step-up, and are shown only until the person leaves the page.
import { useState } from 'react';
import { settingsPageHref } from '../paths';
import { copyText, downloadBackupCodes, printPage, useSettingsPage, useSettingsRequest, useStepUp } from '../kit';
import { makeBackupCodes } from '../twoStep';
import { BackupCodesPage } from './BackupCodesPage';
import type { BackupCodesStep } from './BackupCodesPage';

export function BackupCodesContainer() {
  const page = useSettingsPage('settings-backup-codes-heading', 'security');
  const { l10n, api, config, account } = page;
  const stepUp = useStepUp();
  const [codes, setCodes] = useState<string[]>();
  const request = useSettingsRequest();
  const twoStepOn = account.totp.exists && account.totp.verified;

  const step: BackupCodesStep = codes
    ? { kind: 'shown', codes }
    : twoStepOn
      ? { kind: 'count', remaining: account.backupCodes.count }
      : { kind: 'no-two-step' };

  const create = async () => {
    if (!request.begin()) return;
    const fresh = makeBackupCodes(config.recoveryCodes.count, config.recoveryCodes.length);
    if (!(await request.send(true, () => stepUp.run('2fa', (jwt) => api.recoveryCodesReplace(jwt, fresh))))) return;
    setCodes(fresh);
    void page.refresh();
  };

  return (
    <BackupCodesPage
      step={step}
      bannerError={request.bannerError}
      creating={request.isBusy}
      onCreate={() => void create()}
      onDone={() => {
        page.showAlert('settings-backup-codes-replaced');
        page.leave();
      }}
      onCopy={copyText}
      onDownload={() => downloadBackupCodes(codes ?? [], l10n.getString('settings-backup-codes-file-heading'), page.primaryEmail)}
      onPrint={printPage}
      twoStepHref={settingsPageHref('two_step_authentication')}
      onNavigate={page.onNavigate}
    />
  );
}
