// A page's query-parameter model, read from the current location. A
// violation is thrown during render, so the route's error boundary shows
// the 'Bad Request: Invalid Query Parameters' screen.
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import type { QUERY_MODELS } from './models';
import type { ModelValues, QueryModelName } from './models';
import type { QueryDef } from './validate';
import { parseQuery } from './validate';

/** The values of `query` (BASE_QUERY, OAUTH_QUERY, … from queries.ts) in the current location. */
export function useQueryParams<N extends QueryModelName>(query: QueryDef<N>): ModelValues<(typeof QUERY_MODELS)[N]> {
  const { search } = useLocation();
  return useMemo(() => parseQuery(query, search), [query, search]);
}
