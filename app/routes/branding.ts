// The pages of a relying party's flow, which its branding reaches (SPEC §1,
// §2.1) when the flow's query names the client: each with its name in the
// CMS content when the content may override that page, otherwise the
// relying party's shared branding. Pages not listed (settings, legal
// documents, utilities) are never branded.
import type { CmsPageName } from '../lib/cms';
import type { PathName } from '../lib/paths';

export type RouteBranding = CmsPageName | 'shared';

export const BRANDED_ROUTES: Partial<Record<PathName, RouteBranding>> = {
  // Entry
  root: 'EmailFirstPage',
  oauth: 'EmailFirstPage',
  // Third-party sign-in
  postVerifyThirdPartyAuthCallback: 'shared',
  thirdPartyAuthCallback: 'shared',
  postVerifyThirdPartyAuthSetPassword: 'shared',
  // Sign-up
  signup: 'SignupSetPasswordPage',
  oauthSignup: 'SignupSetPasswordPage',
  confirmSignupCode: 'SignupConfirmCodePage',
  signupConfirmed: 'shared',
  signupVerified: 'shared',
  cannotCreateAccount: 'shared',
  signupConfirmedSync: 'SignupConfirmedSyncPage',
  // Sign-in
  signin: 'SigninPage',
  oauthSignin: 'SigninPage',
  forceAuth: 'SigninPage',
  oauthForceAuth: 'SigninPage',
  signinUnblock: 'SigninUnblockCodePage',
  signinTokenCode: 'SigninTokenCodePage',
  signinTotpCode: 'shared',
  signinRecoveryChoice: 'shared',
  signinRecoveryCode: 'shared',
  signinRecoveryPhone: 'shared',
  signinBounced: 'shared',
  signinConfirmed: 'shared',
  signinVerified: 'shared',
  completeSignin: 'shared',
  // Set-up steps inside sign-in
  inlineTotpSetup: 'shared',
  inlineRecoveryKeySetup: 'shared',
  inlineRecoverySetup: 'shared',
  // Password reset, reached from the password page
  resetPassword: 'shared',
  confirmResetPassword: 'shared',
  resetPasswordTotpRecoveryChoice: 'shared',
  confirmTotpResetPassword: 'shared',
  confirmBackupCodeResetPassword: 'shared',
  resetPasswordRecoveryPhone: 'shared',
  accountRecoveryConfirmKey: 'shared',
  accountRecoveryResetPassword: 'shared',
  completeResetPassword: 'shared',
  resetPasswordVerified: 'shared',
  resetPasswordWithRecoveryKeyVerified: 'shared',
  // OAuth
  authorization: 'shared',
  oauthSuccess: 'shared',
};
