// The backup codes page's calls: new codes are made in the browser (as many
// and as long as the configuration says), replace the old ones through the
// `2fa` step-up, and are shown only until the person leaves the page.
import { useLocalization } from '@fluent/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppServices } from '../../../lib/app';
import { usePageTitle } from '../../../lib/page';
import { useSettingsData } from '../data';
import { settingsPageHref } from '../paths';
import { sectionHref } from '../sections';
import { copyText, downloadBackupCodes, printPage, useSettingsRequest, useStepUp } from '../kit';
import { makeBackupCodes } from '../twoStep';
import { BackupCodesPage } from './BackupCodesPage';
import type { BackupCodesStep } from './BackupCodesPage';

export function BackupCodesContainer() {
  const { l10n } = useLocalization();
  usePageTitle(l10n.getString('settings-backup-codes-heading'));
  const { api, config } = useAppServices();
  const { account, refresh, showAlert } = useSettingsData();
  const stepUp = useStepUp();
  const navigate = useNavigate();
  const [codes, setCodes] = useState<string[]>();
  const request = useSettingsRequest();
  const twoStepOn = account.totp.exists && account.totp.verified;
  const email = account.emails.find((entry) => entry.isPrimary)?.email ?? '';

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
    void refresh();
  };

  return (
    <BackupCodesPage
      step={step}
      bannerError={request.bannerError}
      creating={request.isBusy}
      onCreate={() => void create()}
      onDone={() => {
        showAlert('settings-backup-codes-replaced');
        void navigate(sectionHref('security'));
      }}
      onCopy={copyText}
      onDownload={() => downloadBackupCodes(codes ?? [], l10n.getString('settings-backup-codes-file-heading'), email)}
      onPrint={printPage}
      twoStepHref={settingsPageHref('two_step_authentication')}
      onNavigate={(href) => void navigate(href)}
    />
  );
}
