// What the route table needs from the OAuth flow: the authorization, success, device and sign-out pages.
export { AuthorizationContainer } from './Authorization/container';
export { OAuthSuccessContainer } from './OAuthSuccess/container';
export { DeviceContainer } from './Device/container';
export { SignOutContainer } from './SignOut/container';
