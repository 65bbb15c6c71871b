// The public view of a registered client, as both contracts name it: the
// GraphQL ClientInfo type and the REST ClientInfo schema (SPEC §3.7).
import type { ClientInfo as GraphQLClientInfo } from '../../generated/resolvers';
import type { components } from '../../generated/openapi/auth';
import type { OAuthClient } from './client-registry';

export function toGraphQLClientInfo(client: OAuthClient): GraphQLClientInfo {
  return {
    clientId: client.clientId,
    imageUri: client.imageUri === '' ? null : client.imageUri,
    redirectUri: client.redirectUris.join(','),
    serviceName: client.name,
    trusted: client.trusted,
  };
}

export function toRestClientInfo(client: OAuthClient): components['schemas']['ClientInfo'] {
  return {
    id: client.clientId,
    name: client.name,
    trusted: client.trusted,
    image_uri: client.imageUri,
    redirect_uri: client.redirectUris.join(','),
  };
}
