// The query-parameter models of SPEC §3.8: which parameters each kind of
// page reads, under which property names, with which checks (SPEC §5.3).
import { URL_MAX_LENGTH } from './checks';

export type FieldType = 'string' | 'number' | 'boolean';

export interface FieldDef {
  /** Name of the query parameter. */
  param: string;
  type: FieldType;
  /** JSON Schema of the value once converted to its type. */
  schema?: Record<string, unknown>;
  /** Value used when the parameter is absent. */
  default?: string | number | boolean;
}

export type ModelDef = Readonly<Record<string, FieldDef>>;

/**
 * The JSON Schema of a model's (or a part's) values once converted to their
 * types. The checks of the parts that routes read are generated from these
 * schemas at build time, one module per part (validators/<part>.generated.js,
 * `npm run codegen`).
 */
export function modelSchema(model: ModelDef): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(model)) {
    properties[name] = { type: field.type, ...field.schema };
  }
  return { type: 'object', properties, additionalProperties: false };
}

const str = (param: string, schema?: Record<string, unknown>) => ({ param, type: 'string' as const, schema });
const bool = (param: string) => ({ param, type: 'boolean' as const });

const redirectTo = (param: string) => str(param, { format: 'redirect-to', maxLength: URL_MAX_LENGTH });
const ACTIONS = ['signin', 'signup', 'email', 'force_auth', 'pairing'];

const BASE = {
  clientId: str('client_id'),
  service: str('service'),
  redirectTo: redirectTo('redirect_to'),
  context: str('context'),
  email: str('email'),
  loginHint: str('login_hint', { format: 'login-hint' }),
  action: str('action', { enum: ACTIONS }),
  entrypoint: str('entrypoint'),
  entrypointVariation: str('entrypoint_variation'),
  entrypointExperiment: str('entrypoint_experiment'),
  utmCampaign: str('utm_campaign'),
  utmContent: str('utm_content'),
  utmMedium: str('utm_medium'),
  utmSource: str('utm_source'),
  utmTerm: str('utm_term'),
  flowId: str('flow_id'),
  flowBeginTime: { param: 'flow_begin_time', type: 'number', schema: { type: 'integer', minimum: 0 } },
  // SPEC §2.8: the key-stretch version for tests and rollouts ('2', or '1' against the flag; §9), carried by every flow.
  stretch: str('stretch'),
} as const satisfies ModelDef;

const SIGN_IN_FIELDS = {
  country: str('country', { minLength: 2, maxLength: 7 }),
  signinCode: str('signin_code', { pattern: '^[A-Za-z0-9_-]*$', minLength: 8, maxLength: 8 }),
  syncPreference: str('sync_preference'),
  multiService: bool('multi_service'),
  tokenCode: str('token_code'),
} as const satisfies ModelDef;

const VERIFICATION_FIELDS = {
  emailToHashWith: str('email_to_hash_with', { format: 'email' }),
  resetPasswordConfirm: str('reset_password_confirm', { enum: ['true', 'false'] }),
  setting: str('setting'),
  style: str('style'),
  uid: str('uid', { format: 'hexadecimal', minLength: 32, maxLength: 32 }),
  // SPEC §2.8: a verification flow's code (with uid, with token, or alone) and token. A link's own
  // parameters have no rule of §5.3 beyond encoding: the page that reads one says a malformed one is damaged.
  code: str('code'),
  token: str('token'),
  /** The unblock code of the report link in the unblock email (/report_signin, with uid). */
  unblockCode: str('unblockCode'),
  /** The code a device shows, filled in from its verification_uri_complete (/device); the person still confirms it. */
  userCode: str('user_code', { maxLength: 32 }),
} as const satisfies ModelDef;

const OAUTH_FIELDS = {
  clientId: str('client_id', { format: 'hexadecimal' }),
  imageUri: str('image_uri'),
  trusted: bool('trusted'),
  accessType: str('access_type', { enum: ['offline', 'online'] }),
  acrValues: str('acr_values'),
  codeChallenge: str('code_challenge', { minLength: 43, maxLength: 128 }),
  codeChallengeMethod: str('code_challenge_method', { enum: ['S256'] }),
  keysJwk: str('keys_jwk', { format: 'base64url' }),
  idTokenHint: str('id_token_hint'),
  maxAge: { param: 'max_age', type: 'number', schema: { type: 'integer' } },
  permissions: str('permissions'),
  prompt: str('prompt'),
  redirectUrl: redirectTo('redirect_url'),
  redirectUri: str('redirect_uri', { format: 'redirect-uri', maxLength: URL_MAX_LENGTH }),
  returnOnError: bool('return_on_error'),
  scope: str('scope', { minLength: 1 }),
  state: str('state', { maxLength: 512 }),
  deviceId: str('device_id'),
  nonce: str('nonce', { maxLength: 256 }),
  // Any value: the server's check answers one other than 'code' with unsupported_response_type (RFC 6749 §4.1.2.1).
  responseType: str('response_type'),
  // Request objects are not offered: passed to the server's check as sent, which refuses them.
  request: str('request'),
  requestUri: str('request_uri'),
} as const satisfies ModelDef;

