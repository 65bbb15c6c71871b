// What the route table needs from the OAuth flow: the authorization page.
export { AuthorizationContainer } from './Authorization/container';
