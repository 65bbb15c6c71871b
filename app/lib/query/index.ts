export {
  PAIRING_REDIRECT_URN,
  URL_CHECK_DEFAULT_MAX_LENGTH,
  URL_CHECK_DEFAULT_PROTOCOLS,
  URL_MAX_LENGTH,
  isEmail,
  isHexadecimal,
  isLookupClientId,
  isRedirectTo,
  isRedirectUri,
  isUriEncoded,
  isUrl,
  sameSitePath,
} from './checks';
export type { UrlCheckOptions } from './checks';
export { MODEL_PARTS, QUERY_MODELS, QUERY_PARTS, modelSchema } from './models';
export type {
  BaseQueryParams,
  EndSessionQueryParams,
  FieldDef,
  FieldType,
  ModelDef,
  ModelValues,
  OAuthQueryParams,
  PairingChannelQueryParams,
  PairingScopeQueryParams,
  QueryModelName,
  QueryPartName,
  SignInQueryParams,
  ThirdPartyCallbackQueryParams,
  VerificationQueryParams,
} from './models';
export { QueryParameterViolation, parseQuery, rawQueryValues } from './validate';
export type { QueryDef, QueryPart, QueryValidator, Violation } from './validate';
export { queryDef } from './queries';
export { BASE_QUERY } from './defs/base';
export { END_SESSION_QUERY } from './defs/endSession';
export { OAUTH_QUERY } from './defs/oauth';
export { SIGN_IN_QUERY } from './defs/signin';
export { THIRD_PARTY_CALLBACK_QUERY } from './defs/thirdPartyCallback';
export { VERIFICATION_QUERY } from './defs/verification';
export { HARD_NAVIGATION_DELAY_MS, hardNavigate, useNavigateWithQuery, withCurrentQuery } from './navigation';
export type { HardNavigationOptions } from './navigation';
export { useQueryParams } from './useQueryParams';
