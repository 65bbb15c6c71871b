// The query models that pages read, each with the generated checks of its
// parts. A page names the query it reads (useQueryParams(BASE_QUERY)), so its
// chunk carries the checks of that model's parts only. A model no page reads
// has no query here and no generated checks (scripts/query-validators.mjs
// generates the parts of the queries below); a page that starts reading one
// adds it here and its parts there.
import { MODEL_PARTS, QUERY_MODELS, QUERY_PARTS } from './models';
import type { QueryModelName, QueryPartName } from './models';
import type { QueryDef, QueryValidator } from './validate';
import { validate as base } from './validators/base.generated';
import { validate as endSession } from './validators/endSession.generated';
import { validate as oauth } from './validators/oauth.generated';
import { validate as signin } from './validators/signin.generated';
import { validate as thirdPartyCallback } from './validators/thirdPartyCallback.generated';
import { validate as verification } from './validators/verification.generated';

/** A model with the checks of its parts, in the model's order. */
export function queryDef<N extends QueryModelName>(name: N, checks: { readonly [P in QueryPartName]?: QueryValidator }): QueryDef<N> {
  const parts = MODEL_PARTS[name].map((part) => {
    const validate = checks[part];
    if (!validate) throw new Error(`No check for the ${part} part of the ${name} query`);
    return { name: part, properties: Object.keys(QUERY_PARTS[part]), validate };
  });
  return { name, model: QUERY_MODELS[name], parts };
}

// Calls marked pure: a query no module reads is dropped with its checks.
export const BASE_QUERY = /* @__PURE__ */ queryDef('base', { base });
export const SIGN_IN_QUERY = /* @__PURE__ */ queryDef('signin', { base, signin });
export const OAUTH_QUERY = /* @__PURE__ */ queryDef('oauth', { base, oauth });
export const VERIFICATION_QUERY = /* @__PURE__ */ queryDef('verification', { base, verification });
export const THIRD_PARTY_CALLBACK_QUERY = /* @__PURE__ */ queryDef('thirdPartyCallback', { thirdPartyCallback });
export const END_SESSION_QUERY = /* @__PURE__ */ queryDef('endSession', { endSession });
