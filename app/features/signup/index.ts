export { CannotCreateAccountPage } from './CannotCreateAccountPage';
export type { CannotCreateAccountPageProps } from './CannotCreateAccountPage';
export { ConfirmSignupCodePage, MAX_RESENDS, SIGNUP_CODE_LENGTH } from './ConfirmSignupCodePage';
export type { ConfirmSignupCodePageProps } from './ConfirmSignupCodePage';
export {
  CannotCreateAccountContainer,
  ConfirmSignupCodeContainer,
  SENDER_EMAIL,
  SignupConfirmedContainer,
  SignupContainer,
  signUpCredentials,
} from './container';
export { SignupConfirmedPage } from './SignupConfirmedPage';
export type { SignupConfirmedPageProps } from './SignupConfirmedPage';
export { SignupPage } from './SignupPage';
export type { SignupFieldErrors, SignupFormValues, SignupPageProps } from './SignupPage';
export { MIN_AGE, MIN_PASSWORD_LENGTH, checkAge, confirmationProblem, loadCommonPasswords, newPasswordProblem } from './passwordRules';
export type { AgeCheck } from './passwordRules';
