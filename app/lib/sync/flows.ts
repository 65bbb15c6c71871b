// Which flows are the browser's own sync sign-in (SPEC §3.13, §4.10): the
// desktop v3 context, or the sync service outside OAuth. These end with the
// login message to the browser; OAuth over the channel ends with its own.
import { DESKTOP_V3_CONTEXT, OAUTH_WEBCHANNEL_CONTEXT, SYNC_SERVICE } from '../integration';

export function isBrowserSyncFlow(search: string): boolean {
  const params = new URLSearchParams(search);
  const context = params.get('context') ?? '';
  if (context === DESKTOP_V3_CONTEXT) return true;
  return params.get('service') === SYNC_SERVICE && context !== OAUTH_WEBCHANNEL_CONTEXT && !params.has('client_id');
}

/** Whether the flow is desktop sync (the desktop v3 context), where 'Add another device' is offered. */
export function isDesktopSync(search: string): boolean {
  return new URLSearchParams(search).get('context') === DESKTOP_V3_CONTEXT;
}
