// Each query-parameter model with its generated validator. A page names the
// query it reads (useQueryParams(BASE_QUERY)), so its chunk carries the
// validator of that model only; the name-keyed table QUERIES is for code
// that picks a model at run time, and brings every validator with it.
import { QUERY_MODELS } from './models';
import type { ModelValues, QueryModelName } from './models';
import { parseQuery } from './validate';
import type { QueryValidator } from './validate';
import { validate as base } from './validators/base.generated';
import { validate as oauth } from './validators/oauth.generated';
import { validate as pairingChannel } from './validators/pairingChannel.generated';
import { validate as pairingScope } from './validators/pairingScope.generated';
import { validate as signin } from './validators/signin.generated';
import { validate as thirdPartyCallback } from './validators/thirdPartyCallback.generated';
import { validate as verification } from './validators/verification.generated';

/** One model of SPEC §3.8 and the code that checks its values. */
export interface QueryDef<N extends QueryModelName = QueryModelName> {
  readonly name: N;
  readonly model: (typeof QUERY_MODELS)[N];
  readonly validate: QueryValidator;
}

// Calls marked pure: a query no module reads is dropped with its validator.
function query<N extends QueryModelName>(name: N, validate: QueryValidator): QueryDef<N> {
  return { name, model: QUERY_MODELS[name], validate };
}

export const BASE_QUERY = /* @__PURE__ */ query('base', base);
export const SIGN_IN_QUERY = /* @__PURE__ */ query('signin', signin);
export const VERIFICATION_QUERY = /* @__PURE__ */ query('verification', verification);
export const OAUTH_QUERY = /* @__PURE__ */ query('oauth', oauth);
export const PAIRING_CHANNEL_QUERY = /* @__PURE__ */ query('pairingChannel', pairingChannel);
export const PAIRING_SCOPE_QUERY = /* @__PURE__ */ query('pairingScope', pairingScope);
export const THIRD_PARTY_CALLBACK_QUERY = /* @__PURE__ */ query('thirdPartyCallback', thirdPartyCallback);

/** Every query by model name. */
export const QUERIES: { readonly [N in QueryModelName]: QueryDef<N> } = {
  base: BASE_QUERY,
  signin: SIGN_IN_QUERY,
  verification: VERIFICATION_QUERY,
  oauth: OAUTH_QUERY,
  pairingChannel: PAIRING_CHANNEL_QUERY,
  pairingScope: PAIRING_SCOPE_QUERY,
  thirdPartyCallback: THIRD_PARTY_CALLBACK_QUERY,
};

/** Reads one of the models of SPEC §3.8 by name. */
export function parseQueryParams<N extends QueryModelName>(name: N, search: string): ModelValues<(typeof QUERY_MODELS)[N]> {
  return parseQuery(QUERIES[name] as QueryDef<N>, search);
}
