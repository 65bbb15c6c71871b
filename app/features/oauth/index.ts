// What the route table needs from the OAuth flow: the authorization and success pages.
export { AuthorizationContainer } from './Authorization/container';
export { OAuthSuccessContainer } from './OAuthSuccess/container';
