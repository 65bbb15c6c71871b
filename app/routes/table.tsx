// Every page the app serves, once: its path, the Fluent id of its title and
// how its code is loaded (lazily, one chunk per flow). Adding a page is one
// entry here and one folder in its flow. Paths not listed get the localized
// 'Page not found' page.
import { lazy } from 'react';
import type { ComponentType } from 'react';
import type { PathName } from '../lib/paths';

export interface PageRoute {
  /** The path's name in lib/paths.ts. */
  path: PathName;
  /** Fluent id of the page's title (the browser tab, announced on route changes). */
  title: string;
  /** The page's container, with whatever props the path gives it. */
  load: () => Promise<ComponentType>;
  /**
   * The container titles each page it draws itself (an area with pages of its own under its path,
   * such as settings, or a page drawn in another language than the app’s, such as a legal document’s);
   * `title` is then only the area’s name. @default false
   */
  titlesItsPages?: boolean;
  /**
   * The server draws the page's first screen as HTML, which the browser then
   * hydrates. Only for pages whose first screen needs no account. @default false
   */
  serverRendered?: boolean;
  /**
   * The pages this page's form usually leads to: their code is fetched once
   * the page can be used, so that an answer does not wait for it.
   */
  next?: readonly PathName[];
}

/**
 * Each flow's chunk, imported from one place: every import names the chunks it
 * needs beside its own, and the table is in the entry, so a flow's routes share
 * one import rather than repeat that list.
 */
const flows = {
  browserChannel: () => import('../features/browserChannel'),
  cookies: () => import('../features/cookies'),
  entry: () => import('../features/entry'),
  legal: () => import('../features/legal'),
  oauth: () => import('../features/oauth'),
  pairing: () => import('../features/pairing'),
  report: () => import('../features/report'),
  reset: () => import('../features/reset'),
  inlineSetup: () => import('../features/settings/inline'),
  signin: () => import('../features/signin'),
  signup: () => import('../features/signup'),
  subscriptions: () => import('../features/subscriptions'),
  thirdParty: () => import('../features/thirdParty'),
};

/** The page a sync integration's visitor sees on /settings when not signed in: the entry page, which leads on to sign-in or sign-up. */
const SyncSignin = lazy(async () => ({ default: (await flows.entry()).EntryContainer }));

