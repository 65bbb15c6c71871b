// Typed calls of the content REST contract (openapi/content.yaml) the app
// shell needs.
import type { Client } from 'openapi-fetch';
import type { components, operations, paths } from '../../generated/openapi/content';
import { AUTH_ERRORS } from '../../generated/errors';
import { AuthClientError } from './errors';

export type ContentPaths = paths;
export type MetricsFlow = components['schemas']['MetricsFlow'];
export type MetricsFlowQuery = NonNullable<operations['getMetricsFlow']['parameters']['query']>;

export interface ContentApi {
  /** Starts a metrics flow when the page was given none (SPEC §3.10). */
  getMetricsFlow(query?: MetricsFlowQuery): Promise<MetricsFlow>;
}

export function createContentApi(client: Client<ContentPaths>): ContentApi {
  return {
    async getMetricsFlow(query = {}) {
      const { data, response } = await client.GET('/metrics-flow', { params: { query } });
      if (data === undefined) {
        throw new AuthClientError('server', AUTH_ERRORS.UNEXPECTED_ERROR.errno, { status: response.status });
      }
      return data;
    },
  };
}
