// Accounts for React tests, made through the in-process server's REST API as
// a browser without key stretching v2 makes them, confirmed by the mailed code.
import createClient from 'openapi-fetch';
import { expect } from 'vitest';
import type { paths as AuthPaths } from '../../generated/openapi/auth';
import { bytesToHex, deriveCredentials, hexToBytes, randomKb, wrapKb } from '../../app/lib/crypto';
import { IN_PROCESS_ORIGIN } from './inProcessServer';
import type { InProcessServer } from './inProcessServer';

export const TEST_PASSWORD = 'a long test password';

export interface TestAccount {
  email: string;
  uid: string;
  sessionToken: string;
}

/** The auth REST client on the in-process server, with a session token when given. */
export function restClient(server: InProcessServer, sessionToken?: string) {
  return createClient<AuthPaths>({
    baseUrl: IN_PROCESS_ORIGIN,
    fetch: server.transport,
    headers: sessionToken ? { Authorization: `Bearer ${sessionToken}` } : {},
  });
}

/** A confirmed account at `email` with TEST_PASSWORD (its session confirmed too), unless `confirmed` is false. */
export async function createTestAccount(server: InProcessServer, email: string, { confirmed = true } = {}): Promise<TestAccount> {
  const credentials = await deriveCredentials(1, email, TEST_PASSWORD);
  const created = await restClient(server).POST('/v1/account/create', {
    body: { email, authPW: credentials.authPW, wrapKb: bytesToHex(wrapKb(randomKb(), hexToBytes(credentials.unwrapBKey))), verificationMethod: 'email-otp' },
  });
  expect(created.error, 'account created').toBeUndefined();
  const account = { email, uid: created.data!.uid, sessionToken: created.data!.sessionToken };
  if (!confirmed) return account;
  const [code] = await server.codesTo(email);
  const verified = await restClient(server, account.sessionToken).POST('/v1/session/verify_code', { body: { code: code! } });
  expect(verified.error, 'sign-up code confirmed').toBeUndefined();
  return account;
}
