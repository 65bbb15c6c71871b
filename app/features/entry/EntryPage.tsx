// The email-first entry page: a pure component, every string from Fluent.
import { useLocalization } from '@fluent/react';
import styled from 'styled-components';
import { Banner, Button, EmailField, Form, Layout, tokens } from '../../../design-system';
import type { EntryMessage } from './messages';

export interface EntryPageProps {
  /** The address as typed. */
  email: string;
  onEmailChange: (email: string) => void;
  onSubmit: () => void;
  /** True while the account status is asked. */
  submitting?: boolean;
  /** A problem with the address itself, shown under the field. */
  fieldError?: EntryMessage;
  /** A failed call (network, server, throttling), shown in a banner. */
  bannerError?: EntryMessage;
  /** A nearby popular domain (errno 1067): the address the person may have meant. */
  suggestion?: string;
  onAcceptSuggestion?: () => void;
  /**
   * The relying party of an OAuth flow (SPEC §2.1 card header): the lead reads
   * 'Continue to {serviceName}' instead of the product's own account.
   */
  serviceName?: string;
  /**
   * The OAuth request cannot go on (SPEC §8.3: an unknown, missing or
   * malformed client id): the error is shown instead of the form.
   */
  oauthError?: EntryMessage;
}

const Heading = styled.h1`
  margin: 0 0 ${tokens.space.sm};
  font-size: ${tokens.font.size.xl};
  text-align: center;
`;

const Lead = styled.p`
  margin: 0 0 ${tokens.space.lg};
  color: ${tokens.color.text.secondary};
  text-align: center;
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.md};
`;

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
  oauthError,
}: EntryPageProps) {
  const { l10n } = useLocalization();
  if (oauthError) {
    return (
      <Layout>
        <Heading tabIndex={-1}>{l10n.getString('entry-oauth-error-heading')}</Heading>
        <Stack>
          <Banner type="error" description={l10n.getString(oauthError.id, oauthError.args)} />
          <Lead>{l10n.getString('oauth-error-1000')}</Lead>
        </Stack>
      </Layout>
    );
  }
  return (
    <Layout>
      <Heading tabIndex={-1}>{l10n.getString('entry-heading')}</Heading>
      <Lead id="entry-subheading">
        {serviceName ? l10n.getString('entry-subheading-service', { serviceName }) : l10n.getString('entry-subheading')}
      </Lead>
      <Form onSubmit={onSubmit}>
        <Stack>
          {bannerError && <Banner type="error" description={l10n.getString(bannerError.id, bannerError.args)} />}
          <EmailField
            id="entry-email"
            name="email"
            label={l10n.getString('entry-email-label')}
            value={email}
            onChange={onEmailChange}
            errorMessage={fieldError ? l10n.getString(fieldError.id, fieldError.args) : undefined}
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
          <Button id="entry-submit" type="submit" isPending={submitting} fullWidth>
            {l10n.getString('entry-submit')}
          </Button>
        </Stack>
      </Form>
    </Layout>
  );
}
