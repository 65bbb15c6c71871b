// Typed calls of the content REST contract (openapi/content.yaml) the app
// shell needs.
import type { Client } from 'openapi-fetch';
import type { components, operations, paths } from '../../generated/openapi/content';
import { requiredData } from './restClient';

export type ContentPaths = paths;
export type MetricsFlow = components['schemas']['MetricsFlow'];
export type MetricsFlowQuery = NonNullable<operations['getMetricsFlow']['parameters']['query']>;
export type MetricsRequest = components['schemas']['MetricsRequest'];
/** A legal document as the server gives it: markdown and the locale it is in. */
export type LegalDoc = components['schemas']['LegalDoc'];
/** A relying party's branding for one entry point, possibly empty. */
export type CmsConfig = components['schemas']['CmsConfig'];
/** The legal documents the service publishes. */
export type LegalDocName = operations['getLegalDoc']['parameters']['path']['doc'];

/** POST /metrics (SPEC §7.3) */
export const METRICS_PATH = '/metrics';

export interface MetricsSender {
  /** The browser's navigator.sendBeacon, when it has one. */
  sendBeacon?: (url: string, data: Blob) => boolean;
  fetch?: typeof fetch;
  /** Origin of the content API; default the page's own. */
  baseUrl?: string;
}

/**
 * Sends a batch of interface events to POST /metrics with fetch keepalive,
 * which outlives the page like a beacon does and goes through the same
 * request path as every other call; a beacon (a JSON Blob) when the browser
 * has no fetch. The answer is not read: metrics never hold up or break a page.
 */
export function sendMetricsBatch(body: MetricsRequest, sender: MetricsSender = {}): boolean {
  const url = `${sender.baseUrl ?? ''}${METRICS_PATH}`;
  const json = JSON.stringify(body);
  const send = sender.fetch ?? (typeof fetch === 'function' ? fetch : undefined);
  if (send) {
    send(url, { method: 'POST', body: json, headers: { 'Content-Type': 'application/json' }, keepalive: true }).catch(() => undefined);
    return true;
  }
  const beacon = sender.sendBeacon ?? (typeof navigator !== 'undefined' && navigator.sendBeacon ? navigator.sendBeacon.bind(navigator) : undefined);
  return beacon?.(url, new Blob([json], { type: 'application/json' })) ?? false;
}

export interface ContentApi {
  /** Starts a metrics flow when the page was given none (SPEC §3.10). */
  getMetricsFlow(query?: MetricsFlowQuery): Promise<MetricsFlow>;
  /** The privacy notice or the terms of service in the wanted locale, or the nearest one published. */
  getLegalDoc(doc: LegalDocName, locale: string): Promise<LegalDoc>;
  /** A relying party's branding (SPEC §7.3), in the page's language when the server has it. */
  getCmsConfig(clientId: string, entrypoint: string, locale: string): Promise<CmsConfig>;
}

export function createContentApi(client: Client<ContentPaths>): ContentApi {
  return {
    async getMetricsFlow(query = {}) {
      const { data, response } = await client.GET('/metrics-flow', { params: { query } });
      return requiredData(data, response.status);
    },
    async getCmsConfig(clientId, entrypoint, locale) {
      const { data, response } = await client.GET('/v1/cms/config', {
        params: { query: { clientId, entrypoint }, header: { 'Accept-Language': locale } },
      });
      return requiredData(data, response.status);
    },
    async getLegalDoc(doc, locale) {
      const { data, response } = await client.GET('/v1/legal/{doc}', { params: { path: { doc }, query: { locale } } });
      return requiredData(data, response.status);
    },
  };
}
