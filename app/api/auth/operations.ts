// The auth REST contract (openapi/auth.yaml): every operation the app calls
// over REST, named after its operationId. It is long because the contract is:
// one short typed wrapper per operation, in the contract's order, so that a
// renamed operation shows here beside its neighbours. Sign-in's password step and the
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
export type SessionPushRequestResponse = Schemas['SessionPushRequestResponse'];
export type SendUnblockCodeRequest = Schemas['SendUnblockCodeRequest'];
export type MetricsContext = Schemas['MetricsContext'];
export type AccountLoginRequest = Schemas['AccountLoginRequest'];
export type LoginResponse = Schemas['LoginResponse'];
export type RecoveryPhoneStatusResponse = Schemas['RecoveryPhoneStatusResponse'];
export type RecoveryPhoneResponse = Schemas['RecoveryPhoneResponse'];
export type OAuthAuthorizationRequest = Schemas['OAuthAuthorizationRequest'];
export type OAuthAuthorizationResponse = Schemas['OAuthAuthorizationResponse'];
export type OAuthAuthorizationCancelRequest = Schemas['OAuthAuthorizationCancelRequest'];
export type OAuthAuthorizationCancelResponse = Schemas['OAuthAuthorizationCancelResponse'];
export type OAuthAuthorizationCheckRequest = Schemas['OAuthAuthorizationCheckRequest'];
export type OAuthAuthorizationCheckResponse = Schemas['OAuthAuthorizationCheckResponse'];
export type OAuthEndSessionCheckRequest = Schemas['OAuthEndSessionCheckRequest'];
export type OAuthEndSessionCheckResponse = Schemas['OAuthEndSessionCheckResponse'];
export type IdTokenClaims = Schemas['IdTokenClaims'];
export type DeviceAuthorizationDetails = Schemas['DeviceAuthorizationDetails'];
export type ScopedKeyDataRequest = Schemas['ScopedKeyDataRequest'];
export type ScopedKeyDataResponse = Schemas['ScopedKeyDataResponse'];
export type AccountKeysResponse = Schemas['AccountKeysResponse'];
export type MfaScope = Schemas['MfaScope'];
export type MfaScopes = Schemas['MfaScopes'];
export type PasswordForgotSendOtpRequest = Schemas['PasswordForgotSendOtpRequest'];
export type PasswordForgotVerifyOtpResponse = Schemas['PasswordForgotVerifyOtpResponse'];
export type PasswordForgotVerifyCodeRequest = Schemas['PasswordForgotVerifyCodeRequest'];
export type PasswordForgotVerifyCodeResponse = Schemas['PasswordForgotVerifyCodeResponse'];
export type AccountResetRequest = Schemas['AccountResetRequest'];
export type AccountResetWithRecoveryKeyRequest = Schemas['AccountResetWithRecoveryKeyRequest'];
export type AccountResetResponse = Schemas['AccountResetResponse'];
export type TotpExistsResponse = Schemas['TotpExistsResponse'];
export type RecoveryKeyExistsResponse = Schemas['RecoveryKeyExistsResponse'];
export type RecoveryCodesExistResponse = Schemas['RecoveryCodesExistResponse'];
export type SessionReauthRequest = Schemas['SessionReauthRequest'];
export type SessionReauthResponse = Schemas['SessionReauthResponse'];
export type PasswordChangeRequest = Schemas['PasswordChangeRequest'];
export type PasswordChangeResponse = Schemas['PasswordChangeResponse'];
export type PasswordCreateRequest = Schemas['PasswordCreateRequest'];
export type PasswordCreateResponse = Schemas['PasswordCreateResponse'];
export type PasswordRangeResponse = Schemas['PasswordRangeResponse'];
export type TotpSecretResponse = Schemas['TotpSecretResponse'];
export type RecoveryKeyCreateRequest = Schemas['RecoveryKeyCreateRequest'];
export type LinkedAccountLoginRequest = Schemas['LinkedAccountLoginRequest'];
export type LinkedAccountLoginResponse = Schemas['LinkedAccountLoginResponse'];
export type PasskeyRequestOptions = Schemas['PasskeyRequestOptions'];
export type Passkey = Schemas['Passkey'];
export type PasskeyListResponse = Schemas['PasskeyListResponse'];
export type PasskeyCreationOptions = Schemas['PasskeyCreationOptions'];
export type PasskeyRegistrationResponse = Schemas['PasskeyRegistrationResponse'];
export type PasskeyAuthenticationResponse = Schemas['PasskeyAuthenticationResponse'];

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
  /** Reports a sign-in the person did not make, from the unblock email's link: the code is used up. */
  accountLoginRejectUnblockCode(uid: string, unblockCode: string): Promise<void>;
  /** The current session's state; 401 errno 110 when the token is not valid. */
  sessionStatus(): Promise<SessionStatusResponse>;
  /** Asks the account's other signed-in devices to approve this waiting session; how many were notified. */
  sessionSendPush(): Promise<{ devices: number }>;
  /** The sign-in a notification's token names (device, place, address, when), for a confirmed session of the account. */
  sessionPushRequest(token: string): Promise<SessionPushRequestResponse>;
  /** Approves or declines the sign-in a notification's token names; the token is spent. */
  sessionVerifyPush(token: string, approve: boolean): Promise<void>;
  /** Signs in with the derived authPW; `keys` asks for a key-fetch token. */
  accountLogin(request: AccountLoginRequest, options?: { keys?: boolean }): Promise<LoginResponse>;
  /** Deletes the signed-in account, proved by its password (as authPW, stretched with `email`). */
  accountDestroy(email: string, authPW: string): Promise<void>;
  /** Confirms a totp-2fa session with the authenticator code. */
  sessionVerifyTotp(code: string): Promise<void>;
  /** Confirms a totp-2fa session with one backup authentication code; resolves to the codes left. */
  sessionVerifyRecoveryCode(code: string): Promise<{ remaining: number }>;
  /**
   * Whether the account has a recovery phone, and its masked number: the
   * session's, or during a reset the password-forgot token's account.
   */
  recoveryPhoneStatus(passwordForgotToken?: string): Promise<RecoveryPhoneStatusResponse>;
  /** Texts a sign-in code to the recovery phone. */
  recoveryPhoneSigninSendCode(): Promise<void>;
  /** Confirms a totp-2fa session with the code texted to the recovery phone. */
  recoveryPhoneSigninConfirm(code: string): Promise<void>;
  /** Texts a set-up code to a new number (E.164) with a `2fa` step-up JWT; with a phone already set, this starts a change. */
  recoveryPhoneCreate(jwt: string, phoneNumber: string): Promise<void>;
  /** Makes the number the code was texted to the recovery phone (183 when the code is wrong). */
  recoveryPhoneConfirm(jwt: string, code: string): Promise<RecoveryPhoneResponse>;
  /** Replaces the recovery phone with the number the code was texted to (215 when there is none to replace). */
  recoveryPhoneChange(jwt: string, code: string): Promise<RecoveryPhoneResponse>;
  /** Removes the recovery phone (218 while no backup code is left). */
  recoveryPhoneDestroy(jwt: string): Promise<void>;
  /** What the device authorization of a typed user code asks for (183 for an unknown, expired or answered code; 114 after too many). */
  sessionDeviceAuthorization(userCode: string): Promise<DeviceAuthorizationDetails>;
  /** Approves or denies the device authorization of a user code, once (183, 114 as above). */
  sessionDeviceAuthorizationAnswer(userCode: string, approve: boolean): Promise<void>;
  /** Asks for an authorization code for a relying party, for the signed-in session (OAuth catalogue errors). */
  oauthAuthorization(request: OAuthAuthorizationRequest): Promise<OAuthAuthorizationResponse>;
  /** The error redirect (access_denied, state, iss) of an authorization the person cancelled. */
  oauthAuthorizationCancel(request: OAuthAuthorizationCancelRequest): Promise<OAuthAuthorizationCancelResponse>;
  /** Whether a relying party's request can succeed, asked before anyone signs in (101, 103, 109 when its client or redirect cannot be trusted). */
  oauthAuthorizationCheck(request: OAuthAuthorizationCheckRequest): Promise<OAuthAuthorizationCheckResponse>;
  /** A relying service's sign-out request, checked with the session (101, 104, 109 when it cannot be trusted). */
  oauthEndSessionCheck(request: OAuthEndSessionCheckRequest): Promise<OAuthEndSessionCheckResponse>;
  /** Checks an id token we issued (prompt=none's id_token_hint, with the grace of SPEC §9); resolves to its claims. */
  oauthIdTokenVerify(idToken: string, clientId: string, graceSeconds: number): Promise<IdTokenClaims>;
  /** The key data of the key-bearing scopes a relying party asks for (OAuth catalogue errors). */
  accountScopedKeyData(request: ScopedKeyDataRequest): Promise<ScopedKeyDataResponse>;
  /** kA and the wrapped kB, once, for a key-fetch token of a confirmed session. */
  accountKeys(keyFetchToken: string): Promise<AccountKeysResponse>;
  /** Emails a step-up code for one scope, or a set of them, to the account's primary address. */
  mfaOtpRequest(scope: MfaScopes): Promise<void>;
  /** Exchanges the emailed step-up code, with the scopes it was asked for, for a short-lived JWT carrying each of them. */
  mfaOtpVerify(scope: MfaScopes, code: string): Promise<string>;
  /** Starts two-step set-up with a `2fa` step-up JWT: a pending authenticator secret (again, a new one). */
  totpCreate(jwt: string): Promise<TotpSecretResponse>;
  /** Checks a code of the authenticator being set up (183 when wrong, 155 without a pending secret). */
  totpSetupVerify(jwt: string, code: string): Promise<void>;
  /** Turns two-step on once the set-up code was right. */
  totpSetupComplete(jwt: string): Promise<void>;
  /** Starts replacing the authenticator: a pending secret while the current one still works. */
  totpReplaceStart(jwt: string): Promise<TotpSecretResponse>;
  /** Swaps the new authenticator in after a right code from it. */
  totpReplaceConfirm(jwt: string, code: string): Promise<void>;
  /** Turns two-step off, with its backup codes and recovery phone. */
  totpDestroy(jwt: string): Promise<void>;
  /** Stores the backup codes made during set-up (a pending or active authenticator). */
  recoveryCodesSet(jwt: string, codes: readonly string[]): Promise<void>;
  /** Whether the session's account has an authenticator, and whether it is on. */
  totpExists(): Promise<TotpExistsResponse>;
  /**
   * Set-up inside a sign-in flow, with the session token of a session
   * confirmed within the last minutes instead of a step-up JWT: a pending
   * authenticator secret (again, a new one).
   */
  inlineTotpCreate(): Promise<TotpSecretResponse>;
  /** Checks a code of the authenticator being set up inside sign-in (183 when wrong). */
  inlineTotpSetupVerify(code: string): Promise<void>;
  /** Turns two-step on inside sign-in; the session then counts as confirmed by it (AAL2). */
  inlineTotpSetupComplete(): Promise<void>;
  /** Stores the backup codes made during set-up inside sign-in. */
  inlineRecoveryCodesSet(codes: readonly string[]): Promise<void>;
  /** Texts a set-up code to a new recovery phone (E.164) inside sign-in, once the authenticator's code was right. */
  inlineRecoveryPhoneCreate(phoneNumber: string): Promise<void>;
  /** Makes the number the code was texted to the recovery phone, inside sign-in. */
  inlineRecoveryPhoneConfirm(code: string): Promise<RecoveryPhoneResponse>;
  /** Replaces every backup code of an account with two-step on. */
  recoveryCodesReplace(jwt: string, codes: readonly string[]): Promise<void>;
  /** Adds an unconfirmed secondary address with an `email` step-up JWT; a code is mailed to it. */
  recoveryEmailCreate(jwt: string, email: string): Promise<void>;
  /** Confirms a secondary address with the code mailed to it. */
  recoveryEmailVerifyCode(jwt: string, email: string, code: string): Promise<void>;
  /** Mails a new code to an unconfirmed secondary address. */
  recoveryEmailResendCode(jwt: string, email: string): Promise<void>;
  /** Makes a confirmed secondary address the primary one. */
  recoveryEmailSetPrimary(jwt: string, email: string): Promise<void>;
  /** Removes a secondary address. */
  recoveryEmailDestroy(jwt: string, email: string): Promise<void>;
  /** Emails a six-digit password-reset code (again, for a new one). */
  passwordForgotSendOtp(request: PasswordForgotSendOtpRequest): Promise<void>;
  /** Checks the emailed reset code; resolves to the password-forgot token and the reset code for the next steps. */
  passwordForgotVerifyOtp(email: string, code: string): Promise<PasswordForgotVerifyOtpResponse>;
  /** Trades the password-forgot token and reset code for the single-use account-reset token. */
  passwordForgotVerifyCode(passwordForgotToken: string, request: PasswordForgotVerifyCodeRequest): Promise<PasswordForgotVerifyCodeResponse>;
  /** Whether the account of a password-forgot token has two-step authentication. */
  totpExistsForReset(passwordForgotToken: string): Promise<TotpExistsResponse>;
  /** Whether the account of a password-forgot token has a recovery key. */
  recoveryKeyExistsForReset(passwordForgotToken: string): Promise<RecoveryKeyExistsResponse>;
  /** How many backup codes the account of a password-forgot token has left. */
  recoveryCodesExistForReset(passwordForgotToken: string): Promise<RecoveryCodesExistResponse>;
  /** Confirms a reset of a two-step account with the authenticator code. */
  totpVerifyForReset(passwordForgotToken: string, code: string): Promise<void>;
  /** Confirms a reset of a two-step account with one backup code, which is used up. */
  totpVerifyRecoveryCodeForReset(passwordForgotToken: string, code: string): Promise<{ remaining: number }>;
  /** Texts a reset code to the recovery phone. */
  recoveryPhoneResetPasswordSendCode(passwordForgotToken: string): Promise<void>;
  /** Confirms a reset of a two-step account with the code texted to the recovery phone. */
  recoveryPhoneResetPasswordConfirm(passwordForgotToken: string, code: string): Promise<void>;
  /** Stores a new recovery key (its id and the JWE of kA and kB) with a `recovery_key` step-up JWT; 161 when one exists and `replaceKey` is not set. */
  recoveryKeyCreate(jwt: string, request: RecoveryKeyCreateRequest): Promise<void>;
  /** Whether the session's account has a recovery key. */
  recoveryKeyExists(): Promise<RecoveryKeyExistsResponse>;
  /** Stores a new recovery key inside a sign-in flow, with the session token of a session confirmed minutes ago (161 when one exists). */
  inlineRecoveryKeyCreate(request: RecoveryKeyCreateRequest): Promise<void>;
  /** Removes the account's recovery key with a `recovery_key` step-up JWT (158 when there is none). */
  recoveryKeyDestroy(jwt: string): Promise<void>;
  /** Saves where the person keeps the recovery key (158 when there is no key). */
  recoveryKeyHintUpdate(hint: string): Promise<void>;
  /** During a reset proved by its emailed code: where the person wrote they keep the recovery key (null without a hint; 158 without a key). */
  recoveryKeyHintGet(accountResetToken: string): Promise<{ hint: string | null }>;
  /** The recovery data stored under the id derived from the typed recovery key. */
  recoveryKeyBundleGet(accountResetToken: string, recoveryKeyId: string): Promise<{ recoveryData: string }>;
  /** Sets the new password with a new kB; `keys` asks for a key-fetch token with the new session. */
  accountReset(accountResetToken: string, request: AccountResetRequest, options?: { keys?: boolean }): Promise<AccountResetResponse>;
  /** Sets the new password keeping kB (re-wrapped in the browser); the recovery key is spent. */
  accountResetWithRecoveryKey(
    accountResetToken: string,
    request: AccountResetWithRecoveryKeyRequest,
    options?: { keys?: boolean },
  ): Promise<AccountResetResponse>;
  /** Checks the password again for the current session; `keys` asks for a key-fetch token (kB before a password change). */
  sessionReauth(request: SessionReauthRequest, options?: { keys?: boolean }): Promise<SessionReauthResponse>;
  /** Changes the password with a `password` step-up JWT, kB re-wrapped; resolves to the session that replaces the caller's. */
  passwordChange(jwt: string, request: PasswordChangeRequest, options?: { keys?: boolean }): Promise<PasswordChangeResponse>;
  /** Sets the first password of an account that has none (206 when it has one). */
  passwordCreate(request: PasswordCreateRequest): Promise<PasswordCreateResponse>;
  /** The suffixes of known-compromised passwords' SHA-1 under a five-character prefix (the breach check; no session). */
  passwordRange(prefix: string): Promise<PasswordRangeResponse>;
  /**
   * Signs in with a third-party provider's code and the nonce the sign-in started with. With the
   * browser's confirmed session the identity is linked to that account; an address that has an
   * account of its own answers 101 until it is.
   */
  linkedAccountLogin(request: LinkedAccountLoginRequest): Promise<LinkedAccountLoginResponse>;
  /** Unlinks a provider (1 the search-company provider, 2 the platform-vendor provider). */
  linkedAccountUnlink(providerId: 1 | 2): Promise<void>;
  /**
   * Links the provider identity that met this account in the third-party sign-in of `nonce` (the 101),
   * now that the browser's session of the account is confirmed; once, and only to that account.
   */
  linkedAccountLinkPending(provider: 'google' | 'apple', nonce: string): Promise<{ providerId: 1 | 2 }>;
  /** Options for a passkey sign-in (the button or autofill): the same for everyone, no address sent. */
  passkeyAuthenticationOptions(): Promise<PasskeyRequestOptions>;
  /**
   * Signs in with the browser's passkey answer: a new session, already confirmed (two factors in one
   * step); `replaceSession` ends the session this browser holds when it is the same account's.
   */
  passkeyAuthenticationVerify(response: PasskeyAuthenticationResponse, options?: { replaceSession?: boolean }): Promise<LoginResponse>;
  /** The options for adding a passkey, with a `2fa` step-up JWT (221 at ten passkeys). */
  passkeyRegistrationOptions(jwt: string): Promise<PasskeyCreationOptions>;
  /** Stores the passkey the browser made for those options; without a name the server names it. */
  passkeyRegistrationVerify(jwt: string, response: PasskeyRegistrationResponse, name?: string): Promise<Passkey>;
  /** The account's passkeys, oldest first, and the RP ID they belong to. */
  passkeyList(): Promise<PasskeyListResponse>;
  /** Renames one of the account's passkeys (222 when it is gone). */
  passkeyRename(credentialId: string, name: string): Promise<Passkey>;
  /** Removes one of the account's passkeys with a `2fa` step-up JWT (224 when it is the last way in). */
  passkeyDestroy(jwt: string, credentialId: string): Promise<void>;
  /** Options for a step-up by one of the account's passkeys. */
  passkeyStepUpOptions(): Promise<PasskeyRequestOptions>;
  /** Exchanges a passkey's answer to the step-up options for a JWT carrying `scope`. */
  passkeyStepUpVerify(scope: MfaScopes, response: PasskeyAuthenticationResponse): Promise<string>;
}

