// /reset_password: the address the reset code goes to. Pure.
import { useLocalization } from '@fluent/react';
import { Button, EmailField, Form } from '../../../../design-system';
import { ErrorBanner, FlowCard, FlowLink, Stack, useErrorText } from '../../../lib/flow';
import type { ShownError } from '../../../lib/flow';

export interface ResetPasswordPageProps {
  /** The address as typed; prefilled from the page that led here. */
  email: string;
  onEmailChange: (email: string) => void;
  onSubmit: () => void;
  /** @default false */
  submitting?: boolean;
  /** A problem with the address (missing, malformed, no account), under the field. */
  emailError?: ShownError;
  /** Any other failure, in a banner. */
  bannerError?: ShownError;
  /** 'Remember your password? Sign in'. */
  signinHref: string;
  /** Follows the link without a page load. */
  onNavigate?: (href: string) => void;
  /** The relying service of an OAuth flow. */
  serviceName?: string;
}

export function ResetPasswordPage({
  email,
  onEmailChange,
  onSubmit,
  submitting = false,
  emailError,
  bannerError,
  signinHref,
  onNavigate,
  serviceName,
}: ResetPasswordPageProps) {
  const { l10n } = useLocalization();
  const text = useErrorText();
  return (
    <FlowCard heading={l10n.getString('reset-password-heading')} serviceName={serviceName} lead={l10n.getString('reset-password-lead')}>
      <ErrorBanner error={bannerError} />
      <Form onSubmit={() => onSubmit()}>
        <Stack>
          <EmailField
            id="reset-password-email"
            name="email"
            label={l10n.getString('reset-password-email-label')}
            value={email}
            onChange={onEmailChange}
            errorMessage={text(emailError)}
          />
          <Button id="reset-password-submit" type="submit" fullWidth isPending={submitting}>
            {l10n.getString('reset-password-submit')}
          </Button>
        </Stack>
      </Form>
      <FlowLink id="reset-password-signin" href={signinHref} onNavigate={onNavigate}>
        {l10n.getString('reset-password-remembered')}
      </FlowLink>
    </FlowCard>
  );
}
