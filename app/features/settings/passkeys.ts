// Adding a passkey, as the passkeys page and the home's offer both do it: the
// `2fa` step-up (the server asks for one: a fresh sign-in is not enough), the
// server's creation options, the browser's ceremony and the server's check.
import type { Api, Passkey } from '../../api';
import { createPasskey } from '../../lib/passkeys';
import type { StepUp } from './kit';

/** Most passkeys an account holds (the server's limit). */
export const PASSKEY_LIMIT = 10;

/** Adds a passkey through the step-up; rejects with the step-up's, the ceremony's or the server's failure. */
export function addPasskey(api: Api, stepUp: StepUp): Promise<Passkey> {
  return stepUp.run('2fa', async (jwt) => {
    const options = await api.passkeyRegistrationOptions(jwt);
    return api.passkeyRegistrationVerify(jwt, await createPasskey(options));
  });
}

/**
 * Adds a passkey without asking, where the browser's password manager can make one for the account it
 * just signed in with (conditional create) and a step-up token is already held (`jwt`): any failure
 * (the browser declined, nothing could be made quietly) rejects, and nothing is shown for it.
 */
export async function addPasskeyQuietly(api: Api, jwt: string): Promise<Passkey> {
  const options = await api.passkeyRegistrationOptions(jwt);
  return api.passkeyRegistrationVerify(jwt, await createPasskey(options, true));
}
