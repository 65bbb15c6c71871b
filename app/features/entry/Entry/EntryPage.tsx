// The email-first entry page: a pure component, every string from Fluent.
import { useLocalization } from '@fluent/react';
import styled from 'styled-components';
import { Button, EmailField, Form, tokens } from '../../../../design-system';
import { ErrorBanner, FlowCard, Stack, TermsAgreement, useErrorText } from '../../../lib/flow';
import type { ShownError } from '../../../lib/flow';
import type { PageBranding } from '../../../lib/cms';
import { ThirdPartyButtons } from '../../../lib/thirdParty';
import type { ThirdPartyButtonsProps } from '../../../lib/thirdParty';
import { PasskeySignInButton } from '../../../lib/passkeySignIn';
import type { PasskeySignInButtonProps } from '../../../lib/passkeySignIn';

export interface EntryPageProps {
  /** The address as typed. */
  email: string;
  onEmailChange: (email: string) => void;
  onSubmit: () => void;
  /** True while the account status is asked. */
  submitting?: boolean;
  /** A problem with the address itself, shown under the field. */
  fieldError?: ShownError;
  /** A failed call (network, server, throttling), shown in a banner. */
  bannerError?: ShownError;
  /** A nearby popular domain (errno 1067): the address the person may have meant. */
  suggestion?: string;
  onAcceptSuggestion?: () => void;
  /**
   * The relying party of an OAuth flow (SPEC §2.1 card header): the lead reads
   * 'Continue to {serviceName}' instead of the product's own account.
   */
  serviceName?: string;
  /** 'Continue with …' for the third-party providers that are on (none: no buttons). */
  thirdParty?: ThirdPartyButtonsProps;
  /** The relying party's branding (SPEC §1, §2.1): layout, logo, colours, headline and the button's colour and text. */
  branding?: PageBranding;
  /** 'Continue with passkey', where the browser can use passkeys (the same for every address). */
  passkey?: Omit<PasskeySignInButtonProps, 'passwordOffer'>;
}

const Hint = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.xs};
  align-items: flex-start;
  p {
    margin: 0;
  }
  > button {
    min-block-size: 24px;
  }
`;

export function EntryPage({
  email,
  onEmailChange,
  onSubmit,
  submitting = false,
  fieldError,
  bannerError,
  suggestion,
  onAcceptSuggestion,
  serviceName,
  thirdParty,
  branding,
  passkey,
}: EntryPageProps) {
  const { l10n } = useLocalization();
  const errorText = useErrorText();
  return (
    <FlowCard
      heading={l10n.getString('entry-heading')}
      lead={serviceName ? l10n.getString('layout-continue-to-service-heading', { serviceName }) : l10n.getString('entry-subheading')}
      leadId="entry-subheading"
      leadYieldsToCms
      branding={branding}
    >
      <ErrorBanner error={bannerError} />
      <Form onSubmit={onSubmit}>
        <Stack>
          <EmailField
            id="entry-email"
            name="email"
            label={l10n.getString('entry-email-label')}
            value={email}
            onChange={onEmailChange}
            errorMessage={errorText(fieldError)}
            passkeyAutofill
          />
          {suggestion && (
            <Hint id="entry-suggestion" role="status">
              <p>
                <strong>{l10n.getString('auth-error-1067')}</strong> {l10n.getString('entry-suggestion-text', { suggestion })}
              </p>
              <Button variant="link" onPress={onAcceptSuggestion}>
                {l10n.getString('entry-suggestion-use', { suggestion })}
              </Button>
              <p>{l10n.getString('entry-suggestion-keep')}</p>
            </Hint>
          )}
          <Button id="entry-submit" type="submit" isPending={submitting} fullWidth cmsBackground={branding?.buttonColour}>
            {branding?.buttonText ?? l10n.getString('entry-submit')}
          </Button>
        </Stack>
      </Form>
      {passkey && <PasskeySignInButton {...passkey} passwordOffer="entry" />}
      {thirdParty && (
        <>
          <ThirdPartyButtons {...thirdParty} />
          {/* A provider's button can make an account without another page: its agreement is said here. */}
          <TermsAgreement id="entry-terms" />
        </>
      )}
    </FlowCard>
  );
}
