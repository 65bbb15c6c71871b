import { describe, expect, it } from 'vitest';
import { AuthClientError } from '../../../../app/api';
import { codeFailure, finishTarget, isExpiredCode, loginFailure, nextAfterLogin, shownError } from '../../../../app/features/signin/decisions';

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

describe('a failed code step', () => {
  it.each([
    { name: 'wrong email code 183 → under the field', error: serverError(183), wrong: [183], shownAs: undefined, expected: { where: 'code', error: { ftlId: 'auth-error-183' } } },
    { name: 'wrong unblock code 127 → under the field', error: serverError(127), wrong: [127], shownAs: undefined, expected: { where: 'code', error: { ftlId: 'auth-error-127' } } },
    { name: 'wrong authenticator code → 1054 under the field', error: serverError(183), wrong: [183], shownAs: { ftlId: 'auth-error-1054' }, expected: { where: 'code', error: { ftlId: 'auth-error-1054' } } },
    { name: 'wrong backup code 156 → 1056 under the field', error: serverError(156), wrong: [156], shownAs: { ftlId: 'auth-error-1056' }, expected: { where: 'code', error: { ftlId: 'auth-error-1056' } } },
    { name: 'text limit 216 → banner', error: serverError(216), wrong: [183], shownAs: undefined, expected: { where: 'banner', error: { ftlId: 'auth-error-216' } } },
    { name: 'server error 999 → banner', error: serverError(999), wrong: [183], shownAs: undefined, expected: { where: 'banner', error: { ftlId: 'auth-error-999' } } },
  ])('$name', ({ error, wrong, shownAs, expected }) => {
    expect(codeFailure(error, wrong, shownAs)).toEqual(expected);
  });

  it.each([
    { errno: 153, expired: true },
    { errno: 183, expired: false },
    { errno: 105, expired: false },
  ])('errno $errno means an expired code: $expired', ({ errno, expired }) => {
    expect(isExpiredCode(serverError(errno))).toBe(expired);
  });

  it('shows the catalogue id of any API error', () => {
    expect(shownError(serverError(1054))).toEqual({ ftlId: 'auth-error-1054' });
  });
});

describe('where a finished sign-in goes', () => {
  it.each([
    { search: '', target: '/settings' },
    { search: '?redirect_to=%2Fsettings%2Femails', target: '/settings/emails' },
    { search: '?redirect_to=%2Fpair%3Fx%3D1', target: '/pair?x=1' },
    { search: '?redirect_to=https%3A%2F%2Fevil.example%2F', target: '/settings' },
    { search: '?redirect_to=%2F%2Fevil.example', target: '/settings' },
    { search: '?redirect_to=%2F%5Cevil.example', target: '/settings' },
    { search: '?redirect_to=', target: '/settings' },
  ])('redirect_to in "$search" → $target', ({ search, target }) => {
    expect(finishTarget(search)).toBe(target);
  });
});
