// The auth REST contract (openapi/auth.yaml): every operation the app calls
// over REST, named after its operationId. Sign-in's password step and the
// session's status go this way; sign-up and sign-out go over GraphQL
// (graphql/operations.ts), so each operation has one way.
import type { components, paths } from '../../../generated/openapi/auth';
import type { Client } from 'openapi-fetch';
import { createRestClient, requiredData } from '../restClient';
import type { RestClientOptions } from '../restClient';

type Schemas = components['schemas'];

export type AuthPaths = paths;
export type AccountStatusRequest = Schemas['AccountStatusRequest'];
export type AccountStatusResponse = Schemas['AccountStatusResponse'];
export type CredentialsStatusResponse = Schemas['CredentialsStatusResponse'];
export type SessionVerifyCodeRequest = Schemas['SessionVerifyCodeRequest'];
export type SessionStatusResponse = Schemas['SessionStatusResponse'];
export type SendUnblockCodeRequest = Schemas['SendUnblockCodeRequest'];
export type MetricsContext = Schemas['MetricsContext'];
export type AccountLoginRequest = Schemas['AccountLoginRequest'];
export type LoginResponse = Schemas['LoginResponse'];
export type RecoveryPhoneStatusResponse = Schemas['RecoveryPhoneStatusResponse'];
export type OAuthAuthorizationRequest = Schemas['OAuthAuthorizationRequest'];
export type OAuthAuthorizationResponse = Schemas['OAuthAuthorizationResponse'];
export type IdTokenClaims = Schemas['IdTokenClaims'];
export type ScopedKeyDataRequest = Schemas['ScopedKeyDataRequest'];
export type ScopedKeyDataResponse = Schemas['ScopedKeyDataResponse'];
export type AccountKeysResponse = Schemas['AccountKeysResponse'];

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
  /** Asks for an authorization code for a relying party, for the signed-in session (OAuth catalogue errors). */
  oauthAuthorization(request: OAuthAuthorizationRequest): Promise<OAuthAuthorizationResponse>;
  /** Checks an id token we issued (prompt=none's id_token_hint, with the grace of SPEC §9); resolves to its claims. */
  oauthIdTokenVerify(idToken: string, clientId: string, graceSeconds: number): Promise<IdTokenClaims>;
  /** The key data of the key-bearing scopes a relying party asks for (OAuth catalogue errors). */
  accountScopedKeyData(request: ScopedKeyDataRequest): Promise<ScopedKeyDataResponse>;
  /** kA and the wrapped kB, once, for a key-fetch token of a confirmed session. */
  accountKeys(keyFetchToken: string): Promise<AccountKeysResponse>;
}

export function createAuthApi(client: Client<AuthPaths>): AuthApi {
  return {
    async accountStatus(email, options = {}) {
      const { data, response } = await client.POST('/v1/account/status', { body: { ...options, email } });
      return requiredData(data, response.status);
    },
    async accountCredentialsStatus(email) {
      const { data, response } = await client.POST('/v1/account/credentials/status', { body: { email } });
      return requiredData(data, response.status);
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
      return requiredData(data, response.status);
    },
    async accountLogin(request, options = {}) {
      const { data, response } = await client.POST('/v1/account/login', {
        params: { query: options.keys ? { keys: true } : {} },
        body: request,
      });
      return requiredData(data, response.status);
    },
    async sessionVerifyTotp(code) {
      await client.POST('/v1/session/verify/totp', { body: { code } });
    },
    async sessionVerifyRecoveryCode(code) {
      const { data, response } = await client.POST('/v1/session/verify/recoveryCode', { body: { code } });
      return requiredData(data, response.status);
    },
    async recoveryPhoneStatus() {
      const { data, response } = await client.GET('/v1/recovery_phone', {});
      return requiredData(data, response.status);
    },
    async recoveryPhoneSigninSendCode() {
      await client.POST('/v1/recovery_phone/signin/send_code', {});
    },
    async recoveryPhoneSigninConfirm(code) {
      await client.POST('/v1/recovery_phone/signin/confirm', { body: { code } });
    },
    async oauthAuthorization(request) {
      const { data, response } = await client.POST('/v1/oauth/authorization', { body: request });
      return requiredData(data, response.status);
    },
    async accountScopedKeyData(request) {
      const { data, response } = await client.POST('/v1/account/scoped-key-data', { body: request });
      return requiredData(data, response.status);
    },
    async accountKeys(keyFetchToken) {
      // The key-fetch token, not the session's, is this call's credential.
      const { data, response } = await client.GET('/v1/account/keys', { headers: { Authorization: `Bearer ${keyFetchToken}` } });
      return requiredData(data, response.status);
    },
    async oauthIdTokenVerify(idToken, clientId, graceSeconds) {
      const { data, response } = await client.POST('/v1/oauth/id_token/verify', {
        body: { id_token: idToken, client_id: clientId, expiry_grace_period: graceSeconds },
      });
      return requiredData(data, response.status);
    },
  };
}

export function createAuthClient(options: RestClientOptions): Client<AuthPaths> {
  return createRestClient<AuthPaths>(options);
}
