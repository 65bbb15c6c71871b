// Every route of the product (SPEC §2.2), as typed constants. A route is
// mounted in app/router.tsx only once its flow is built.

export const PATHS = {
  // Entry
  root: '/',
  oauth: '/oauth',
  // Legal
  legal: '/legal',
  legalPrivacy: '/legal/privacy',
  legalTerms: '/legal/terms',
  localeLegalPrivacy: '/:locale/legal/privacy',
  localeLegalTerms: '/:locale/legal/terms',
  // Utilities
  clear: '/clear',
  webChannelExample: '/web_channel_example',
  cookiesDisabled: '/cookies_disabled',
  // Third-party sign-in
  postVerifyThirdPartyAuthCallback: '/post_verify/third_party_auth/callback',
  postVerifyThirdPartyAuthSetPassword: '/post_verify/third_party_auth/set_password',
  thirdPartyAuthCallback: '/third_party_auth/callback',
  // Password reset
  resetPassword: '/reset_password',
  confirmResetPassword: '/confirm_reset_password',
  resetPasswordTotpRecoveryChoice: '/reset_password_totp_recovery_choice',
  resetPasswordRecoveryPhone: '/reset_password_recovery_phone',
  confirmTotpResetPassword: '/confirm_totp_reset_password',
  confirmBackupCodeResetPassword: '/confirm_backup_code_reset_password',
  completeResetPassword: '/complete_reset_password',
  accountRecoveryResetPassword: '/account_recovery_reset_password',
  accountRecoveryConfirmKey: '/account_recovery_confirm_key',
  resetPasswordWithRecoveryKeyVerified: '/reset_password_with_recovery_key_verified',
  resetPasswordVerified: '/reset_password_verified',
  // Authorization
  authorization: '/authorization',
  // Report a sign-in
  reportSignin: '/report_signin',
  signinReported: '/signin_reported',
  // Sign-in
  signin: '/signin',
  oauthSignin: '/oauth/signin',
  forceAuth: '/force_auth',
  oauthForceAuth: '/oauth/force_auth',
  signinBounced: '/signin_bounced',
  completeSignin: '/complete_signin',
  signinConfirmed: '/signin_confirmed',
  signinVerified: '/signin_verified',
  signinRecoveryChoice: '/signin_recovery_choice',
  signinRecoveryPhone: '/signin_recovery_phone',
  signinRecoveryCode: '/signin_recovery_code',
  signinTokenCode: '/signin_token_code',
  signinTotpCode: '/signin_totp_code',
  signinPushCode: '/signin_push_code',
  signinPushCodeConfirm: '/signin_push_code_confirm',
  signinUnblock: '/signin_unblock',
  // Set-up steps inside sign-in
  inlineRecoveryKeySetup: '/inline_recovery_key_setup',
  inlineTotpSetup: '/inline_totp_setup',
  inlineRecoverySetup: '/inline_recovery_setup',
  // Sign-up
  signup: '/signup',
  oauthSignup: '/oauth/signup',
  cannotCreateAccount: '/cannot_create_account',
  confirmSignupCode: '/confirm_signup_code',
  primaryEmailVerified: '/primary_email_verified',
  signupConfirmed: '/signup_confirmed',
  signupVerified: '/signup_verified',
  signupConfirmedSync: '/signup_confirmed_sync',
  // Settings
  settings: '/settings',
  // Pairing
  pair: '/pair',
  pairSupplicant: '/pair/supp',
  // A device's sign-in by the code it shows (RFC 8628)
  device: '/device',
  // OAuth success and subscriptions
  oauthSuccess: '/oauth/success/:clientId',
  // A relying service's sign-out request (the provider's end_session_endpoint)
  oauthSignout: '/oauth/signout',
  subscriptionProduct: '/subscriptions/products/:productId',
} as const;

export type PathName = keyof typeof PATHS;
export type AppPath = (typeof PATHS)[PathName];

/** Routes matched with everything below them too ('/signin/*'). */
export const PREFIX_ROUTES: ReadonlySet<PathName> = new Set<PathName>([
  'legal',
  'legalPrivacy',
  'legalTerms',
  'localeLegalPrivacy',
  'localeLegalTerms',
  'clear',
  'webChannelExample',
  'postVerifyThirdPartyAuthCallback',
  'postVerifyThirdPartyAuthSetPassword',
  'resetPassword',
  'confirmResetPassword',
  'resetPasswordTotpRecoveryChoice',
  'resetPasswordRecoveryPhone',
  'confirmTotpResetPassword',
  'confirmBackupCodeResetPassword',
  'completeResetPassword',
  'accountRecoveryResetPassword',
  'accountRecoveryConfirmKey',
  'resetPasswordWithRecoveryKeyVerified',
  'resetPasswordVerified',
  'authorization',
  'reportSignin',
  'signinReported',
  'signin',
  'oauthSignin',
  'forceAuth',
  'oauthForceAuth',
  'signinBounced',
  'completeSignin',
  'signinConfirmed',
  'signinVerified',
  'signinRecoveryChoice',
  'signinRecoveryPhone',
  'signinRecoveryCode',
  'signinTokenCode',
  'signinTotpCode',
  'signinPushCode',
  'signinPushCodeConfirm',
  'signinUnblock',
  'inlineRecoveryKeySetup',
  'inlineTotpSetup',
  'inlineRecoverySetup',
  'signup',
  'oauthSignup',
  'cannotCreateAccount',
  'confirmSignupCode',
  'primaryEmailVerified',
  'signupConfirmed',
  'signupVerified',
  'signupConfirmedSync',
  'settings',
  'pairSupplicant',
]);

/**
 * Routes mounted without their last parameter too, so their page can say it
 * is missing (SPEC §2.9: /oauth/success without a client id is
 * INVALID_PARAMETER) instead of the not-found page.
 */
const OPTIONAL_LAST_PARAMETER: ReadonlySet<PathName> = new Set<PathName>(['oauthSuccess']);

/** The react-router pattern of a route: '/signin/*' for prefix routes, '/oauth/success/:clientId?' where the parameter may be missing. */
export function routePattern(name: PathName): string {
  const path = PATHS[name];
  if (OPTIONAL_LAST_PARAMETER.has(name)) return `${path}?`;
  return PREFIX_ROUTES.has(name) ? `${path}/*` : path;
}

/** A path with its parameters filled in, e.g. pathTo('oauthSuccess', { clientId }). */
export function pathTo(name: PathName, params: Record<string, string> = {}): string {
  return PATHS[name].replace(/:([A-Za-z]+)/g, (_match, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path parameter ${key} for ${name}`);
    return encodeURIComponent(value);
  });
}
