// The vendor's browser, played by a page init script: it takes every message
// the page sends on the browser channel (WebChannelMessageToChrome), answers
// the status request with sync capabilities and no signed-in user, and keeps
// what it was sent, and what the site's other tabs broadcast, in the tab's
// session storage (so it outlives the tab's own page loads) for the test to
// read.
import type { Page } from '@playwright/test';
import { ACCOUNT_BROADCAST_NAME, COMMANDS } from '../../../app/lib/webChannel';
import type { AccountBroadcast, StatusCapabilities } from '../../../app/lib/webChannel';

export interface BrowserMessage {
  command: string;
  data?: unknown;
  messageId?: string;
}

interface PlayedBrowser {
  sent: BrowserMessage[];
  broadcasts: AccountBroadcast[];
}

const STATE_KEY = 'e2e-played-browser';

/** What the played browser has recorded in the tab. */
function recorded(page: Page): Promise<PlayedBrowser> {
  return page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '{"sent":[],"broadcasts":[]}') as PlayedBrowser, STATE_KEY);
}

/** What a desktop browser offers: addresses and payment methods besides the defaults, and the choice. */
export const DESKTOP_CAPABILITIES: StatusCapabilities = { engines: ['addresses', 'creditcards'], choose_what_to_sync: true };

/** Plays the browser on every page `page` loads from now on. */
export async function playBrowser(page: Page, capabilities: StatusCapabilities = DESKTOP_CAPABILITIES): Promise<void> {
  await page.addInitScript(
    ({ key, statusCommand, broadcastName, capabilities: offered }) => {
      const read = (): PlayedBrowser => JSON.parse(sessionStorage.getItem(key) ?? '{"sent":[],"broadcasts":[]}') as PlayedBrowser;
      const record = (change: (state: PlayedBrowser) => void) => {
        const state = read();
        change(state);
        sessionStorage.setItem(key, JSON.stringify(state));
      };
      window.addEventListener('WebChannelMessageToChrome', (event) => {
        const envelope = JSON.parse((event as CustomEvent<string>).detail) as { id: string; message: BrowserMessage };
        record((state) => state.sent.push(envelope.message));
        if (envelope.message.command !== statusCommand) return;
        const reply = { id: envelope.id, message: { command: statusCommand, messageId: envelope.message.messageId, data: { signedInUser: null, capabilities: offered } } };
        window.dispatchEvent(new CustomEvent('WebChannelMessageToContent', { detail: reply }));
      });
      new BroadcastChannel(broadcastName).addEventListener('message', (event: MessageEvent<AccountBroadcast>) => record((state) => state.broadcasts.push(event.data)));
    },
    { key: STATE_KEY, statusCommand: COMMANDS.status, broadcastName: ACCOUNT_BROADCAST_NAME, capabilities },
  );
}

/** The messages the page has sent the browser with `command` (every one when absent). */
export async function sentToBrowser(page: Page, command?: string): Promise<BrowserMessage[]> {
  const { sent } = await recorded(page);
  return command ? sent.filter((message) => message.command === command) : sent;
}

/** What the site's other tabs have broadcast to this page. */
export async function broadcastsTo(page: Page): Promise<AccountBroadcast[]> {
  return (await recorded(page)).broadcasts;
}
