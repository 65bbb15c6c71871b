// Typed calls of the auth REST contract the entry, sign-up and sign-in flows
// need, named after their operationIds (openapi/auth.yaml).
import type { components, paths } from '../../generated/openapi/auth';
import type { Client } from 'openapi-fetch';
import { AUTH_ERRORS } from '../../generated/errors';
import { AuthClientError } from './errors';
import { createRestClient } from './restClient';
import type { RestClientOptions } from './restClient';

type Schemas = components['schemas'];

export type AuthPaths = paths;
export type AccountStatusRequest = Schemas['AccountStatusRequest'];
export type AccountStatusResponse = Schemas['AccountStatusResponse'];
export type CredentialsStatusResponse = Schemas['CredentialsStatusResponse'];
export type SessionVerifyCodeRequest = Schemas['SessionVerifyCodeRequest'];
export type SessionStatusResponse = Schemas['SessionStatusResponse'];
export type SendUnblockCodeRequest = Schemas['SendUnblockCodeRequest'];
export type MetricsContext = Schemas['MetricsContext'];

export interface AuthApi {
  /** Whether an account exists for the email (email-first step). */
  accountStatus(email: string, options?: Omit<AccountStatusRequest, 'email'>): Promise<AccountStatusResponse>;
  /** Which key-stretch versions the account has, and its v2 clientSalt. */
  accountCredentialsStatus(email: string): Promise<CredentialsStatusResponse>;
  /** Confirms the current session with the emailed code. */
  sessionVerifyCode(request: SessionVerifyCodeRequest): Promise<void>;
  /** Emails a new session confirmation code. */
  sessionResendCode(): Promise<void>;
  /** Emails an unblock code after a blocked sign-in (errno 125). */
  accountLoginSendUnblockCode(email: string, metricsContext?: MetricsContext): Promise<void>;
  /** The current session's state; 401 errno 110 when the token is not valid. */
  sessionStatus(): Promise<SessionStatusResponse>;
  /** Signs the current session out. */
  sessionDestroy(): Promise<void>;
}

function required<T>(data: T | undefined, status: number): T {
  if (data === undefined) {
    throw new AuthClientError('server', AUTH_ERRORS.UNEXPECTED_ERROR.errno, { status });
  }
  return data;
}

export function createAuthApi(client: Client<AuthPaths>): AuthApi {
  return {
    async accountStatus(email, options = {}) {
      const { data, response } = await client.POST('/v1/account/status', { body: { ...options, email } });
      return required(data, response.status);
    },
    async accountCredentialsStatus(email) {
      const { data, response } = await client.POST('/v1/account/credentials/status', { body: { email } });
      return required(data, response.status);
    },
    async sessionVerifyCode(request) {
      await client.POST('/v1/session/verify_code', { body: request });
    },
    async sessionResendCode() {
      await client.POST('/v1/session/resend_code', {});
    },
    async accountLoginSendUnblockCode(email, metricsContext) {
      const body: SendUnblockCodeRequest = { email };
      if (metricsContext) body.metricsContext = metricsContext;
      await client.POST('/v1/account/login/send_unblock_code', { body });
    },
    async sessionStatus() {
      const { data, response } = await client.GET('/v1/session/status', {});
      return required(data, response.status);
    },
    async sessionDestroy() {
      await client.POST('/v1/session/destroy', { body: {} });
    },
  };
}

export function createAuthClient(options: RestClientOptions): Client<AuthPaths> {
  return createRestClient<AuthPaths>(options);
}