export const PAGE_ROUTES: readonly PageRoute[] = [
  // Entry
  { path: 'root', title: 'entry-heading', serverRendered: true, next: ['signin', 'signup'], load: async () => (await flows.entry()).EntryContainer },
  { path: 'oauth', title: 'entry-heading', serverRendered: true, next: ['oauthSignin', 'oauthSignup'], load: async () => (await flows.entry()).OAuthEntryContainer },
  // Third-party sign-in
  { path: 'postVerifyThirdPartyAuthCallback', title: 'third-party-callback-title', load: async () => (await flows.thirdParty()).ThirdPartyCallbackContainer },
  { path: 'thirdPartyAuthCallback', title: 'third-party-callback-title', load: async () => (await flows.thirdParty()).ThirdPartyCallbackContainer },
  { path: 'postVerifyThirdPartyAuthSetPassword', title: 'third-party-set-password-heading', load: async () => (await flows.thirdParty()).SetPasswordContainer },
  // Sign-up
  { path: 'signup', title: 'signup-heading', serverRendered: true, load: async () => (await flows.signup()).SignupContainer },
  { path: 'oauthSignup', title: 'signup-heading', serverRendered: true, load: async () => (await flows.signup()).SignupContainer },
  { path: 'confirmSignupCode', title: 'flow-confirmation-code-heading', load: async () => (await flows.signup()).ConfirmSignupCodeContainer },
  { path: 'signupConfirmed', title: 'signup-confirmed-heading', load: async () => (await flows.signup()).SignupConfirmedContainer },
  { path: 'signupVerified', title: 'signup-verified-heading', load: async () => (await flows.signup()).SignupVerifiedContainer },
  { path: 'signupConfirmedSync', title: 'sync-confirmed-heading', load: async () => (await flows.signup()).SignupConfirmedSyncContainer },
  { path: 'primaryEmailVerified', title: 'primary-email-verified-heading', load: async () => (await flows.signup()).PrimaryEmailVerifiedContainer },
  { path: 'cannotCreateAccount', title: 'cannot-create-account-heading', load: async () => (await flows.signup()).CannotCreateAccountContainer },
  // Sign-in
  { path: 'signin', title: 'signin-heading', serverRendered: true, load: async () => (await flows.signin()).SigninContainer },
  { path: 'oauthSignin', title: 'signin-heading', serverRendered: true, load: async () => (await flows.signin()).SigninContainer },
  { path: 'forceAuth', title: 'signin-force-auth-heading', load: async () => (await flows.signin()).ForceAuthContainer },
  { path: 'oauthForceAuth', title: 'signin-force-auth-heading', load: async () => (await flows.signin()).ForceAuthContainer },
  { path: 'signinUnblock', title: 'signin-unblock-heading', load: async () => (await flows.signin()).SigninUnblockContainer },
  { path: 'signinTokenCode', title: 'flow-confirmation-code-heading', load: async () => (await flows.signin()).SigninTokenCodeContainer },
  { path: 'signinTotpCode', title: 'signin-totp-heading', load: async () => (await flows.signin()).SigninTotpCodeContainer },
  { path: 'signinPushCode', title: 'signin-push-heading', load: async () => (await flows.signin()).SigninPushCodeContainer },
  { path: 'signinPushCodeConfirm', title: 'signin-push-confirm-heading', load: async () => (await flows.signin()).SigninPushCodeConfirmContainer },
  { path: 'signinRecoveryChoice', title: 'signin-recovery-choice-heading', load: async () => (await flows.signin()).SigninRecoveryChoiceContainer },
  { path: 'signinRecoveryCode', title: 'signin-recovery-code-heading', load: async () => (await flows.signin()).SigninRecoveryCodeContainer },
  { path: 'signinRecoveryPhone', title: 'signin-recovery-phone-heading', load: async () => (await flows.signin()).SigninRecoveryPhoneContainer },
  { path: 'signinBounced', title: 'signin-bounced-heading', load: async () => (await flows.signin()).SigninBouncedContainer },
  { path: 'signinConfirmed', title: 'signin-confirmed-heading', load: async () => (await flows.signin()).SigninConfirmedContainer },
  { path: 'signinVerified', title: 'signin-confirmed-heading', load: async () => (await flows.signin()).SigninConfirmedContainer },
  { path: 'completeSignin', title: 'signin-confirming-heading', load: async () => (await flows.signin()).CompleteSigninContainer },
  // Set-up steps inside sign-in
  { path: 'inlineTotpSetup', title: 'inline-totp-heading', load: async () => (await flows.inlineSetup()).InlineTotpSetupContainer },
  { path: 'inlineRecoveryKeySetup', title: 'inline-recovery-key-heading', load: async () => (await flows.inlineSetup()).InlineRecoveryKeySetupContainer },
  { path: 'inlineRecoverySetup', title: 'inline-recovery-heading', load: async () => (await flows.inlineSetup()).InlineRecoverySetupContainer },
  // Password reset
  { path: 'resetPassword', title: 'reset-password-heading', load: async () => (await flows.reset()).ResetPasswordContainer },
  { path: 'confirmResetPassword', title: 'flow-confirmation-code-heading', load: async () => (await flows.reset()).ConfirmResetPasswordContainer },
  { path: 'resetPasswordTotpRecoveryChoice', title: 'reset-choice-heading', load: async () => (await flows.reset()).ResetPasswordRecoveryChoiceContainer },
  { path: 'confirmTotpResetPassword', title: 'reset-totp-heading', load: async () => (await flows.reset()).ConfirmTotpResetPasswordContainer },
  { path: 'confirmBackupCodeResetPassword', title: 'reset-backup-code-heading', load: async () => (await flows.reset()).ConfirmBackupCodeResetPasswordContainer },
  { path: 'resetPasswordRecoveryPhone', title: 'reset-phone-heading', load: async () => (await flows.reset()).ResetPasswordRecoveryPhoneContainer },
  { path: 'accountRecoveryConfirmKey', title: 'reset-key-heading', load: async () => (await flows.reset()).AccountRecoveryConfirmKeyContainer },
  { path: 'accountRecoveryResetPassword', title: 'reset-new-password-heading', load: async () => (await flows.reset()).AccountRecoveryResetPasswordContainer },
  { path: 'completeResetPassword', title: 'reset-new-password-heading', load: async () => (await flows.reset()).CompleteResetPasswordContainer },
  { path: 'resetPasswordVerified', title: 'reset-verified-heading', load: async () => (await flows.reset()).ResetPasswordVerifiedContainer },
  { path: 'resetPasswordWithRecoveryKeyVerified', title: 'reset-verified-key-heading', load: async () => (await flows.reset()).ResetPasswordWithRecoveryKeyVerifiedContainer },
  // OAuth
  { path: 'authorization', title: 'oauth-connecting-title', load: async () => (await flows.oauth()).AuthorizationContainer },
  { path: 'oauthSuccess', title: 'oauth-success-title', load: async () => (await flows.oauth()).OAuthSuccessContainer },
  { path: 'device', title: 'device-title', load: async () => (await flows.oauth()).DeviceContainer },
  { path: 'oauthSignout', title: 'oauth-signout-title', load: async () => (await flows.oauth()).SignOutContainer },
  // Device pairing
  { path: 'pair', title: 'pair-heading', load: async () => (await flows.pairing()).AuthorityContainer },
  { path: 'pairSupplicant', title: 'pair-supp-connecting-heading', load: async () => (await flows.pairing()).SupplicantContainer },
  // Subscriptions
  { path: 'subscriptionProduct', title: 'subscription-product-title', load: async () => (await flows.subscriptions()).SubscriptionProductContainer },
  // Report a sign-in
  { path: 'reportSignin', title: 'report-signin-heading', load: async () => (await flows.report()).ReportSigninContainer },
  { path: 'signinReported', title: 'signin-reported-heading', load: async () => (await flows.report()).SigninReportedContainer },
  // Settings
  {
    path: 'settings',
    title: 'settings-title',
    titlesItsPages: true,
    load: async () => {
      const { SettingsContainer } = await import('../features/settings');
      // A sync integration's visitor who is not signed in gets the sign-in's email-first page here.
      return function Settings() {
        return <SettingsContainer syncSignin={SyncSignin} />;
      };
    },
  },
  // Legal
  { path: 'legal', title: 'legal-index-heading', load: async () => (await flows.legal()).LegalIndexContainer },
  { path: 'legalPrivacy', title: 'legal-privacy-heading', titlesItsPages: true, load: async () => (await flows.legal()).PrivacyContainer },
  { path: 'legalTerms', title: 'legal-terms-heading', titlesItsPages: true, load: async () => (await flows.legal()).TermsContainer },
  { path: 'localeLegalPrivacy', title: 'legal-privacy-heading', titlesItsPages: true, load: async () => (await flows.legal()).PrivacyContainer },
  { path: 'localeLegalTerms', title: 'legal-terms-heading', titlesItsPages: true, load: async () => (await flows.legal()).TermsContainer },
  // Utilities
  { path: 'clear', title: 'clear-heading', load: async () => (await flows.browserChannel()).ClearContainer },
  { path: 'webChannelExample', title: 'web-channel-example-heading', load: async () => (await flows.browserChannel()).WebChannelExampleContainer },
  { path: 'cookiesDisabled', title: 'cookies-disabled-heading', load: async () => (await flows.cookies()).CookiesDisabledContainer },
];
