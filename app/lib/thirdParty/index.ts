export { ThirdPartyButtons } from './ThirdPartyButtons';
export type { ThirdPartyButtonsProps } from './ThirdPartyButtons';
export { PENDING_KEY, PROVIDER_IDS, authorizationUrl, enabledProviders, providerOfId, readPending, returnPathOf, startThirdPartySignIn } from './start';
export type { PendingThirdParty, ThirdPartyProvider } from './start';
