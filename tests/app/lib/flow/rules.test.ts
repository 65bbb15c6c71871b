// The flow kit's rules without React: where a code page shows a failure, the
// catalogue message of any error, errnos by name, and where a finished flow
// goes (one same-site check for every flow).
import { describe, expect, it } from 'vitest';
import { AuthClientError } from '../../../../app/api';
import { ERRNO, WRONG_TOTP_CODE, clientError, codeFailure, finishTarget, hasErrno, shownError } from '../../../../app/lib/flow';

const serverError = (errno: number, details: ConstructorParameters<typeof AuthClientError>[2] = {}) =>
  new AuthClientError('server', errno, details);

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

  it('says an authenticator code just used (220) in its own words, under the field of every authenticator step', () => {
    const { wrongCodeErrnos, wrongCodeShownAs } = WRONG_TOTP_CODE;
    expect(codeFailure(serverError(ERRNO.TOTP_CODE_ALREADY_USED), wrongCodeErrnos, wrongCodeShownAs)).toEqual({ where: 'code', error: { ftlId: 'auth-error-220' } });
    expect(codeFailure(serverError(183), wrongCodeErrnos, wrongCodeShownAs)).toEqual({ where: 'code', error: { ftlId: 'auth-error-1054' } });
  });

  it('shows the catalogue id of any API error, with the wait when the server gave one', () => {
    expect(shownError(serverError(1054))).toEqual({ ftlId: 'auth-error-1054' });
    expect(shownError(serverError(114, { retryAfter: 120, retryAfterLocalized: 'in 2 minutes' }))).toEqual({
      ftlId: 'auth-error-114',
      args: { retryAfterLocalized: 'in 2 minutes' },
    });
    expect(shownError(new Error('not from the server'))).toEqual({ ftlId: 'auth-error-999' });
  });

  it('names errnos and client-side messages from the catalogue', () => {
    expect(ERRNO.INCORRECT_PASSWORD).toBe(103);
    expect(ERRNO.INVALID_EXPIRED_OTP_CODE).toBe(183);
    expect(clientError('CONFIRMATION_CODE_REQUIRED')).toEqual({ ftlId: 'auth-error-1060' });
    expect(hasErrno(serverError(103), ERRNO.INCORRECT_PASSWORD)).toBe(true);
    expect(hasErrno(serverError(102), ERRNO.INCORRECT_PASSWORD)).toBe(false);
    expect(hasErrno(new Error('x'), ERRNO.INCORRECT_PASSWORD)).toBe(false);
  });
});

describe('where a finished flow goes', () => {
  it.each([
    { redirectTo: undefined, target: '/settings' },
    { redirectTo: '/settings/emails', target: '/settings/emails' },
    { redirectTo: '/pair?x=1', target: '/pair?x=1' },
    { redirectTo: 'https://evil.example/', target: '/settings' },
    { redirectTo: '//evil.example', target: '/settings' },
    { redirectTo: '/\\evil.example', target: '/settings' },
    { redirectTo: '', target: '/settings' },
  ])('redirect_to $redirectTo → $target', ({ redirectTo, target }) => {
    expect(finishTarget(redirectTo)).toBe(target);
  });
});
