// Sign-up: a new password, its confirmation and the age question. Pure.
import { useLocalization } from '@fluent/react';
import { Button, Form, TextField } from '../../../../design-system';
import { ErrorBanner, FlowCard, NewPasswordFields, Stack, TermsAgreement, useErrorText } from '../../../lib/flow';
import type { ShownError } from '../../../lib/flow';
import { ChooseWhatToSync } from '../../../lib/sync/ChooseWhatToSync';
import type { ChooseWhatToSyncProps } from '../../../lib/sync/ChooseWhatToSync';
import { ThirdPartyButtons } from '../../../lib/thirdParty';
import type { ThirdPartyButtonsProps } from '../../../lib/thirdParty';

export interface SignupFormValues {
  password: string;
  confirmation: string;
  age: string;
}

export interface SignupFieldErrors {
  password?: ShownError;
  confirmation?: ShownError;
  age?: ShownError;
}

export interface SignupPageProps {
  email: string;
  values: SignupFormValues;
  onChange: (values: SignupFormValues) => void;
  onSubmit: () => void;
  /** Goes back to the entry page to use another address. */
  onChangeEmail: () => void;
  /** Whether the age question is asked. @default true */
  showAge?: boolean;
  /** 'stretching' while the password is derived in the browser, 'submitting' while the account is created. */
  stage?: 'idle' | 'stretching' | 'submitting';
  errors?: SignupFieldErrors;
  /** A failed call, shown in a banner. */
  bannerError?: ShownError;
  /** The relying party of an OAuth flow: 'to continue to {serviceName}' in the heading. */
  serviceName?: string;
  /** In the browser's sync sign-up: the engines offered and chosen (SPEC §3.12). */
  syncEngines?: ChooseWhatToSyncProps;
  /** 'Continue with …' for the providers the configuration turns on, under the form. */
  thirdParty?: ThirdPartyButtonsProps;
}

export function SignupPage({
  email,
  values,
  onChange,
  onSubmit,
  onChangeEmail,
  showAge = true,
  stage = 'idle',
  errors = {},
  bannerError,
  serviceName,
  syncEngines,
  thirdParty,
}: SignupPageProps) {
  const { l10n } = useLocalization();
  const text = useErrorText();
  const busy = stage !== 'idle';
  return (
    <FlowCard heading={l10n.getString('signup-heading')} serviceName={serviceName} lead={l10n.getString('signup-for-email', { email })}>
      <ErrorBanner error={bannerError} />
      <Form onSubmit={onSubmit}>
        <Stack>
          <NewPasswordFields
            id="signup"
            labels={{ password: l10n.getString('signup-password-label'), confirmation: l10n.getString('signup-confirm-label') }}
            values={values}
            onChange={(next) => onChange({ ...values, ...next })}
            errors={errors}
          />
          {showAge && (
            <TextField
              id="signup-age"
              name="age"
              label={l10n.getString('signup-age-label')}
              description={l10n.getString('signup-age-description')}
              value={values.age}
              onChange={(age) => onChange({ ...values, age })}
              errorMessage={text(errors.age)}
              inputProps={{ inputMode: 'numeric', autoComplete: 'off', maxLength: 3 }}
            />
          )}
          {syncEngines && <ChooseWhatToSync {...syncEngines} />}
          <Button id="signup-submit" type="submit" isPending={busy} fullWidth>
            {stage === 'stretching' ? l10n.getString('auth-error-1005') : l10n.getString('signup-submit')}
          </Button>
        </Stack>
      </Form>
      {thirdParty && <ThirdPartyButtons {...thirdParty} />}
      <TermsAgreement id="signup-terms" />
      <Button id="signup-change-email" variant="link" onPress={onChangeEmail}>
        {l10n.getString('signup-change-email')}
      </Button>
    </FlowCard>
  );
}
