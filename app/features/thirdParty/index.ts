export { ThirdPartyCallbackContainer } from './Callback/container';
