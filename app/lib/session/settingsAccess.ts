// Who may see /settings (SPEC §2.3, §6), and where everyone else goes. A
// `redirect_to` is set only for a person who opens a settings address with
// no session on this browser: once a session has ended here (sign-out,
// deletion, or found ended), the next person starts from a clean entry page
// and lands where their own request leads.
import type { IntegrationKind } from '../integration/selectIntegration';

export type SettingsAccess =
  | { kind: 'allow' }
  /** A sync integration gets its own sign-in page. */
  | { kind: 'sync-signin' }
  /** Everyone else goes to the entry page (with redirect_to, or clean after a session ended); a full-screen spinner shows meanwhile. */
  | { kind: 'redirect'; to: string };

const SYNC_KINDS: ReadonlySet<IntegrationKind> = new Set<IntegrationKind>(['SyncBasic', 'SyncDesktopV3']);

/** The clean start page a browser goes to when its session ends: no redirect_to, no flow parameters. */
export const ENDED_SESSION_START = '/';

export function settingsAccess(input: {
  signedIn: boolean;
  /** A session ended on this browser since the page loaded (SessionState.hasEnded). */
  sessionEnded?: boolean;
  integration: IntegrationKind;
  pathname: string;
  search: string;
}): SettingsAccess {
  if (input.signedIn) return { kind: 'allow' };
  if (SYNC_KINDS.has(input.integration)) return { kind: 'sync-signin' };
  if (input.sessionEnded) return { kind: 'redirect', to: ENDED_SESSION_START };
  const params = new URLSearchParams(input.search);
  params.delete('redirect_to');
  const query = params.toString();
  return { kind: 'redirect', to: `/?redirect_to=${encodeURIComponent(input.pathname)}${query ? `&${query}` : ''}` };
}
