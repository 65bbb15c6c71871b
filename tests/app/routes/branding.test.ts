// Which pages a relying party's branding reaches (SPEC §1, §2.1): every page
// of its flow, the sign-in and sign-up codes under their own keys in the CMS
// content, never the settings, legal documents or utilities.
import { describe, expect, it } from 'vitest';
import { BRANDED_ROUTES } from '../../../app/routes/branding';
import { PAGE_ROUTES } from '../../../app/routes/table';

describe('the branded routes', () => {
  it('are all pages of the route table', () => {
    const paths = new Set(PAGE_ROUTES.map((route) => route.path));
    for (const path of Object.keys(BRANDED_ROUTES)) expect(paths.has(path as never), path).toBe(true);
  });

  it('give the pages the CMS content may override their own keys, and every other flow page the shared branding', () => {
    expect(BRANDED_ROUTES).toMatchObject({
      oauth: 'EmailFirstPage',
      oauthSignin: 'SigninPage',
      signinTokenCode: 'SigninTokenCodePage',
      signinUnblock: 'SigninUnblockCodePage',
      oauthSignup: 'SignupSetPasswordPage',
      confirmSignupCode: 'SignupConfirmCodePage',
      signinTotpCode: 'shared',
      signinRecoveryChoice: 'shared',
      signinRecoveryCode: 'shared',
      signinRecoveryPhone: 'shared',
      resetPassword: 'shared',
      authorization: 'shared',
    });
  });

  it('leave out the pages outside a relying party’s flow', () => {
    for (const path of ['settings', 'legal', 'legalPrivacy', 'legalTerms', 'clear', 'webChannelExample', 'cookiesDisabled', 'subscriptionProduct'] as const) {
      expect(BRANDED_ROUTES[path], path).toBeUndefined();
    }
  });
});
