// Every query model of SPEC §3.8 for the tests: the models pages read with
// their generated checks, exactly as the app has them; the others (no page
// reads them yet, so nothing is generated for them) with checks compiled here
// from the same schemas with the same options, so their SPEC §5.3 rules stay
// tested until a page reads them.
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { BASE_QUERY, OAUTH_QUERY, QUERY_PARTS, SIGN_IN_QUERY, THIRD_PARTY_CALLBACK_QUERY, VERIFICATION_QUERY, modelSchema, parseQuery, queryDef } from '../../../../app/lib/query';
import type { ModelValues, QueryDef, QueryModelName, QueryPartName, QueryValidator } from '../../../../app/lib/query';
import type { QUERY_MODELS } from '../../../../app/lib/query/models';
import { queryFormats } from '../../../../app/lib/query/formats';

const SERVED: { readonly [N in QueryModelName]?: QueryDef<N> } = {
  base: BASE_QUERY,
  signin: SIGN_IN_QUERY,
  oauth: OAUTH_QUERY,
  verification: VERIFICATION_QUERY,
  thirdPartyCallback: THIRD_PARTY_CALLBACK_QUERY,
};

const ajv = new Ajv2020({ allErrors: true, strict: true });
addFormats(ajv, ['email']);
for (const [name, format] of Object.entries(queryFormats)) ajv.addFormat(name, format);
const compiled = Object.fromEntries(
  (Object.keys(QUERY_PARTS) as QueryPartName[]).map((part) => [part, ajv.compile(modelSchema(QUERY_PARTS[part])) as QueryValidator]),
) as { [P in QueryPartName]: QueryValidator };

/** Whether pages read the model (and so its checks are generated). */
export function isServed(name: QueryModelName): boolean {
  return SERVED[name] !== undefined;
}

/** The model with the checks the app has for it, or compiled here when no page reads it. */
export function anyQuery<N extends QueryModelName>(name: N): QueryDef<N> {
  return (SERVED[name] as QueryDef<N> | undefined) ?? queryDef(name, compiled);
}

/** Reads any model from a query string. */
export function parseAny<N extends QueryModelName>(name: N, search: string): ModelValues<(typeof QUERY_MODELS)[N]> {
  return parseQuery(anyQuery(name), search);
}