/** A reset step's own credential (a password-forgot or account-reset token) or a step-up JWT, which replaces the session's. */
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

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
    async accountLoginRejectUnblockCode(uid, unblockCode) {
      await client.POST('/v1/account/login/reject_unblock_code', { body: { uid, unblockCode } });
    },
    async sessionStatus() {
      const { data, response } = await client.GET('/v1/session/status', {});
      return requiredData(data, response.status);
    },
    async sessionSendPush() {
      const { data, response } = await client.POST('/v1/session/verify/send_push', {});
      return requiredData(data, response.status);
    },
    async sessionPushRequest(token) {
      const { data, response } = await client.POST('/v1/session/verify/push_request', { body: { token } });
      return requiredData(data, response.status);
    },
    async sessionVerifyPush(token, approve) {
      await client.POST('/v1/session/verify/verify_push', { body: { token, approve } });
    },
    async accountDestroy(email, authPW) {
      await client.POST('/v1/account/destroy', { body: { email, authPW } });
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
    async recoveryPhoneStatus(passwordForgotToken) {
      const { data, response } = await client.GET('/v1/recovery_phone', passwordForgotToken ? { headers: bearer(passwordForgotToken) } : {});
      return requiredData(data, response.status);
    },
    async recoveryPhoneSigninSendCode() {
      await client.POST('/v1/recovery_phone/signin/send_code', {});
    },
    async recoveryPhoneSigninConfirm(code) {
      await client.POST('/v1/recovery_phone/signin/confirm', { body: { code } });
    },
    async recoveryPhoneCreate(jwt, phoneNumber) {
      await client.POST('/v1/mfa/recovery_phone/create', { headers: bearer(jwt), body: { phoneNumber } });
    },
    async recoveryPhoneConfirm(jwt, code) {
      const { data, response } = await client.POST('/v1/mfa/recovery_phone/confirm', { headers: bearer(jwt), body: { code } });
      return requiredData(data, response.status);
    },
    async recoveryPhoneChange(jwt, code) {
      const { data, response } = await client.POST('/v1/mfa/recovery_phone/change', { headers: bearer(jwt), body: { code } });
      return requiredData(data, response.status);
    },
    async recoveryPhoneDestroy(jwt) {
      await client.POST('/v1/mfa/recovery_phone/destroy', { headers: bearer(jwt) });
    },
    async sessionDeviceAuthorization(userCode) {
      const { data, response } = await client.POST('/v1/session/device_authorization', { body: { user_code: userCode } });
      return requiredData(data, response.status);
    },
    async sessionDeviceAuthorizationAnswer(userCode, approve) {
      await client.POST('/v1/session/device_authorization/answer', { body: { user_code: userCode, approve } });
    },
    async oauthAuthorization(request) {
      const { data, response } = await client.POST('/v1/oauth/authorization', { body: request });
      return requiredData(data, response.status);
    },
    async oauthAuthorizationCancel(request) {
      const { data, response } = await client.POST('/v1/oauth/authorization/cancel', { body: request });
      return requiredData(data, response.status);
    },
    async oauthAuthorizationCheck(request) {
      const { data, response } = await client.POST('/v1/oauth/authorization/check', { body: request });
      return requiredData(data, response.status);
    },
    async oauthEndSessionCheck(request) {
      const { data, response } = await client.POST('/v1/oauth/end_session/check', { body: request });
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
    async passwordForgotSendOtp(request) {
      await client.POST('/v1/password/forgot/send_otp', { body: request });
    },
    async passwordForgotVerifyOtp(email, code) {
      const { data, response } = await client.POST('/v1/password/forgot/verify_otp', { body: { email, code } });
      return requiredData(data, response.status);
    },
    async passwordForgotVerifyCode(passwordForgotToken, request) {
      const { data, response } = await client.POST('/v1/password/forgot/verify_code', { headers: bearer(passwordForgotToken), body: request });
      return requiredData(data, response.status);
    },
    async totpExistsForReset(passwordForgotToken) {
      const { data, response } = await client.GET('/v1/totp/exists', { headers: bearer(passwordForgotToken) });
      return requiredData(data, response.status);
    },
    async recoveryKeyExistsForReset(passwordForgotToken) {
      const { data, response } = await client.GET('/v1/recoveryKey/exists', { headers: bearer(passwordForgotToken) });
      return requiredData(data, response.status);
    },
    async recoveryCodesExistForReset(passwordForgotToken) {
      const { data, response } = await client.GET('/v1/recoveryCodes/exists', { headers: bearer(passwordForgotToken) });
      return requiredData(data, response.status);
    },
    async totpVerifyForReset(passwordForgotToken, code) {
      await client.POST('/v1/totp/verify', { headers: bearer(passwordForgotToken), body: { code } });
    },
    async totpVerifyRecoveryCodeForReset(passwordForgotToken, code) {
      const { data, response } = await client.POST('/v1/totp/verify/recoveryCode', { headers: bearer(passwordForgotToken), body: { code } });
      return requiredData(data, response.status);
    },
    async recoveryPhoneResetPasswordSendCode(passwordForgotToken) {
      await client.POST('/v1/recovery_phone/reset_password/send_code', { headers: bearer(passwordForgotToken) });
    },
    async recoveryPhoneResetPasswordConfirm(passwordForgotToken, code) {
      await client.POST('/v1/recovery_phone/reset_password/confirm', { headers: bearer(passwordForgotToken), body: { code } });
    },
    async recoveryKeyCreate(jwt, request) {
      await client.POST('/v1/mfa/recoveryKey', { headers: bearer(jwt), body: request });
    },
    async recoveryKeyExists() {
      const { data, response } = await client.GET('/v1/recoveryKey/exists', {});
      return requiredData(data, response.status);
    },
    async inlineRecoveryKeyCreate(request) {
      await client.POST('/v1/recoveryKey', { body: request });
    },
    async recoveryKeyDestroy(jwt) {
      await client.POST('/v1/recoveryKey/destroy', { headers: bearer(jwt) });
    },
    async recoveryKeyHintUpdate(hint) {
      await client.POST('/v1/recoveryKey/hint', { body: { hint } });
    },
    async recoveryKeyHintGet(accountResetToken) {
      const { data, response } = await client.GET('/v1/recoveryKey/hint', { headers: bearer(accountResetToken) });
      return requiredData(data, response.status);
    },
    async recoveryKeyBundleGet(accountResetToken, recoveryKeyId) {
      const { data, response } = await client.GET('/v1/recoveryKey/bundle/{recoveryKeyId}', {
        headers: bearer(accountResetToken),
        params: { path: { recoveryKeyId } },
      });
      return requiredData(data, response.status);
    },
    async accountReset(accountResetToken, request, options = {}) {
      const { data, response } = await client.POST('/v1/account/reset', {
        headers: bearer(accountResetToken),
        params: { query: options.keys ? { keys: true } : {} },
        body: request,
      });
      return requiredData(data, response.status);
    },
    async accountResetWithRecoveryKey(accountResetToken, request, options = {}) {
      const { data, response } = await client.POST('/v1/account/reset_with_recovery_key', {
        headers: bearer(accountResetToken),
        params: { query: options.keys ? { keys: true } : {} },
        body: request,
      });
      return requiredData(data, response.status);
    },
    async sessionReauth(request, options = {}) {
      const { data, response } = await client.POST('/v1/session/reauth', {
        params: { query: options.keys ? { keys: true } : {} },
        body: request,
      });
      return requiredData(data, response.status);
    },
    async passwordChange(jwt, request, options = {}) {
      const { data, response } = await client.POST('/v1/password/change', {
        headers: bearer(jwt),
        params: { query: options.keys ? { keys: true } : {} },
        body: request,
      });
      return requiredData(data, response.status);
    },
    async passwordCreate(request) {
      const { data, response } = await client.POST('/v1/password/create', { body: request });
      return requiredData(data, response.status);
    },
    async passwordRange(prefix) {
      const { data, response } = await client.GET('/v1/password/range/{prefix}', { params: { path: { prefix } } });
      return requiredData(data, response.status);
    },
    async mfaOtpRequest(scope) {
      await client.POST('/v1/mfa/otp/request', { body: { scope } });
    },
    async mfaOtpVerify(scope, code) {
      const { data, response } = await client.POST('/v1/mfa/otp/verify', { body: { scope, code } });
      return requiredData(data, response.status).accessToken;
    },
    async totpCreate(jwt) {
      const { data, response } = await client.POST('/v1/mfa/totp/create', { headers: bearer(jwt), body: {} });
      return requiredData(data, response.status);
    },
    async totpSetupVerify(jwt, code) {
      await client.POST('/v1/mfa/totp/setup/verify', { headers: bearer(jwt), body: { code } });
    },
    async totpSetupComplete(jwt) {
      await client.POST('/v1/mfa/totp/setup/complete', { headers: bearer(jwt), body: {} });
    },
    async totpReplaceStart(jwt) {
      const { data, response } = await client.POST('/v1/totp/replace/start', { headers: bearer(jwt) });
      return requiredData(data, response.status);
    },
    async totpReplaceConfirm(jwt, code) {
      await client.POST('/v1/totp/replace/confirm', { headers: bearer(jwt), body: { code } });
    },
    async totpDestroy(jwt) {
      await client.POST('/v1/totp/destroy', { headers: bearer(jwt) });
    },
    async totpExists() {
      const { data, response } = await client.GET('/v1/totp/exists', {});
      return requiredData(data, response.status);
    },
    async inlineTotpCreate() {
      const { data, response } = await client.POST('/v1/totp/create', { body: {} });
      return requiredData(data, response.status);
    },
    async inlineTotpSetupVerify(code) {
      await client.POST('/v1/totp/setup/verify', { body: { code } });
    },
    async inlineTotpSetupComplete() {
      await client.POST('/v1/totp/setup/complete', { body: {} });
    },
    async inlineRecoveryCodesSet(codes) {
      await client.POST('/v1/recoveryCodes', { body: { recoveryCodes: [...codes] } });
    },
    async inlineRecoveryPhoneCreate(phoneNumber) {
      await client.POST('/v1/recovery_phone/create', { body: { phoneNumber } });
    },
    async inlineRecoveryPhoneConfirm(code) {
      const { data, response } = await client.POST('/v1/recovery_phone/confirm', { body: { code } });
      return requiredData(data, response.status);
    },
    async recoveryCodesSet(jwt, codes) {
      await client.POST('/v1/mfa/recoveryCodes', { headers: bearer(jwt), body: { recoveryCodes: [...codes] } });
    },
    async recoveryCodesReplace(jwt, codes) {
      await client.PUT('/v1/mfa/recoveryCodes', { headers: bearer(jwt), body: { recoveryCodes: [...codes] } });
    },
    async recoveryEmailCreate(jwt, email) {
      await client.POST('/v1/recovery_email/create', { headers: bearer(jwt), body: { email } });
    },
    async recoveryEmailVerifyCode(jwt, email, code) {
      await client.POST('/v1/recovery_email/verify_code', { headers: bearer(jwt), body: { email, code } });
    },
    async recoveryEmailResendCode(jwt, email) {
      await client.POST('/v1/recovery_email/resend_code', { headers: bearer(jwt), body: { email } });
    },
    async recoveryEmailSetPrimary(jwt, email) {
      await client.POST('/v1/recovery_email/set_primary', { headers: bearer(jwt), body: { email } });
    },
    async recoveryEmailDestroy(jwt, email) {
      await client.POST('/v1/recovery_email/destroy', { headers: bearer(jwt), body: { email } });
    },
    async linkedAccountLogin(request) {
      const { data, response } = await client.POST('/v1/linked_account/login', { body: request });
      return requiredData(data, response.status);
    },
    async linkedAccountUnlink(providerId) {
      await client.POST('/v1/linked_account/unlink', { body: { providerId } });
    },
    async linkedAccountLinkPending(provider, nonce) {
      const { data, response } = await client.POST('/v1/linked_account/link_pending', { body: { provider, nonce } });
      return requiredData(data, response.status);
    },
    async passkeyAuthenticationOptions() {
      const { data, response } = await client.POST('/v1/passkey/authentication/options', {});
      return requiredData(data, response.status);
    },
    async passkeyAuthenticationVerify(answer, options = {}) {
      const { data, response } = await client.POST('/v1/passkey/authentication/verify', {
        body: { response: answer, ...(options.replaceSession ? { replaceSession: true } : {}) },
      });
      return requiredData(data, response.status);
    },
    async passkeyRegistrationOptions(jwt) {
      const { data, response } = await client.POST('/v1/mfa/passkey/registration/options', { headers: bearer(jwt) });
      return requiredData(data, response.status);
    },
    async passkeyRegistrationVerify(jwt, registration, name) {
      const { data, response } = await client.POST('/v1/mfa/passkey/registration/verify', {
        headers: bearer(jwt),
        body: { response: registration, ...(name === undefined ? {} : { name }) },
      });
      return requiredData(data, response.status);
    },
    async passkeyList() {
      const { data, response } = await client.GET('/v1/passkeys');
      return requiredData(data, response.status);
    },
    async passkeyRename(credentialId, name) {
      const { data, response } = await client.POST('/v1/passkey/rename', { body: { credentialId, name } });
      return requiredData(data, response.status);
    },
    async passkeyDestroy(jwt, credentialId) {
      await client.POST('/v1/mfa/passkey/destroy', { headers: bearer(jwt), body: { credentialId } });
    },
    async passkeyStepUpOptions() {
      const { data, response } = await client.POST('/v1/passkey/step_up/options');
      return requiredData(data, response.status);
    },
    async passkeyStepUpVerify(scope, assertion) {
      const { data, response } = await client.POST('/v1/passkey/step_up/verify', { body: { scope, response: assertion } });
      return requiredData(data, response.status).accessToken;
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
