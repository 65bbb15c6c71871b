// The page's one line to the vendor's browser for the sync pages: a channel
// opened on first use, and the browser's status asked once per page load
// (capabilities for choosing what to sync; no answer within the status
// timeout means no browser is listening).
import { WebChannel } from '../webChannel';
import type { StatusResponse } from '../webChannel';
import { DESKTOP_V3_CONTEXT, OAUTH_WEBCHANNEL_CONTEXT, SYNC_SERVICE } from '../integration';

export interface SyncBrowser {
  /** The browser's status, or undefined when it did not answer. */
  status(): Promise<StatusResponse | undefined>;
  send: WebChannel['send'];
  openSyncPreferences(entrypoint?: string): void;
}

/** A browser over `channel`; the status is asked once, with the flow's context and the sync service. */
export function syncBrowserOver(channel: WebChannel, search: string): SyncBrowser {
  let status: Promise<StatusResponse | undefined> | undefined;
  const context = new URLSearchParams(search).get('context');
  return {
    status() {
      status ??= channel
        .status({ context: context === OAUTH_WEBCHANNEL_CONTEXT ? context : DESKTOP_V3_CONTEXT, service: SYNC_SERVICE, isPairing: false })
        .then(
          (answer) => (Object.keys(answer).length > 0 ? answer : undefined),
          () => undefined,
        );
      return status;
    },
    send: (name, data) => channel.send(name, data),
    openSyncPreferences: (entrypoint) => channel.openSyncPreferences(entrypoint),
  };
}

let shared: SyncBrowser | undefined;

/** The page's browser, opened on the window the first time a sync page asks. */
export function syncBrowser(): SyncBrowser {
  shared ??= syncBrowserOver(new WebChannel({ target: window }), window.location.search);
  return shared;
}
