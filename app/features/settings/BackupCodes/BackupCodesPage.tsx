// /settings/two_step_authentication/replace_codes: the backup authentication
// codes of an account with two-step on. First how many are left (a warning
// when few are), and new codes on request; the new codes are then shown once,
// to copy, download or print, until Done. Without two-step, it says codes
// come with it and leads to its set-up. Pure.
import { useLocalization } from '@fluent/react';
import { Banner, Button } from '../../../../design-system';
import { ErrorBanner } from '../../../lib/flow';
import type { ShownError } from '../../../lib/flow';
import { BackupCodesList, Buttons, Lead, PageLink, SettingsSubPage } from '../kit';
import type { SaveHandlers } from '../kit';
import { isLowOnBackupCodes } from '../twoStep';

export type BackupCodesStep =
  /** Two-step is off: there are no codes to replace. */
  | { kind: 'no-two-step' }
  /** How many unused codes are left. */
  | { kind: 'count'; remaining: number }
  /** The new codes, shown this once. */
  | { kind: 'shown'; codes: readonly string[] };

/** With the new codes' Copy, Download (a text file) and Print. */
export interface BackupCodesPageProps extends SaveHandlers {
  step: BackupCodesStep;
  bannerError?: ShownError;
  /** Making new codes is under way. */
  creating?: boolean;
  onCreate: () => void;
  /** Leaves the shown codes for the home. */
  onDone: () => void;
  /** The two-step page's address. */
  twoStepHref: string;
  onNavigate?: (href: string) => void;
}

export function BackupCodesPage(props: BackupCodesPageProps) {
  const { l10n } = useLocalization();
  const t = (id: string, args?: Record<string, string | number>) => l10n.getString(id, args);
  const { step } = props;
  return (
    <SettingsSubPage heading={t('settings-backup-codes-heading')} section="security" onNavigate={props.onNavigate}>
      <ErrorBanner error={props.bannerError} />
      {step.kind === 'no-two-step' && (
        <>
          <Lead>{t('settings-backup-codes-need-two-step')}</Lead>
          <PageLink id="settings-backup-codes-two-step" href={props.twoStepHref} onNavigate={props.onNavigate}>
            {t('settings-backup-codes-set-up-two-step')}
          </PageLink>
        </>
      )}
      {step.kind === 'count' && (
        <>
          <Lead id="settings-backup-codes-remaining">
            {step.remaining > 0 ? t('settings-backup-codes-remaining', { count: step.remaining }) : t('settings-backup-codes-none-left')}
          </Lead>
          {isLowOnBackupCodes(step.remaining) && (
            <div id="settings-backup-codes-low">
              <Banner type="warning" description={t('settings-backup-codes-low', { count: step.remaining })} />
            </div>
          )}
          <Lead>{t('settings-backup-codes-replace-lead')}</Lead>
          <Buttons>
            <Button id="settings-backup-codes-create" onPress={props.onCreate} isPending={props.creating}>
              {t('settings-backup-codes-get-new')}
            </Button>
          </Buttons>
        </>
      )}
      {step.kind === 'shown' && (
        <>
          <Lead id="settings-backup-codes-shown-lead">{t('settings-backup-codes-shown-lead', { count: step.codes.length })}</Lead>
          <BackupCodesList {...props} codes={step.codes} />
          <Buttons>
            <Button id="settings-backup-codes-done" onPress={props.onDone}>
              {t('settings-backup-codes-done')}
            </Button>
          </Buttons>
        </>
      )}
    </SettingsSubPage>
  );
}
