// Shared steps of the API suites: signing up, reading the emailed code and
// confirming the session, all through the generated REST client.
import { expect } from 'vitest';
import { randomBytes } from 'node:crypto';
import { credentialsV1, credentialsV2, newClientSalt, wrapKb } from '../../../server/crypto/onepw';
import type { SignUpCredentials, StretchedCredentials } from '../../../server/crypto/onepw';
import type { TestServer } from '../harness';
import { uniqueEmail } from '../harness';

export interface TestAccount {
  readonly email: string;
  readonly password: string;
  readonly credentials: SignUpCredentials;
  readonly uid: string;
  readonly sessionToken: string;
}

export const PASSWORD = 'correct horse battery';

/** Version 2 credentials do not depend on the email: derived once (650,000 iterations) and shared. */
let shared: { clientSalt: string; v2: StretchedCredentials } | undefined;

export function credentialsFor(email: string): SignUpCredentials {
  if (!shared) {
    const clientSalt = newClientSalt();
    shared = { clientSalt, v2: credentialsV2(clientSalt, PASSWORD) };
  }
  const kB = randomBytes(32).toString('hex');
  const v1 = credentialsV1(email, PASSWORD);
  return {
    authPW: v1.authPW,
    wrapKb: wrapKb(kB, v1.unwrapBKey),
    authPWVersion2: shared.v2.authPW,
    wrapKbVersion2: wrapKb(kB, shared.v2.unwrapBKey),
    clientSalt: shared.clientSalt,
    kB,
  };
}

export function v1AuthPW(email: string, password = PASSWORD): string {
  return credentialsV1(email, password).authPW;
}

/** Signs up through REST; the session is not yet confirmed. */
export async function signUp(t: TestServer, options: { email?: string; v2?: boolean } = {}): Promise<TestAccount> {
  const email = options.email ?? uniqueEmail();
  const password = PASSWORD;
  const credentials = credentialsFor(email);
  const v2 = options.v2 ?? true;
  const { data, error } = await t.rest().POST('/v1/account/create', {
    body: {
      email,
      verificationMethod: 'email-otp',
      authPW: credentials.authPW,
      wrapKb: credentials.wrapKb,
      ...(v2
        ? {
            authPWVersion2: credentials.authPWVersion2,
            wrapKbVersion2: credentials.wrapKbVersion2,
            clientSalt: credentials.clientSalt,
          }
        : {}),
    },
  });
  expect(error).toBeUndefined();
  return { email, password, credentials, uid: data!.uid, sessionToken: data!.sessionToken };
}

/** Signs up and confirms the session with the emailed code. */
export async function signUpVerified(t: TestServer, options: { email?: string; v2?: boolean } = {}): Promise<TestAccount> {
  const account = await signUp(t, options);
  const code = await t.latestCode(account.email);
  const { error } = await t.rest(account.sessionToken).POST('/v1/session/verify_code', { body: { code } });
  expect(error).toBeUndefined();
  return account;
}
