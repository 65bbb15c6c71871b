// 'Continue as': the card of a page a signed-in person opens (the entry page,
// sign-in, a service's sign-in request), offering to go on as the account
// this browser is signed in to, or to use a different one. Where a step
// needs what only the password gives (the keys a service asks for), the
// password field stands under the account; nothing else is asked again. An
// account that has no password yet (made with a third-party provider) is
// told why the step needs one and offered to create it instead.
import { useLocalization } from '@fluent/react';
import { AccountSummary, Button, ButtonGroup, Form, PasswordField } from '../../../design-system';
import type { PageBranding } from '../cms';
import { ErrorBanner, useErrorText } from './banners';
import type { ShownError } from './errors';
import { FlowCard, Stack, Text } from './FlowCard';

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
      <AccountSummary
        id="continue-as-account"
        variant="card"
        email={email}
        name={displayName}
        emailId="continue-as-email"
        avatar={{
          src: avatarUrl,
          letter: avatarLetter,
          label: avatarUrl ? l10n.getString('flow-continue-as-picture-label', { name }) : l10n.getString('flow-continue-as-letter-label', { letter: avatarLetter }),
        }}
      />
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
      <ButtonGroup align="column">
        <Button id="continue-as-use-different-account" variant="link" isDisabled={busy} onPress={onUseDifferentAccount}>
          {l10n.getString('flow-continue-as-use-different-account')}
        </Button>
      </ButtonGroup>
    </FlowCard>
  );
}
