// Route modules of the sign-up flow.
import { useLocalization } from '@fluent/react';
import {
  CannotCreateAccountContainer,
  ConfirmSignupCodeContainer,
  SignupConfirmedContainer,
  SignupContainer,
} from '../features/signup';
import { usePageTitle } from '../lib/page';

export function SignupRoute() {
  const { l10n } = useLocalization();
  usePageTitle(l10n.getString('signup-title'));
  return <SignupContainer />;
}

export function ConfirmSignupCodeRoute() {
  const { l10n } = useLocalization();
  usePageTitle(l10n.getString('confirm-signup-code-title'));
  return <ConfirmSignupCodeContainer />;
}

export function SignupConfirmedRoute() {
  const { l10n } = useLocalization();
  usePageTitle(l10n.getString('signup-confirmed-title'));
  return <SignupConfirmedContainer variant="confirmed" />;
}

export function SignupVerifiedRoute() {
  const { l10n } = useLocalization();
  usePageTitle(l10n.getString('signup-verified-title'));
  return <SignupConfirmedContainer variant="verified" />;
}

export function CannotCreateAccountRoute() {
  const { l10n } = useLocalization();
  usePageTitle(l10n.getString('cannot-create-account-title'));
  return <CannotCreateAccountContainer />;
}
