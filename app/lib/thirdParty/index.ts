export { ThirdPartyButtons } from './ThirdPartyButtons';
export type { ThirdPartyButtonsProps } from './ThirdPartyButtons';
export { PENDING_KEY, PROVIDER_IDS, authorizationUrl, enabledProviders, providerOfId, readPending, returnPathOf, startThirdPartySignIn } from './start';
export type { PendingThirdParty, ThirdPartyProvider } from './start';
export { WAITING_LINK_KEY, keepWaitingLink, linkAfterProof, readWaitingLink } from './waitingLink';
export type { WaitingLink, WaitingLinkServices } from './waitingLink';
export { useThirdPartyButtons } from './useThirdPartyButtons';
