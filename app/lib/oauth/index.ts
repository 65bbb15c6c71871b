export { initialClientInfoState, useClientInfo, useServiceName } from './clientInfo';
export type { ClientInfoError, ClientInfoState } from './clientInfo';
export { SIGN_IN_AGAIN_STATE, asksToSignInAgain, checkRequestOf, forcesSignIn, untrustedProblem, useAuthorizationCheck } from './requestCheck';
export type { CheckedQuery, RequestCheckState, UntrustedRequest } from './requestCheck';
export { RequestRefusedPage } from './RequestRefused';
export type { RequestRefusedPageProps } from './RequestRefused';
export { useLeaveOnce, useRequestGate } from './RequestGate';
