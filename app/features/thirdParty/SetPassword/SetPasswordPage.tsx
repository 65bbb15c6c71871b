// /post_verify/third_party_auth/set_password: an account made through a
// third-party sign-in has no password, and sync encrypts with one: it is
// created here, with the choice of what to sync (SPEC §2.2, §3.12). Pure.
import { useLocalization } from '@fluent/react';
import { Button, Form } from '../../../../design-system';
import { ErrorBanner, FlowCard, NewPasswordFields, Stack, TermsAgreement } from '../../../lib/flow';
import type { NewPasswordErrors, NewPasswordValues, ShownError } from '../../../lib/flow';
import type { EngineChoice } from '../../../lib/sync';
import { ChooseWhatToSync } from '../../../lib/sync/ChooseWhatToSync';

export interface SetPasswordPageProps {
  email: string;
  values: NewPasswordValues;
  onChange: (values: NewPasswordValues) => void;
  errors?: NewPasswordErrors;
  /** Each offered engine and whether it is chosen (SPEC §3.12). */
  engines: EngineChoice;
  onEngineChange: (engine: string, selected: boolean) => void;
  bannerError?: ShownError;
  busy?: boolean;
  onSubmit: () => void;
}

export function SetPasswordPage({ email, values, onChange, errors, engines, onEngineChange, bannerError, busy = false, onSubmit }: SetPasswordPageProps) {
  const { l10n } = useLocalization();
  return (
    <FlowCard heading={l10n.getString('third-party-set-password-heading')} lead={l10n.getString('third-party-set-password-lead', { email })}>
      <ErrorBanner error={bannerError} />
      <Form onSubmit={() => onSubmit()}>
        <Stack>
          <NewPasswordFields
            id="third-party-set-password"
            labels={{ password: l10n.getString('third-party-set-password-new'), confirmation: l10n.getString('third-party-set-password-confirm') }}
            values={values}
            onChange={onChange}
            errors={errors}
          />
          <ChooseWhatToSync choice={engines} onChange={onEngineChange} />
          <Button id="third-party-set-password-submit" type="submit" isPending={busy} fullWidth>
            {l10n.getString('third-party-set-password-submit')}
          </Button>
        </Stack>
      </Form>
      <TermsAgreement id="third-party-set-password-terms" />
    </FlowCard>
  );
}