const PAIRING_CHANNEL_FIELDS = {
  channelId: { param: 'channel_id', type: 'string', schema: { format: 'base64url' }, default: '' },
} as const satisfies ModelDef;

const PAIRING_SCOPE_FIELDS = {
  scope: { param: 'scope', type: 'string', default: '' },
} as const satisfies ModelDef;

const THIRD_PARTY_CALLBACK = {
  state: str('state'),
  code: str('code'),
  provider: str('provider'),
  error: str('error'),
} as const satisfies ModelDef;

/**
 * A relying party's sign-out request (/oauth/signout, RP-Initiated Logout 1.0
 * §2): the server checks every value (POST /v1/oauth/end_session/check), so
 * the page takes them as sent.
 */
const END_SESSION = {
  idTokenHint: str('id_token_hint'),
  clientId: str('client_id'),
  postLogoutRedirectUri: str('post_logout_redirect_uri'),
  state: str('state'),
  uiLocales: str('ui_locales'),
} as const satisfies ModelDef;

const SIGN_IN = { ...BASE, ...SIGN_IN_FIELDS } as const satisfies ModelDef;
const VERIFICATION = { ...BASE, ...VERIFICATION_FIELDS } as const satisfies ModelDef;
const OAUTH = { ...BASE, ...OAUTH_FIELDS } as const satisfies ModelDef;
const PAIRING_CHANNEL = { ...OAUTH, ...PAIRING_CHANNEL_FIELDS } as const satisfies ModelDef;
const PAIRING_SCOPE = { ...OAUTH, ...PAIRING_SCOPE_FIELDS } as const satisfies ModelDef;

/**
 * The parts the models are made of: each model is its parts' fields, a later
 * part's field taking the place of an earlier one of the same name (OAuth's
 * hexadecimal clientId over the base's). A part's checks are generated once
 * and shared by every model that has it.
 */
export const QUERY_PARTS = {
  base: BASE,
  signin: SIGN_IN_FIELDS,
  verification: VERIFICATION_FIELDS,
  oauth: OAUTH_FIELDS,
  pairingChannel: PAIRING_CHANNEL_FIELDS,
  pairingScope: PAIRING_SCOPE_FIELDS,
  thirdPartyCallback: THIRD_PARTY_CALLBACK,
  endSession: END_SESSION,
} as const;

export type QueryPartName = keyof typeof QUERY_PARTS;

/** Each model's parts, in order. */
export const MODEL_PARTS: { readonly [N in QueryModelName]: readonly QueryPartName[] } = {
  base: ['base'],
  signin: ['base', 'signin'],
  verification: ['base', 'verification'],
  oauth: ['base', 'oauth'],
  pairingChannel: ['base', 'oauth', 'pairingChannel'],
  pairingScope: ['base', 'oauth', 'pairingScope'],
  thirdPartyCallback: ['thirdPartyCallback'],
  endSession: ['endSession'],
};

/** Every model, by name. */
export const QUERY_MODELS = {
  base: BASE,
  signin: SIGN_IN,
  verification: VERIFICATION,
  oauth: OAUTH,
  pairingChannel: PAIRING_CHANNEL,
  pairingScope: PAIRING_SCOPE,
  thirdPartyCallback: THIRD_PARTY_CALLBACK,
  endSession: END_SESSION,
} as const;

export type QueryModelName = keyof typeof QUERY_MODELS;

type ValueOf<F extends FieldDef> = F['type'] extends 'number' ? number : F['type'] extends 'boolean' ? boolean : string;

/** The parsed values of a model: fields with a default are always present. */
export type ModelValues<M extends ModelDef> = {
  [K in keyof M as M[K] extends { default: unknown } ? K : never]: ValueOf<M[K]>;
} & {
  [K in keyof M as M[K] extends { default: unknown } ? never : K]?: ValueOf<M[K]>;
};

export type BaseQueryParams = ModelValues<typeof BASE>;
export type SignInQueryParams = ModelValues<typeof SIGN_IN>;
export type VerificationQueryParams = ModelValues<typeof VERIFICATION>;
export type OAuthQueryParams = ModelValues<typeof OAUTH>;
export type PairingChannelQueryParams = ModelValues<typeof PAIRING_CHANNEL>;
export type PairingScopeQueryParams = ModelValues<typeof PAIRING_SCOPE>;
export type ThirdPartyCallbackQueryParams = ModelValues<typeof THIRD_PARTY_CALLBACK>;
export type EndSessionQueryParams = ModelValues<typeof END_SESSION>;
