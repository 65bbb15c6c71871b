// The content calls of openapi/content.yaml besides metrics: a relying
// party's branding (GET /v1/cms/config, SPEC §7.3) and the legal documents
// (GET /v1/legal/{doc}). Neither needs a session.
import type { Hono } from 'hono';
import type { operations } from '../../generated/openapi/content';
import { requestSchemas } from '../../generated/openapi/content.requests';
import { DEFAULT_ENTRYPOINT } from '../config/cms-file';
import { appError } from '../errors';
import { LEGAL_DOCS } from '../legal/legal-docs';
import type { LegalDocName } from '../legal/legal-docs';
import type { Services } from '../request/services';
import { restRouter } from './route';

/** Longest Accept-Language header read, as the contract allows. */
const ACCEPT_LANGUAGE_MAX = 256;

export function registerContentRoutes(app: Hono, services: Services): void {
  const route = restRouter<operations, typeof requestSchemas>(app, requestSchemas, services);
  const { config } = services;

  route('getCmsConfig', 'none', async ({ c, query }) => {
    c.header('Vary', 'Accept-Language');
    if (!config.cms.enabled) return {};
    const acceptLanguage = c.req.header('Accept-Language')?.slice(0, ACCEPT_LANGUAGE_MAX);
    return services.cms.lookup(query.clientId, query.entrypoint ?? DEFAULT_ENTRYPOINT, acceptLanguage, config.cms.l10nEnabled);
  });

  route('getLegalDoc', 'none', async ({ params, query }) => {
    const doc = params.doc as string;
    if (!(LEGAL_DOCS as readonly string[]).includes(doc)) throw appError('INVALID_PARAMETER', { message: 'Invalid parameter in path: doc' });
    return services.legal.get(doc as LegalDocName, [query?.locale ?? 'en']);
  });
}
