// Typed calls of the auth REST contract that only the sign-in flow makes:
// the password step, and confirming the new session with an authenticator
// code, a backup code or a code texted to the recovery phone
// (openapi/auth.yaml, named after their operationIds).
import type { Client } from 'openapi-fetch';
import type { components } from '../../generated/openapi/auth';
import { AUTH_ERRORS } from '../../generated/errors';
import { AuthClientError } from './errors';
import type { AuthPaths } from './auth';

type Schemas = components['schemas'];

export type AccountLoginRequest = Schemas['AccountLoginRequest'];
export type LoginResponse = Schemas['LoginResponse'];
export type RecoveryPhoneStatusResponse = Schemas['RecoveryPhoneStatusResponse'];

export interface SigninApi {
  /** Signs in with the derived authPW; `keys` asks for a key-fetch token. */
  accountLogin(request: AccountLoginRequest, options?: { keys?: boolean }): Promise<LoginResponse>;
  /** Confirms a totp-2fa session with the authenticator code. */
  sessionVerifyTotp(code: string): Promise<void>;
  /** Confirms a totp-2fa session with one backup authentication code; resolves to the codes left. */
  sessionVerifyRecoveryCode(code: string): Promise<{ remaining: number }>;
  /** Whether the account has a recovery phone, and its masked number. */
  recoveryPhoneStatus(): Promise<RecoveryPhoneStatusResponse>;
  /** Texts a sign-in code to the recovery phone. */
  recoveryPhoneSigninSendCode(): Promise<void>;
  /** Confirms a totp-2fa session with the code texted to the recovery phone. */
  recoveryPhoneSigninConfirm(code: string): Promise<void>;
}

function required<T>(data: T | undefined, status: number): T {
  if (data === undefined) {
    throw new AuthClientError('server', AUTH_ERRORS.UNEXPECTED_ERROR.errno, { status });
  }
  return data;
}

export function createSigninApi(client: Client<AuthPaths>): SigninApi {
  return {
    async accountLogin(request, options = {}) {
      const { data, response } = await client.POST('/v1/account/login', {
        params: { query: options.keys ? { keys: true } : {} },
        body: request,
      });
      return required(data, response.status);
    },
    async sessionVerifyTotp(code) {
      await client.POST('/v1/session/verify/totp', { body: { code } });
    },
    async sessionVerifyRecoveryCode(code) {
      const { data, response } = await client.POST('/v1/session/verify/recoveryCode', { body: { code } });
      return required(data, response.status);
    },
    async recoveryPhoneStatus() {
      const { data, response } = await client.GET('/v1/recovery_phone', {});
      return required(data, response.status);
    },
    async recoveryPhoneSigninSendCode() {
      await client.POST('/v1/recovery_phone/signin/send_code', {});
    },
    async recoveryPhoneSigninConfirm(code) {
      await client.POST('/v1/recovery_phone/signin/confirm', { body: { code } });
    },
  };
}
