// /signin_recovery_choice: sign in with a backup code or the recovery phone.
import { useLocalization } from '@fluent/react';
import { Button, Form, RadioGroup } from '../../../../design-system';
import { ErrorBanner, FlowCard, Text } from '../../../lib/flow';
import type { ShownError } from '../../../lib/flow';

export type RecoveryChoice = 'code' | 'phone';

export interface SigninRecoveryChoicePageProps {
  /** The recovery phone's last digits; no phone option without it. */
  maskedPhone?: string;
  choice: RecoveryChoice;
  onChoiceChange: (choice: RecoveryChoice) => void;
  bannerError?: ShownError;
  /**
   * The page is still reading whether the account has a recovery phone: the
   * options wait (disabled) and Continue is busy, so nothing is chosen before
   * every option is there.
   * @default false
   */
  reading?: boolean;
  /** @default false */
  submitting?: boolean;
  onSubmit: () => void;
}

export function SigninRecoveryChoicePage({ maskedPhone, choice, onChoiceChange, bannerError, reading = false, submitting = false, onSubmit }: SigninRecoveryChoicePageProps) {
  const { l10n } = useLocalization();
  const options = [
    ...(maskedPhone ? [{ value: 'phone', label: l10n.getString('signin-choice-phone', { phone: maskedPhone }) }] : []),
    { value: 'code', label: l10n.getString('signin-choice-code') },
  ];
  return (
    <FlowCard heading={l10n.getString('signin-recovery-choice-heading')}>
      <ErrorBanner error={bannerError} />
      <Text>{l10n.getString('signin-recovery-choice-instruction')}</Text>
      <Form onSubmit={() => onSubmit()}>
        <RadioGroup
          id="signin-recovery-choice"
          label={l10n.getString('signin-recovery-choice-label')}
          options={options}
          value={choice}
          isDisabled={reading}
          onChange={(value) => onChoiceChange(value === 'phone' ? 'phone' : 'code')}
        />
        <Button id="signin-recovery-choice-submit" type="submit" fullWidth isPending={submitting || reading}>
          {l10n.getString('signin-continue')}
        </Button>
      </Form>
    </FlowCard>
  );
}
