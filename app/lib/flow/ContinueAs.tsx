// 'Continue as': the card of a page a signed-in person opens (the entry page,
// sign-in, a service's sign-in request), offering to go on as the account
// this browser is signed in to, or to use a different one. Where a step
// needs what only the password gives (the keys a service asks for), the
// password field stands under the account; nothing else is asked again. An
// account that has no password yet (made with a third-party provider) is
// told why the step needs one and offered to create it instead.
import { useLocalization } from '@fluent/react';
import styled from 'styled-components';
import { Button, Form, PasswordField, tokens } from '../../../design-system';
import type { PageBranding } from '../cms';
import { ErrorBanner, useErrorText } from './banners';
import type { ShownError } from './errors';
import { Actions, FlowCard, Stack, Text } from './FlowCard';

const Account = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space.md};
  padding: ${tokens.space.md};
  border: 1px solid ${tokens.color.border.subtle};
  border-radius: ${tokens.radius.md};
  overflow-wrap: anywhere;
  min-inline-size: 0;
  p {
    margin: 0;
  }
`;

const Avatar = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  justify-content: center;
  overflow: hidden;
  inline-size: 48px;
  block-size: 48px;
  border-radius: ${tokens.radius.pill};
  background: ${tokens.color.background.primary};
  color: ${tokens.color.text.inverse};
  font-size: ${tokens.font.size.lg};
  font-weight: ${tokens.font.weight.bold};
  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

const Name = styled.p`
  font-weight: ${tokens.font.weight.bold};
`;

export interface ContinueAsProps {
  /** The account's primary address. */
  email: string;
  displayName?: string;
  /** The account's own picture; its letter otherwise. */
  avatarUrl?: string;
  avatarLetter: string;
  /** The relying party of an OAuth flow: 'to continue to {serviceName}' joins the heading. */
  serviceName?: string;
  /** The password field, when the next step needs what only the password gives (a service's keys). */
  password?: { value: string; onChange: (value: string) => void; error?: ShownError };
  /**
   * The step needs the password but the account has none yet: an explanation
   * and 'Create a password' stand in for the password field and Continue.
   */
  createPassword?: { onCreate: () => void };
  /** Continuing: the button is busy. */
  busy?: boolean;
  /** Why the last try failed, in a banner. */
  error?: ShownError;
  onContinue: () => void;
  onUseDifferentAccount: () => void;
  /** The relying party's branding: its button colour and text. */
  branding?: PageBranding;
}

export function ContinueAs({ email, displayName, avatarUrl, avatarLetter, serviceName, password, createPassword, busy = false, error, onContinue, onUseDifferentAccount, branding }: ContinueAsProps) {
  const { l10n } = useLocalization();
  const errorText = useErrorText();
  const name = displayName || email;
  return (
    <FlowCard heading={l10n.getString('flow-continue-as-heading')} serviceName={serviceName} branding={branding}>
      <ErrorBanner error={error} />
      <Account id="continue-as-account">
        <Avatar role="img" aria-label={avatarUrl ? l10n.getString('flow-continue-as-picture-label', { name }) : l10n.getString('flow-continue-as-letter-label', { letter: avatarLetter })}>
          {avatarUrl ? <img src={avatarUrl} alt="" /> : <span aria-hidden="true">{avatarLetter}</span>}
        </Avatar>
        <div>
          {displayName && <Name>{displayName}</Name>}
          <p id="continue-as-email">{email}</p>
        </div>
      </Account>
      {createPassword ? (
        <Stack>
          <Text id="continue-as-no-password-lead">{l10n.getString('flow-continue-as-no-password-lead')}</Text>
          <Button id="continue-as-create-password" fullWidth isDisabled={busy} cmsBackground={branding?.buttonColour} onPress={createPassword.onCreate}>
            {l10n.getString('flow-continue-as-create-password')}
          </Button>
        </Stack>
      ) : (
        <Form onSubmit={onContinue}>
          <Stack>
            {password && (
              <>
                <Text id="continue-as-password-lead">{l10n.getString('flow-continue-as-password-lead')}</Text>
                <PasswordField
                  id="continue-as-password"
                  name="password"
                  label={l10n.getString('flow-continue-as-password-label')}
                  value={password.value}
                  onChange={password.onChange}
                  errorMessage={errorText(password.error)}
                  isRequired
                />
              </>
            )}
            <Button id="continue-as-submit" type="submit" fullWidth isPending={busy} cmsBackground={branding?.buttonColour}>
              {branding?.buttonText ?? l10n.getString('flow-continue-as-submit')}
            </Button>
          </Stack>
        </Form>
      )}
      <Actions>
        <Button id="continue-as-use-different-account" variant="link" isDisabled={busy} onPress={onUseDifferentAccount}>
          {l10n.getString('flow-continue-as-use-different-account')}
        </Button>
      </Actions>
    </FlowCard>
  );
}
