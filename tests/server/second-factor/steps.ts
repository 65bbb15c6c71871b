// Shared steps of the two-step suites: step-up JWTs, authenticator codes at
// the server's clock, texted codes, and an account with two-step on.
import { expect } from 'vitest';
import { totpCodeAt } from '../../../server/second-factor/totp';
import type { TestServer } from '../harness';
import { signUpVerified } from '../api/flows';
import type { TestAccount } from '../api/flows';

export type Scope = 'password' | '2fa' | 'email' | 'recovery_key';

/** A movable clock for the server under test; each test moves it forward. */
export class TestClock {
  value = Date.now();
  readonly now = () => this.value;
  /** Moves to the start of a later 30-second step, so every authenticator code is fresh. */
  nextStep(): void {
    this.value = (Math.floor(this.value / 30_000) + 2) * 30_000 + 1_000;
  }
  advance(ms: number): void {
    this.value += ms;
  }
}

/** Requests an emailed step-up code and trades it for a JWT. */
export async function stepUpToken(t: TestServer, account: TestAccount, scope: Scope = '2fa'): Promise<string> {
  const api = t.rest(account.sessionToken);
  const sent = await api.POST('/v1/mfa/otp/request', { body: { scope } });
  expect(sent.error).toBeUndefined();
  const code = await t.latestCode(account.email);
  const verified = await api.POST('/v1/mfa/otp/verify', { body: { scope, code } });
  expect(verified.error).toBeUndefined();
  return verified.data!.accessToken;
}

export function codeNow(secret: string, clock: TestClock): string {
  return totpCodeAt(secret, clock.value);
}

/** The newest text message's code to a number. */
export async function latestSms(t: TestServer, phone: string): Promise<string> {
  const { data } = await t.content().GET('/__dev/outbox', { params: { query: { phone, limit: 1 } } });
  const code = data?.messages[0]?.code;
  if (!code) throw new Error(`no text was sent to ${phone}`);
  return code;
}

/** Backup codes of the configured shape: 8 codes of 10 lower-case letters and digits. */
export function backupCodes(seed: string, count = 8, length = 10): string[] {
  return Array.from({ length: count }, (_, i) => `${seed}${i}`.padEnd(length, 'x').slice(0, length).toLowerCase());
}

export interface TwoStepAccount extends TestAccount {
  readonly secret: string;
  readonly jwt: string;
  readonly codes: string[];
}

/** Signs up and turns two-step authentication on with backup codes, through the JWT operations. */
export async function withTwoStep(t: TestServer, clock: TestClock, seed = 'a'): Promise<TwoStepAccount> {
  const account = await signUpVerified(t);
  const jwt = await stepUpToken(t, account);
  const api = t.rest(jwt);
  const created = await api.POST('/v1/mfa/totp/create', { body: {} });
  expect(created.error).toBeUndefined();
  const secret = created.data!.secret;
  clock.nextStep();
  expect((await api.POST('/v1/mfa/totp/setup/verify', { body: { code: codeNow(secret, clock) } })).error).toBeUndefined();
  const codes = backupCodes(`${seed}${account.uid.slice(0, 4)}`);
  expect((await api.POST('/v1/mfa/recoveryCodes', { body: { recoveryCodes: codes } })).error).toBeUndefined();
  expect((await api.POST('/v1/mfa/totp/setup/complete', { body: {} })).error).toBeUndefined();
  return { ...account, secret, jwt, codes };
}

/** A second session, as another browser signing in with the password would have. */
export async function otherSession(t: TestServer, account: TestAccount): Promise<string> {
  const login = await t.rest().POST('/v1/account/login', {
    body: { reason: 'signin', email: account.email, authPW: account.credentials.authPWVersion2 },
  });
  expect(login.error).toBeUndefined();
  return login.data!.sessionToken;
}

/** Whether a session token still answers. */
export async function alive(t: TestServer, sessionToken: string): Promise<boolean> {
  const { response } = await t.rest(sessionToken).GET('/v1/session/status');
  return response.status === 200;
}
