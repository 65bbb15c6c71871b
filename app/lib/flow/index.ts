// What every flow's pages are made of: the card, banners, the code form and
// its state, errors by name from the catalogue, navigation that keeps the
// query, and the account and session hooks. Flows compose these; none keeps
// its own copy.
export { ErrorBanner, SentBanner, useErrorText } from './banners';
export type { SentBannerProps } from './banners';
export { CodeForm } from './CodeForm';
export { CodeStep, EmailedCodeStep, codeStepState } from './CodeStep';
export type { CodeStepProps, CodeStepState, EmailedCodeStepProps, EmailedCodeStepState, ResendingCodeStepState } from './CodeStep';
export type { CodeFormProps } from './CodeForm';
export { clientError, hasErrno, shownError } from './errors';
export type { ShownError } from './errors';
export { FlowCard, Stack, Text } from './FlowCard';
export { ContinueAs } from './ContinueAs';
export type { ContinueAsProps } from './ContinueAs';
export { avatarLetter } from './avatar';
export type { FlowCardProps } from './FlowCard';
export { FlowLink } from './FlowLink';
export { TermsAgreement } from './TermsAgreement';
export { OneShotAlert, leaveOneShotAlert } from './OneShotAlert';
export { NewPasswordFields, keptPasswordErrors } from './NewPasswordFields';
export type { NewPasswordFieldsProps } from './NewPasswordFields';
export { MIN_PASSWORD_LENGTH, checkBreached, checkNewPassword, checkNewPasswordRules, confirmationProblem, loadCommonPasswords, newPasswordProblem, passwordCredentials, stretchedPasswordCredentials } from './newPassword';
export type { NewPasswordErrors, NewPasswordValues, PasswordCredentials } from './newPassword';
export { isKnownCompromised, passwordSha1 } from './breach';
export type { RangeSource } from './breach';
export { accountKeysWithPassword, reauthenticateForKeyFetch, reauthenticateWithKeys, heldAccountKeys, heldKb, holdKb, holdKeyFetch, holdsKeysFor, isSyncSignIn, takeKeyFetch, wantsScopedKeys } from './keys';
export { ResendCode } from './ResendCode';
export { BACKUP_CODE_MAX_LENGTH, WRONG_BACKUP_CODE, WRONG_TOTP_CODE, backupCodeField, backupCodeProblem, sixDigitCodeProblem, totpCodeProblem } from './secondFactor';
export type { ResendCodeProps } from './ResendCode';
export type { FlowLinkProps } from './FlowLink';
export { AUTHENTICATED_STATE, emailFromState, finishTarget, isAuthorizationRequest, searchWithEmail, useFlowNavigation } from './navigation';
export type { FlowNavigation } from './navigation';
export { signOutForAnotherAccount, useCurrentAccount, useRequireSession, useSignedInAccount } from './session';
export { NoOutcome, NoOutcomePage, OUTCOME_STATE, OutcomeChecking, OutcomeCheckingPage, hasConfirmedSession, reachedOutcome } from './outcome';
export type { NoOutcomePageProps } from './outcome';
export { codeFailure, useCodeForm } from './useCodeForm';
export type { CodeForm as CodeFormState, CodeFormOptions, ResendStatus } from './useCodeForm';
export { ERRNO } from '../../api';
export type { KeysReason, ReauthenticatedKeyFetch, ReauthenticatedKeys } from './keys';
