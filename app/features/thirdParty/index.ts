export { ThirdPartyCallbackContainer } from './Callback/container';
export { SetPasswordContainer } from './SetPassword/container';
