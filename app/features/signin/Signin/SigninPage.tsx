// The password step of /signin and /force_auth: a pure page, props only.
import { useLocalization } from '@fluent/react';
import { Banner, Button, ButtonGroup, Form, PasswordField } from '../../../../design-system';
import { ErrorBanner, FlowCard, FlowLink, Text, useErrorText } from '../../../lib/flow';
import type { ShownError } from '../../../lib/flow';
import type { PageBranding } from '../../../lib/cms';
import { ThirdPartyButtons } from '../../../lib/thirdParty';
import type { ThirdPartyButtonsProps } from '../../../lib/thirdParty';
import { PasskeySignInButton } from '../../../lib/passkeySignIn';
import type { PasskeySignInButtonProps } from '../../../lib/passkeySignIn';

export interface SigninPageProps {
  /** 'signin' offers another account; 'force-auth' signs in as the given address only. */
  variant: 'signin' | 'force-auth';
  /** The address being signed in to. */
  email: string;
  password: string;
  onPasswordChange: (password: string) => void;
  /** 'stretching' while the password is derived, 'submitting' while the server answers. @default 'idle' */
  status?: 'idle' | 'stretching' | 'submitting';
  /** A wrong password, shown under the field. */
  passwordError?: ShownError;
  /** Any other failure, shown in a banner. */
  bannerError?: ShownError;
  onSubmit: () => void;
  /** 'Use a different account'; only on /signin. */
  onUseDifferentAccount?: () => void;
  /** Where 'Forgot password?' goes. */
  resetPasswordHref: string;
  /** Follows 'Forgot password?' inside the app, so that focus moves to the reset's heading; a page load without it. */
  onNavigate?: (href: string) => void;
  /** The relying party of an OAuth flow: 'to continue to {serviceName}' under the heading. */
  serviceName?: string;
  /** The relying party's branding (SPEC §1, §2.1): layout, logo, colours, headline and the button's colour and text. */
  branding?: PageBranding;
  /** 'Continue with …' for the providers the configuration turns on, under the form. */
  thirdParty?: ThirdPartyButtonsProps;
  /** 'Continue with passkey', where the browser can use passkeys. */
  passkey?: Omit<PasskeySignInButtonProps, 'passwordOffer'>;
  /**
   * Signed in with a passkey already, in a flow that needs the sync keys: the page says so and the
   * password only unlocks them (no passkey button, no other providers).
   */
  unlocksAfterPasskey?: boolean;
}

export function SigninPage({
  variant,
  email,
  password,
  onPasswordChange,
  status = 'idle',
  passwordError,
  bannerError,
  onSubmit,
  onUseDifferentAccount,
  resetPasswordHref,
  onNavigate,
  serviceName,
  branding,
  thirdParty,
  passkey,
  unlocksAfterPasskey = false,
}: SigninPageProps) {
  const { l10n } = useLocalization();
  const errorText = useErrorText();
  const busy = status !== 'idle';
  return (
    <FlowCard
      heading={l10n.getString(variant === 'force-auth' ? 'signin-force-auth-heading' : 'signin-heading')}
      serviceName={serviceName}
      branding={branding}
    >
      <ErrorBanner error={bannerError} />
      {unlocksAfterPasskey && <Banner type="info" description={l10n.getString('signin-passkey-password-for-sync')} />}
      <Text id="signin-email">{email}</Text>
      <Form onSubmit={() => onSubmit()}>
        <PasswordField
          id="signin-password"
          name="password"
          label={l10n.getString('signin-password-label')}
          value={password}
          onChange={onPasswordChange}
          errorMessage={errorText(passwordError)}
          isRequired
        />
        <Button id="signin-submit" type="submit" fullWidth isPending={busy} cmsBackground={branding?.buttonColour}>
          {busy
            ? l10n.getString('auth-error-1005')
            : unlocksAfterPasskey
              ? l10n.getString('signin-passkey-unlock-submit')
              : (branding?.buttonText ?? l10n.getString('signin-submit'))}
        </Button>
      </Form>
      {passkey && !unlocksAfterPasskey && <PasskeySignInButton {...passkey} passwordOffer="password" />}
      {thirdParty && !unlocksAfterPasskey && <ThirdPartyButtons {...thirdParty} />}
      <ButtonGroup align="column">
        {variant === 'signin' && onUseDifferentAccount && (
          <Button id="signin-use-different-account" variant="link" onPress={onUseDifferentAccount}>
            {l10n.getString('signin-use-different-account')}
          </Button>
        )}
        <FlowLink id="signin-forgot-password" href={resetPasswordHref} onNavigate={onNavigate}>
          {l10n.getString('signin-forgot-password')}
        </FlowLink>
      </ButtonGroup>
    </FlowCard>
  );
}
