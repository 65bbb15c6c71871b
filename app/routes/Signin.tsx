// Route modules of the sign-in flow: each sets the page title and renders
// its container.
import { useLocalization } from '@fluent/react';
import {
  SigninBouncedContainer,
  SigninContainer,
  SigninDoneContainer,
  SigninRecoveryChoiceContainer,
  SigninRecoveryCodeContainer,
  SigninRecoveryPhoneContainer,
  SigninTokenCodeContainer,
  SigninTotpCodeContainer,
  SigninUnblockContainer,
} from '../features/signin';
import { usePageTitle } from '../lib/page';

function useTitle(id: string): void {
  const { l10n } = useLocalization();
  usePageTitle(l10n.getString(id));
}

export function SigninRoute() {
  useTitle('signin-heading');
  return <SigninContainer variant="signin" />;
}

export function ForceAuthRoute() {
  useTitle('signin-force-auth-heading');
  return <SigninContainer variant="force-auth" />;
}

export function SigninUnblockRoute() {
  useTitle('signin-unblock-heading');
  return <SigninUnblockContainer />;
}

export function SigninTokenCodeRoute() {
  useTitle('signin-token-code-heading');
  return <SigninTokenCodeContainer />;
}

export function SigninTotpCodeRoute() {
  useTitle('signin-totp-heading');
  return <SigninTotpCodeContainer />;
}

export function SigninRecoveryChoiceRoute() {
  useTitle('signin-recovery-choice-heading');
  return <SigninRecoveryChoiceContainer />;
}

export function SigninRecoveryCodeRoute() {
  useTitle('signin-recovery-code-heading');
  return <SigninRecoveryCodeContainer />;
}

export function SigninRecoveryPhoneRoute() {
  useTitle('signin-recovery-phone-heading');
  return <SigninRecoveryPhoneContainer />;
}

export function SigninBouncedRoute() {
  useTitle('signin-bounced-heading');
  return <SigninBouncedContainer />;
}

export function SigninConfirmedRoute() {
  useTitle('signin-confirmed-heading');
  return <SigninDoneContainer fromLink={false} />;
}

export function CompleteSigninRoute() {
  useTitle('signin-confirming-heading');
  return <SigninDoneContainer fromLink />;
}
