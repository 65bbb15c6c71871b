// What the route table needs from sign-up: one container per path.
export { CannotCreateAccountContainer } from './CannotCreateAccount/container';
export { ConfirmSignupCodeContainer } from './ConfirmSignupCode/container';
export { SignupContainer } from './Signup/container';
export { SignupConfirmedContainer, SignupVerifiedContainer } from './SignupConfirmed/container';
export { SignupConfirmedSyncContainer } from './SignupConfirmedSync/container';
export { PrimaryEmailVerifiedContainer } from './PrimaryEmailVerified/container';
