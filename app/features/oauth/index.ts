// What the route table needs from the OAuth flow: the authorization, success and device pages.
export { AuthorizationContainer } from './Authorization/container';
export { OAuthSuccessContainer } from './OAuthSuccess/container';
export { DeviceContainer } from './Device/container';
