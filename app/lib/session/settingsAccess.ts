// Who may see /settings (SPEC §2.3, §6).
import type { IntegrationKind } from '../integration/selectIntegration';

export type SettingsAccess =
  | { kind: 'allow' }
  /** A sync integration gets its own sign-in page. */
  | { kind: 'sync-signin' }
  /** Everyone else goes to the entry page, then back (a full-screen spinner shows meanwhile). */
  | { kind: 'redirect'; to: string };

const SYNC_KINDS: ReadonlySet<IntegrationKind> = new Set<IntegrationKind>(['SyncBasic', 'SyncDesktopV3']);

export function settingsAccess(input: {
  signedIn: boolean;
  integration: IntegrationKind;
  pathname: string;
  search: string;
}): SettingsAccess {
  if (input.signedIn) return { kind: 'allow' };
  if (SYNC_KINDS.has(input.integration)) return { kind: 'sync-signin' };
  const params = new URLSearchParams(input.search);
  params.delete('redirect_to');
  const query = params.toString();
  return { kind: 'redirect', to: `/?redirect_to=${encodeURIComponent(input.pathname)}${query ? `&${query}` : ''}` };
}
