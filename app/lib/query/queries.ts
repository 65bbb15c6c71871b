// The query models that pages read, each with the generated checks of its
// parts. A page names the query it reads (useQueryParams(BASE_QUERY)), so its
// chunk carries the checks of that model's parts only: each query is a module
// of its own (defs/), which the bundler puts only into the chunks of the pages
// that read it. A model no page reads has no query there and no generated
// checks (scripts/query-validators.mjs generates the parts of the queries
// there); a page that starts reading one adds it there and its parts in that
// script.
import { MODEL_PARTS, QUERY_MODELS, QUERY_PARTS } from './models';
import type { QueryModelName, QueryPartName } from './models';
import type { QueryDef, QueryValidator } from './validate';

/** A model with the checks of its parts, in the model's order. */
export function queryDef<N extends QueryModelName>(name: N, checks: { readonly [P in QueryPartName]?: QueryValidator }): QueryDef<N> {
  const parts = MODEL_PARTS[name].map((part) => {
    const validate = checks[part];
    if (!validate) throw new Error(`No check for the ${part} part of the ${name} query`);
    return { name: part, properties: Object.keys(QUERY_PARTS[part]), validate };
  });
  return { name, model: QUERY_MODELS[name], parts };
}

