// The 6-digit code sent at sign-up, with a resend of at most four tries. Pure.
import { useLocalization } from '@fluent/react';
import { Banner, Button, CodeField, EmailCodeIllustration, Form, Layout } from '../../../design-system';
import type { SignupMessage } from './messages';
import { Centered, Heading, Lead, LinkRow, Stack } from './styles';

/** SPEC §9: a sign-up code has six digits. */
export const SIGNUP_CODE_LENGTH = 6;
/** SPEC §9: the code may be re-sent at most four times. */
export const MAX_RESENDS = 4;

export interface ConfirmSignupCodePageProps {
  email: string;
  code: string;
  onCodeChange: (code: string) => void;
  onSubmit: () => void;
  submitting?: boolean;
  /** A wrong (183) or missing code, shown under the field. */
  codeError?: SignupMessage;
  /** The code expired (153): the page says how to get a new one. */
  expired?: boolean;
  /** A failed call, shown in a banner. */
  bannerError?: SignupMessage;
  onResend: () => void;
  resending?: boolean;
  /** A new code went out: the success banner, naming the sender to add to contacts. */
  resent?: boolean;
  /** The address the codes come from. */
  senderEmail: string;
  /** Resends used so far; none are left at MAX_RESENDS. */
  resends?: number;
}

export function ConfirmSignupCodePage({
  email,
  code,
  onCodeChange,
  onSubmit,
  submitting = false,
  codeError,
  expired = false,
  bannerError,
  onResend,
  resending = false,
  resent = false,
  senderEmail,
  resends = 0,
}: ConfirmSignupCodePageProps) {
  const { l10n } = useLocalization();
  const limitReached = resends >= MAX_RESENDS;
  const fieldError = expired ? l10n.getString('auth-error-153') : codeError && l10n.getString(codeError.id, codeError.args);
  return (
    <Layout>
      <Centered>
        <EmailCodeIllustration />
      </Centered>
      <Heading tabIndex={-1}>{l10n.getString('confirm-signup-code-heading')}</Heading>
      <Lead>{l10n.getString('confirm-signup-code-instruction', { email })}</Lead>
      <Form onSubmit={onSubmit}>
        <Stack>
          {resent && (
            <Banner
              type="success"
              heading={l10n.getString('confirm-signup-code-resent')}
              description={l10n.getString('confirm-signup-code-resent-contacts', { email: senderEmail })}
            />
          )}
          {bannerError && <Banner type="error" description={l10n.getString(bannerError.id, bannerError.args)} />}
          <CodeField
            id="confirm-signup-code"
            name="code"
            label={l10n.getString('confirm-signup-code-label')}
            maxLength={SIGNUP_CODE_LENGTH}
            value={code}
            onChange={onCodeChange}
            errorMessage={fieldError}
            description={expired && !limitReached ? l10n.getString('confirm-signup-code-expired-help') : undefined}
          />
          <Button id="confirm-signup-code-submit" type="submit" isPending={submitting} fullWidth>
            {l10n.getString('confirm-signup-code-submit')}
          </Button>
          {limitReached ? (
            <p id="confirm-signup-code-resend-limit">{l10n.getString('confirm-signup-code-resend-limit')}</p>
          ) : (
            <LinkRow>
              <Button id="confirm-signup-code-resend" variant="link" onPress={onResend} isPending={resending}>
                {l10n.getString('confirm-signup-code-resend')}
              </Button>
            </LinkRow>
          )}
        </Stack>
      </Form>
    </Layout>
  );
}
