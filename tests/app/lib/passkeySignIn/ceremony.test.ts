// What a failed passkey sign-in tells the person: a ceremony this page stopped
// says nothing, one the person cancelled is said calmly, a passkey the server
// did not accept offers the password, and the server's other answers
// (throttling, an expired request, passkeys off) are its catalogue's words.
import { WebAuthnError } from '@simplewebauthn/browser';
import { describe, expect, it } from 'vitest';
import { AuthClientError, ERRNO } from '../../../../app/api';
import { flowNeedsKeys, passkeyProblem } from '../../../../app/lib/passkeySignIn';

const domError = (name: string) => Object.assign(new Error(name), { name });

describe('passkeyProblem', () => {
  it('is quiet about a ceremony the page stopped (another one, an address typed, the page left)', () => {
    expect(passkeyProblem(new WebAuthnError({ message: 'aborted', code: 'ERROR_CEREMONY_ABORTED', cause: domError('AbortError') }))).toEqual({ kind: 'stopped' });
    expect(passkeyProblem(domError('AbortError'))).toEqual({ kind: 'stopped' });
  });

  it('says a prompt the person closed was cancelled', () => {
    const error = new WebAuthnError({ message: 'closed', code: 'ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY', cause: domError('NotAllowedError') });
    expect(passkeyProblem(error)).toEqual({ kind: 'cancelled' });
  });

  it('says a passkey the server did not accept was refused, and so a browser that could not use it', () => {
    expect(passkeyProblem(new AuthClientError('server', ERRNO.PASSKEY_VERIFICATION_FAILED))).toEqual({ kind: 'refused' });
    expect(passkeyProblem(new AuthClientError('server', ERRNO.PASSKEY_NOT_FOUND))).toEqual({ kind: 'refused' });
    expect(passkeyProblem(new WebAuthnError({ message: 'bad', code: 'ERROR_AUTHENTICATOR_GENERAL_ERROR', cause: domError('UnknownError') }))).toEqual({ kind: 'refused' });
  });

  it('shows throttling and an expired request in the catalogue’s words, like the other factors', () => {
    expect(passkeyProblem(new AuthClientError('server', ERRNO.THROTTLED, { retryAfterLocalized: 'in 15 minutes' }))).toEqual({
      kind: 'error',
      error: { ftlId: 'auth-error-114', args: { retryAfterLocalized: 'in 15 minutes' } },
    });
    expect(passkeyProblem(new AuthClientError('server', ERRNO.PASSKEY_CHALLENGE_EXPIRED))).toEqual({ kind: 'error', error: { ftlId: 'auth-error-225' } });
  });

  it('takes passkeys turned off on the server as a reason to hide the button', () => {
    expect(passkeyProblem(new AuthClientError('server', ERRNO.FEATURE_NOT_ENABLED)).kind).toBe('off');
  });
});

describe('flowNeedsKeys', () => {
  it('is true where the password must still unlock the sync keys after a passkey', () => {
    expect(flowNeedsKeys('?service=sync')).toBe(true);
    expect(flowNeedsKeys('?context=oauth_webchannel_v1&client_id=abc')).toBe(true);
    expect(flowNeedsKeys('?client_id=abc&scope=profile&state=s&keys_jwk=eyJ')).toBe(true);
  });

  it('is false for settings, a service without keys and pairing', () => {
    expect(flowNeedsKeys('')).toBe(false);
    expect(flowNeedsKeys('?client_id=abc&scope=openid+profile&state=s')).toBe(false);
    expect(flowNeedsKeys('?redirect_to=%2Fpair')).toBe(false);
  });
});
