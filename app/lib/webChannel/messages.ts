// The browser channel's messages (SPEC §4.11, §7.4): the channel id, the
// commands with the product's prefix, and what each one carries each way.
import { PRODUCT_PREFIX } from '../config';

export const WEB_CHANNEL_ID = 'account_updates';

/** The event the page dispatches for the browser. */
export const TO_CHROME_EVENT = 'WebChannelMessageToChrome';
/** The event the browser dispatches for the page. */
export const TO_CONTENT_EVENT = 'WebChannelMessageToContent';

export const COMMANDS = {
  delete: `${PRODUCT_PREFIX}:delete`,
  profileChange: 'profile:change',
  changePassword: `${PRODUCT_PREFIX}:change_password`,
  status: `${PRODUCT_PREFIX}:${PRODUCT_PREFIX}_status`,
  login: `${PRODUCT_PREFIX}:login`,
  logout: `${PRODUCT_PREFIX}:logout`,
  loaded: `${PRODUCT_PREFIX}:loaded`,
  oauthLogin: `${PRODUCT_PREFIX}:oauth_login`,
  canLinkAccount: `${PRODUCT_PREFIX}:can_link_account`,
  syncPreferences: `${PRODUCT_PREFIX}:sync_preferences`,
} as const;

export type CommandName = keyof typeof COMMANDS;
export type Command = (typeof COMMANDS)[CommandName];

/** The signed-in user the browser reports in its status reply. */
export interface BrowserUser {
  uid: string;
  sessionToken: string;
  email?: string;
  verified?: boolean;
}

export interface StatusRequest {
  context?: string;
  service?: string;
  isPairing: boolean;
}

export interface StatusCapabilities {
  engines?: string[];
  choose_what_to_sync?: boolean;
  multiService?: boolean;
  pairing?: boolean;
}

export interface StatusResponse {
  signedInUser?: BrowserUser | null;
  capabilities?: StatusCapabilities;
  clientId?: string;
}

export interface LoginData {
  uid: string;
  email: string;
  sessionToken: string;
  verified: boolean;
  keyFetchToken?: string;
  unwrapBKey?: string;
  services?: { sync?: { offeredEngines?: string[]; declinedEngines?: string[] } };
}

export interface OAuthLoginData {
  code: string;
  state: string;
  redirect: string;
  action?: string;
}

/** What the page sends with each command, and what the browser answers (void: nothing awaited). */
export interface CommandMessages {
  delete: { request: { uid: string }; response: void };
  profileChange: { request: { uid: string }; response: void };
  changePassword: { request: { uid: string; sessionToken?: string; verified?: boolean }; response: void };
  status: { request: StatusRequest; response: StatusResponse };
  login: { request: LoginData; response: void };
  logout: { request: { uid: string }; response: void };
  loaded: { request: Record<string, never>; response: void };
  oauthLogin: { request: OAuthLoginData; response: void };
  canLinkAccount: { request: { email: string }; response: { ok: boolean } };
  syncPreferences: { request: { entrypoint?: string }; response: void };
}

/** The commands the browser answers; the others are notifications. */
export const ANSWERED_COMMANDS: ReadonlySet<CommandName> = new Set(['status', 'canLinkAccount']);

/** The message's envelope as it crosses the channel. */
export interface ChannelEnvelope {
  id: string;
  message: { command: string; data?: unknown; messageId?: string; error?: string };
}

export function commandName(command: string): CommandName | undefined {
  return (Object.keys(COMMANDS) as CommandName[]).find((name) => COMMANDS[name] === command);
}
