// Whether the page runs inside the vendor's own browser: the integrations
// that only the browser opens (sync, OAuth over the channel, pairing) say so.
import { DESKTOP_V3_CONTEXT, OAUTH_WEBCHANNEL_CONTEXT, selectIntegration } from '../integration';
import type { IntegrationKind } from '../integration';

const BROWSER_KINDS: ReadonlySet<IntegrationKind> = new Set([
  'SyncDesktopV3',
  'SyncBasic',
  'OAuthNative',
  'PairingAuthority',
  'PairingSupplicant',
]);

const BROWSER_CONTEXTS: ReadonlySet<string> = new Set([DESKTOP_V3_CONTEXT, OAUTH_WEBCHANNEL_CONTEXT]);

export function isVendorBrowser(location: { pathname: string; search: string }): boolean {
  let kind: IntegrationKind;
  try {
    kind = selectIntegration(location).kind;
  } catch {
    return false;
  }
  if (BROWSER_KINDS.has(kind)) return true;
  const context = new URLSearchParams(location.search).get('context');
  return context !== null && BROWSER_CONTEXTS.has(context);
}
