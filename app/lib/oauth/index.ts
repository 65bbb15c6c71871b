export { initialClientInfoState, useClientInfo, useServiceName } from './clientInfo';
export type { ClientInfoError, ClientInfoState } from './clientInfo';
