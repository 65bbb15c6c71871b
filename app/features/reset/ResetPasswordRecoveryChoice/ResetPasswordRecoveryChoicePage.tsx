// /reset_password_totp_recovery_choice: the one chooser of a reset, listing
// only the ways the account has: the second factor that proves a two-step
// account's reset (authenticator app, backup code, recovery phone), and
// whether to keep the synced data with the account recovery key. Pure.
import { useLocalization } from '@fluent/react';
import { Button, Form, RadioGroup } from '../../../../design-system';
import { ErrorBanner, FlowCard, Stack, Text } from '../../../lib/flow';
import type { ShownError } from '../../../lib/flow';
import type { SecondFactor } from '../rules';

export interface ResetPasswordRecoveryChoicePageProps {
  /** The second factors the account has, in order; none for an account without two-step authentication. */
  factors: readonly SecondFactor[];
  /** The chosen one, when there are any. */
  factor?: SecondFactor;
  onFactorChange: (factor: SecondFactor) => void;
  /** Unused backup codes, named in their option. @default 0 */
  backupCodes?: number;
  /** The recovery phone's last digits, named in its option. */
  phoneDigits?: string;
  /** The account has a recovery key: the page asks whether to use it. @default false */
  hasRecoveryKey?: boolean;
  /** @default false */
  useRecoveryKey?: boolean;
  onUseRecoveryKeyChange: (use: boolean) => void;
  bannerError?: ShownError;
  /** @default false */
  submitting?: boolean;
  onSubmit: () => void;
  /** The relying service of an OAuth flow. */
  serviceName?: string;
}

export function ResetPasswordRecoveryChoicePage({
  factors,
  factor,
  onFactorChange,
  backupCodes = 0,
  phoneDigits,
  hasRecoveryKey = false,
  useRecoveryKey = false,
  onUseRecoveryKeyChange,
  bannerError,
  submitting = false,
  onSubmit,
  serviceName,
}: ResetPasswordRecoveryChoicePageProps) {
  const { l10n } = useLocalization();
  const label = (option: SecondFactor) => {
    if (option === 'totp') return l10n.getString('reset-choice-totp');
    if (option === 'backup-code') return l10n.getString('reset-choice-backup-code', { count: backupCodes });
    return l10n.getString('reset-choice-phone', { phone: phoneDigits ?? '' });
  };
  return (
    <FlowCard heading={l10n.getString('reset-choice-heading')} serviceName={serviceName}>
      <ErrorBanner error={bannerError} />
      <Text>{l10n.getString(factors.length > 0 ? 'reset-choice-factor-instruction' : 'reset-choice-key-instruction')}</Text>
      <Form onSubmit={() => onSubmit()}>
        <Stack>
          {factors.length > 0 && (
            <RadioGroup
              id="reset-choice-factor"
              label={l10n.getString('reset-choice-factor-label')}
              options={factors.map((option) => ({ value: option, label: label(option) }))}
              value={factor ?? null}
              onChange={(value) => {
                const chosen = factors.find((option) => option === value);
                if (chosen) onFactorChange(chosen);
              }}
            />
          )}
          {hasRecoveryKey && (
            <RadioGroup
              id="reset-choice-key"
              label={l10n.getString('reset-choice-key-label')}
              options={[
                { value: 'key', label: l10n.getString('reset-choice-use-key') },
                { value: 'without', label: l10n.getString('reset-choice-without-key') },
              ]}
              value={useRecoveryKey ? 'key' : 'without'}
              onChange={(value) => onUseRecoveryKeyChange(value === 'key')}
            />
          )}
          <Button id="reset-choice-submit" type="submit" fullWidth isPending={submitting}>
            {l10n.getString('reset-continue')}
          </Button>
        </Stack>
      </Form>
    </FlowCard>
  );
}
