import { describe, expect, it } from 'vitest';
import { PATHS, pathTo, routePattern } from '../../../app/lib/paths';

// Every route of SPEC §2.2, as written there (without the trailing /*).
const SPEC_ROUTES = [
  '/', '/oauth', '/legal', '/legal/privacy', '/legal/terms', '/:locale/legal/privacy', '/:locale/legal/terms',
  '/clear', '/web_channel_example', '/cookies_disabled', '/post_verify/third_party_auth/callback',
  '/post_verify/third_party_auth/set_password', '/reset_password', '/confirm_reset_password',
  '/reset_password_totp_recovery_choice', '/reset_password_recovery_phone', '/confirm_totp_reset_password',
  '/confirm_backup_code_reset_password', '/complete_reset_password', '/account_recovery_reset_password',
  '/account_recovery_confirm_key', '/reset_password_with_recovery_key_verified', '/reset_password_verified',
  '/authorization', '/report_signin', '/signin_reported', '/signin', '/oauth/signin', '/force_auth',
  '/oauth/force_auth', '/signin_bounced', '/complete_signin', '/signin_confirmed', '/signin_verified',
  '/signin_recovery_choice', '/signin_recovery_phone', '/signin_recovery_code', '/signin_token_code',
  '/signin_totp_code', '/signin_push_code', '/signin_push_code_confirm', '/signin_unblock',
  '/inline_recovery_key_setup', '/inline_totp_setup', '/inline_recovery_setup', '/signup', '/oauth/signup',
  '/cannot_create_account', '/confirm_signup_code', '/primary_email_verified', '/signup_confirmed',
  '/signup_verified', '/signup_confirmed_sync', '/settings', '/pair', '/oauth/success/:clientId',
  '/subscriptions/products/:productId', '/third_party_auth/callback', '/pair/supp',
  // The device authorization grant's verification page (RFC 8628 §3.3).
  '/device',
  // The end-session page a relying service sends a sign-out request to (OpenID Connect RP-Initiated Logout 1.0).
  '/oauth/signout',
];

describe('paths table (SPEC §2.2)', () => {
  it.each(SPEC_ROUTES)('%s is in the table', (path) => {
    expect(Object.values(PATHS)).toContain(path);
  });

  it('holds nothing the spec does not list', () => {
    expect(Object.values(PATHS).filter((p) => !SPEC_ROUTES.includes(p))).toEqual([]);
  });

  it.each([
    { name: 'signin', pattern: '/signin/*' },
    { name: 'settings', pattern: '/settings/*' },
    { name: 'pairSupplicant', pattern: '/pair/supp/*' },
    { name: 'cookiesDisabled', pattern: '/cookies_disabled' },
    { name: 'pair', pattern: '/pair' },
    // Also without its client id, so the page can say the id is missing (SPEC §2.9).
    { name: 'oauthSuccess', pattern: '/oauth/success/:clientId?' },
  ] as const)('$name is mounted as $pattern', ({ name, pattern }) => {
    expect(routePattern(name)).toBe(pattern);
  });

  it('fills path parameters', () => {
    expect(pathTo('oauthSuccess', { clientId: 'abc123' })).toBe('/oauth/success/abc123');
    expect(pathTo('subscriptionProduct', { productId: 'prod 1' })).toBe('/subscriptions/products/prod%201');
    expect(() => pathTo('oauthSuccess')).toThrow(/clientId/);
  });
});
