export {
  DESKTOP_V3_CONTEXT,
  IntegrationSelectionError,
  OAUTH_SUCCESS_PATH_PREFIX,
  OAUTH_WEBCHANNEL_CONTEXT,
  PAIRING_SUPPLICANT_PATH_PREFIX,
  SYNC_SERVICE,
  THIRD_PARTY_AUTH_CALLBACK_PATH,
  isOAuthVerificationFlow,
  selectIntegration,
} from './selectIntegration';
export type { IntegrationInput, IntegrationKind, IntegrationRule, IntegrationSelection } from './selectIntegration';
