export { COMMANDS, TO_CHROME_EVENT, TO_CONTENT_EVENT, WEB_CHANNEL_ID, commandName } from './messages';
export type {
  BrowserUser,
  ChannelEnvelope,
  CommandMessages,
  CommandName,
  LoginData,
  OAuthLoginData,
  StatusCapabilities,
  StatusRequest,
  StatusResponse,
} from './messages';
export {
  ERRNO_NO_SUCH_CHANNEL,
  ERRNO_UNEXPECTED,
  ERRNO_UNEXPECTED_ORIGIN,
  STATUS_TIMEOUT_MS,
  WebChannel,
  WebChannelError,
} from './channel';
export type { Schedule, WebChannelOptions } from './channel';
export { ACCOUNT_BROADCAST_NAME, attachAccountEvents } from './accountEvents';
export type { AccountBroadcast, AccountEventEffects, AccountEvents } from './accountEvents';
export { isVendorBrowser } from './detect';
