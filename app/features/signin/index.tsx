// What the route table needs from sign-in: one container per path.
import { SigninContainer as PasswordContainer } from './Signin/container';
import { SigninDoneContainer } from './SigninDone/container';

export { CompleteSigninContainer } from './SigninDone/container';
export { SigninBouncedContainer } from './SigninBounced/container';
export { SigninRecoveryChoiceContainer } from './SigninRecoveryChoice/container';
export { SigninRecoveryCodeContainer } from './SigninRecoveryCode/container';
export { SigninRecoveryPhoneContainer } from './SigninRecoveryPhone/container';
export { SigninPushCodeContainer } from './SigninPushCode/container';
export { SigninPushCodeConfirmContainer } from './SigninPushCodeConfirm/container';
export { SigninTokenCodeContainer } from './SigninTokenCode/container';
export { SigninTotpCodeContainer } from './SigninTotpCode/container';
export { SigninUnblockContainer } from './SigninUnblock/container';

/** /signin and /oauth/signin. */
export function SigninContainer() {
  return <PasswordContainer variant="signin" />;
}

/** /force_auth and /oauth/force_auth: the address is given and cannot be changed. */
export function ForceAuthContainer() {
  return <PasswordContainer variant="force-auth" />;
}

/** /signin_confirmed and /signin_verified: confirmed elsewhere. */
export function SigninConfirmedContainer() {
  return <SigninDoneContainer fromLink={false} />;
}
