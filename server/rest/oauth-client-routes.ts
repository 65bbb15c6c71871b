// REST oauthClientInfo (openapi/auth.yaml): the public details of a relying
// party. A malformed id is 400 with errno 109 (Invalid OAuth parameter:
// client_id), an unknown one 404 with errno 101 (Unknown client).
import type { Hono } from 'hono';
import type { operations } from '../../generated/openapi/auth';
import { requestSchemas } from '../../generated/openapi/auth.requests';
import { isClientId } from '../oauth/client-registry';
import { toRestClientInfo } from '../oauth/client-info';
import { oauthErrorBody } from '../oauth/errors';
import type { Services } from '../request/services';

type ClientInfoBody = operations['oauthClientInfo']['responses'][200]['content']['application/json'];

export function registerOAuthClientRoutes(app: Hono, services: Services): void {
  const path = requestSchemas.oauthClientInfo.path.replace('{client_id}', ':client_id');
  app.get(path, async (c) => {
    const clientId = c.req.param('client_id') ?? '';
    if (!isClientId(clientId)) return c.json(oauthErrorBody('INVALID_PARAMETER', 400, 'client_id'), 400);
    const client = await services.oauthClients.get(clientId);
    if (!client) return c.json(oauthErrorBody('UNKNOWN_CLIENT', 404), 404);
    const body: ClientInfoBody = toRestClientInfo(client);
    return c.json(body, 200);
  });
}
