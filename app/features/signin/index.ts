export {
  SigninBouncedContainer,
  SigninContainer,
  SigninDoneContainer,
  SigninRecoveryChoiceContainer,
  SigninRecoveryCodeContainer,
  SigninRecoveryPhoneContainer,
  SigninTokenCodeContainer,
  SigninTotpCodeContainer,
  SigninUnblockContainer,
  lastDigits,
  searchWithEmail,
  searchWithoutAccount,
  signInWithPassword,
  storeSignedInAccount,
} from './container';
export type { PasswordSignInOptions } from './container';
export { SIGNIN_ERRNO, codeFailure, finishTarget, isExpiredCode, loginFailure, nextAfterLogin, shownError } from './decisions';
export type { LoginFailure, ShownError, SigninNext } from './decisions';
export { SigninBouncedPage } from './SigninBouncedPage';
export type { SigninBouncedPageProps } from './SigninBouncedPage';
export { SigninDonePage } from './SigninDonePage';
export type { SigninDonePageProps } from './SigninDonePage';
export { SigninPage } from './SigninPage';
export type { SigninPageProps } from './SigninPage';
export { SigninRecoveryChoicePage } from './SigninRecoveryChoicePage';
export type { RecoveryChoice, SigninRecoveryChoicePageProps } from './SigninRecoveryChoicePage';
export { BACKUP_CODE_MAX_LENGTH, SigninRecoveryCodePage } from './SigninRecoveryCodePage';
export type { SigninRecoveryCodePageProps } from './SigninRecoveryCodePage';
export { SigninRecoveryPhonePage } from './SigninRecoveryPhonePage';
export type { SigninRecoveryPhonePageProps } from './SigninRecoveryPhonePage';
export { SigninTokenCodePage } from './SigninTokenCodePage';
export type { SigninTokenCodePageProps } from './SigninTokenCodePage';
export { SigninTotpCodePage } from './SigninTotpCodePage';
export type { SigninTotpCodePageProps } from './SigninTotpCodePage';
export { SigninUnblockPage } from './SigninUnblockPage';
export type { SigninUnblockPageProps } from './SigninUnblockPage';
