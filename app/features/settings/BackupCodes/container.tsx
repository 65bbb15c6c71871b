// The backup codes page's calls: new codes are made in the browser (as many
// and as long as the configuration says), replace the old ones through the
// `2fa` step-up, and are shown only until the person leaves the page.
import { useLocalization } from '@fluent/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppServices } from '../../../lib/app';
import { shownError } from '../../../lib/flow';
import type { ShownError } from '../../../lib/flow';
import { usePageTitle } from '../../../lib/page';
import { useSettingsData } from '../data';
import { settingsPageHref } from '../paths';
import { sectionHref } from '../sections';
import { copyText, downloadBackupCodes, isStepUpCancelled, printPage, useStepUp } from '../kit';
import { makeBackupCodes } from '../twoStep';
import { BackupCodesPage } from './BackupCodesPage';
import type { BackupCodesStep } from './BackupCodesPage';

export function BackupCodesContainer() {
  const { l10n } = useLocalization();
  usePageTitle(l10n.getString('settings-backup-codes-heading'));
  const { api, config } = useAppServices();
  const { account, refresh, endedSession, showAlert } = useSettingsData();
  const stepUp = useStepUp();
  const navigate = useNavigate();
  const [codes, setCodes] = useState<string[]>();
  const [creating, setCreating] = useState(false);
  const [bannerError, setBannerError] = useState<ShownError>();
  const twoStepOn = account.totp.exists && account.totp.verified;
  const email = account.emails.find((entry) => entry.isPrimary)?.email ?? '';

  const step: BackupCodesStep = codes
    ? { kind: 'shown', codes }
    : twoStepOn
      ? { kind: 'count', remaining: account.backupCodes.count }
      : { kind: 'no-two-step' };

  const create = async () => {
    if (creating) return;
    setBannerError(undefined);
    setCreating(true);
    const fresh = makeBackupCodes(config.recoveryCodes.count, config.recoveryCodes.length);
    try {
      await stepUp.run('2fa', (jwt) => api.recoveryCodesReplace(jwt, fresh));
    } catch (error) {
      setCreating(false);
      if (!isStepUpCancelled(error) && !endedSession(error)) setBannerError(shownError(error));
      return;
    }
    setCreating(false);
    setCodes(fresh);
    void refresh();
  };

  return (
    <BackupCodesPage
      step={step}
      bannerError={bannerError}
      creating={creating}
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
