// The new password of a reset (/complete_reset_password, and with the
// recovery key /account_recovery_reset_password). Without the key, the page
// says before anything else that the synced data will be lost; with it, that
// the data is kept. Pure.
import { useLocalization } from '@fluent/react';
import { Banner, Button, Form, PasswordChatIllustration } from '../../../../design-system';
import { ErrorBanner, FlowCard, FlowLink, NewPasswordFields, Stack, Text } from '../../../lib/flow';
import type { NewPasswordErrors, NewPasswordValues, ShownError } from '../../../lib/flow';

export interface CompleteResetPasswordPageProps {
  /** 'new-key': kB is made anew, and the old data is lost; 'kept-key': the recovery key kept it. */
  variant: 'new-key' | 'kept-key';
  /** The account's address, for the browser's password manager. */
  email: string;
  values: NewPasswordValues;
  onChange: (values: NewPasswordValues) => void;
  errors?: NewPasswordErrors;
  bannerError?: ShownError;
  /** 'stretching' while the password is derived, 'submitting' while the server answers. @default 'idle' */
  stage?: 'idle' | 'stretching' | 'submitting';
  onSubmit: () => void;
  /** The account has a recovery key the person chose not to use: a way back to it. */
  useKeyHref?: string | undefined;
  /** Follows the link without a page load. */
  onNavigate?: (href: string) => void;
  /** The relying service of an OAuth flow. */
  serviceName?: string | undefined;
}

export function CompleteResetPasswordPage({
  variant,
  email,
  values,
  onChange,
  errors = {},
  bannerError,
  stage = 'idle',
  onSubmit,
  useKeyHref,
  onNavigate,
  serviceName,
}: CompleteResetPasswordPageProps) {
  const { l10n } = useLocalization();
  const busy = stage !== 'idle';
  return (
    <FlowCard heading={l10n.getString('reset-new-password-heading')} serviceName={serviceName} picture={<PasswordChatIllustration decorative />}>
      {variant === 'new-key' ? (
        <Banner type="warning" heading={l10n.getString('reset-data-loss-heading')} description={l10n.getString('reset-data-loss-text')} />
      ) : (
        <Text id="reset-data-kept">{l10n.getString('reset-data-kept-text')}</Text>
      )}
      <ErrorBanner error={bannerError} />
      <Form onSubmit={() => onSubmit()}>
        <Stack>
          {/* The address, hidden, lets the browser's password manager save the new password for the right account. */}
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
          <NewPasswordFields
            id="reset-new"
            labels={{ password: l10n.getString('reset-new-password-label'), confirmation: l10n.getString('reset-new-password-confirm-label') }}
            values={values}
            onChange={onChange}
            errors={errors}
          />
          <Button id="reset-new-password-submit" type="submit" fullWidth isPending={busy}>
            {stage === 'stretching' ? l10n.getString('auth-error-1005') : l10n.getString('reset-new-password-submit')}
          </Button>
        </Stack>
      </Form>
      {variant === 'new-key' && useKeyHref && (
        <FlowLink id="reset-use-key" href={useKeyHref} onNavigate={onNavigate}>
          {l10n.getString('reset-data-loss-use-key')}
        </FlowLink>
      )}
    </FlowCard>
  );
}
