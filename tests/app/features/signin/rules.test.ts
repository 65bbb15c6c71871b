import { describe, expect, it } from 'vitest';
import { AuthClientError } from '../../../../app/api';
import { isExpiredCode, loginFailure, nextAfterLogin } from '../../../../app/features/signin/rules';

const serverError = (errno: number, details: ConstructorParameters<typeof AuthClientError>[2] = {}) =>
  new AuthClientError('server', errno, details);

describe('the page after a successful password step', () => {
  it.each([
    { response: { sessionVerified: true }, next: 'done' },
    { response: { sessionVerified: true, verificationMethod: 'email-otp' as const }, next: 'done' },
    { response: { sessionVerified: false, verificationMethod: 'email-otp' as const }, next: '/signin_token_code' },
    { response: { sessionVerified: false, verificationMethod: 'totp-2fa' as const }, next: '/signin_totp_code' },
    { response: { sessionVerified: false }, next: '/signin_token_code' },
  ])('$response.verificationMethod, verified $response.sessionVerified → $next', ({ response, next }) => {
    expect(nextAfterLogin(response).to).toBe(next);
  });
});

describe('a failed password step', () => {
  it.each([
    { name: '103 incorrect password → under the password field', error: serverError(103), expected: { action: 'show', where: 'password', error: { ftlId: 'auth-error-103' } } },
    { name: '102 unknown account → banner', error: serverError(102), expected: { action: 'show', where: 'banner', error: { ftlId: 'auth-error-102' } } },
    {
      name: '125 request blocked → unblock page',
      error: serverError(125, { verificationMethod: 'email-captcha', verificationReason: 'login' }),
      expected: { action: 'unblock' },
    },
    {
      name: '120 incorrect email case → retry with the registered address',
      error: serverError(120, { email: 'Someone@Example.com' }),
      expected: { action: 'retry-with-email', email: 'Someone@Example.com' },
    },
    {
      name: '114 throttled with a retry time → banner with the localized time',
      error: serverError(114, { retryAfter: 900, retryAfterLocalized: 'in 15 minutes' }),
      expected: { action: 'show', where: 'banner', error: { ftlId: 'auth-error-114', args: { retryAfterLocalized: 'in 15 minutes' } } },
    },
    {
      name: '114 throttled without a retry time → generic banner',
      error: serverError(114),
      expected: { action: 'show', where: 'banner', error: { ftlId: 'auth-error-114-generic' } },
    },
    { name: 'timeout → banner', error: new AuthClientError('timeout', 1039), expected: { action: 'show', where: 'banner', error: { ftlId: 'auth-error-1039' } } },
    { name: 'network failure → banner', error: new AuthClientError('network', 203), expected: { action: 'show', where: 'banner', error: { ftlId: 'auth-error-203' } } },
    { name: 'a non-API failure → unexpected error', error: new TypeError('boom'), expected: { action: 'show', where: 'banner', error: { ftlId: 'auth-error-999' } } },
  ])('$name', ({ error, expected }) => {
    expect(loginFailure(error, false)).toEqual(expected);
  });

  it('120 a second time is shown rather than retried again', () => {
    expect(loginFailure(serverError(120, { email: 'a@example.com' }), true)).toEqual({
      action: 'show',
      where: 'banner',
      error: { ftlId: 'auth-error-120' },
    });
  });
});

describe('an expired code', () => {
  it.each([
    { errno: 153, expired: true },
    { errno: 183, expired: false },
    { errno: 105, expired: false },
  ])('errno $errno means an expired code: $expired', ({ errno, expired }) => {
    expect(isExpiredCode(serverError(errno))).toBe(expired);
  });
});
