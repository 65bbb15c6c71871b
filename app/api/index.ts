// The one place that talks to the server, organised by contract: graphql/
// (the documents and their operations), auth/ (the auth REST contract),
// content.ts and profile.ts; transport, errors and the catalogue are shared.
// Screens and the app shell import from here, never from generated code or fetch.
export { AuthClientError, NETWORK_ERRNO, OAuthClientError, TIMEOUT_ERRNO, isInvalidTokenError, isMustVerifyError } from './errors';
export type { AuthClientErrorDetails, AuthClientErrorKind } from './errors';
export { DEFAULT_REQUEST_TIMEOUT_MS } from './transport';
export type { Transport } from './transport';
export { createGraphQLClient } from './graphql/client';
export type { GraphQLClient, GraphQLClientOptions, GraphQLErrorEntry, GraphQLRequestOptions, SessionSignal } from './graphql/client';
export { createRestClient, errorMappingMiddleware, requiredData, usesOAuthErrors } from './restClient';
export type { RestClientOptions } from './restClient';
export { createAccountApi } from './graphql/operations';
export type {
  Account,
  AccountApi,
  AccountApiOptions,
  AttachedClient,
  ClientInfo,
  ProductInfo,
  ProfileInfo,
  DisconnectTarget,
  InitialMetricsState,
  InitialSettingsState,
  PasswordForgotCodeStatus,
  SecurityEvent,
  SignUpInput,
  SignUpResult,
} from './graphql/operations';
export { createAuthApi, createAuthClient } from './auth/operations';
export type {
  AccountLoginRequest,
  AccountResetRequest,
  AccountResetResponse,
  AccountResetWithRecoveryKeyRequest,
  AccountStatusRequest,
  AccountStatusResponse,
  AuthApi,
  AuthPaths,
  CredentialsStatusResponse,
  LoginResponse,
  MetricsContext,
  MfaScope as MfaOperationScope,
  AccountKeysResponse,
  DeviceAuthorizationDetails,
  IdTokenClaims,
  OAuthAuthorizationRequest,
  OAuthAuthorizationCheckRequest,
  OAuthEndSessionCheckRequest,
  OAuthEndSessionCheckResponse,
  OAuthAuthorizationCheckResponse,
  OAuthAuthorizationResponse,
  PasswordChangeResponse,
  PasswordForgotSendOtpRequest,
  PasswordForgotVerifyCodeRequest,
  PasswordForgotVerifyCodeResponse,
  PasswordForgotVerifyOtpResponse,
  PasswordRangeResponse,
  Passkey,
  PasskeyAuthenticationResponse,
  PasskeyCreationOptions,
  PasskeyListResponse,
  PasskeyRegistrationResponse,
  PasskeyRequestOptions,
  RecoveryCodesExistResponse,
  RecoveryKeyExistsResponse,
  RecoveryPhoneStatusResponse,
  ScopedKeyDataRequest,
  ScopedKeyDataResponse,
  SendUnblockCodeRequest,
  SessionStatusResponse,
  SessionPushRequestResponse,
  SessionVerifyCodeRequest,
  TotpExistsResponse,
  TotpSecretResponse,
} from './auth/operations';
export { createApi } from './client';
export type { Api, ApiOptions } from './client';
export { METRICS_PATH, createContentApi, sendMetricsBatch } from './content';
export type { CmsConfig, ContentApi, ContentPaths, LegalDoc, LegalDocName, MetricsFlow, MetricsFlowQuery, MetricsRequest, MetricsSender } from './content';
export { createProfileClient } from './profile';
export { AVATAR_TOKEN_SCOPE, AVATAR_TOKEN_TTL_SECONDS } from './profile';
export type { ProfileApi, ProfileClientOptions, ProfilePaths, UploadedAvatar } from './profile';
export { ERRNO, OAUTH_ERRNO, authErrorMessageId } from './catalogue';
export type { AuthErrorKey, OAuthErrorKey } from './catalogue';
