// The addresses of the settings area's pages other than its home, each below
// /settings, and the section of the home each belongs to (marked in the side
// navigation). Data only: the area loads each page's code (area.tsx), and any
// page may link to another through these without importing it.
import type { SettingsSection } from './sections';
import { SETTINGS_HOME } from './sections';

export const SETTINGS_PAGES = [
  { path: 'display_name', section: 'profile' },
  { path: 'emails', section: 'profile' },
  { path: 'avatar', section: 'profile' },
  { path: 'recent_activity', section: 'security' },
  { path: 'change_password', section: 'security' },
  { path: 'create_password', section: 'security' },
  { path: 'linked_accounts', section: 'linked-accounts' },
  { path: 'recovery_phone', section: 'security' },
  { path: 'two_step_authentication', section: 'security' },
  { path: 'two_step_authentication/replace_codes', section: 'security' },
  { path: 'account_recovery', section: 'security' },
  { path: 'data_collection', section: 'data-collection' },
  { path: 'clients', section: 'connected-services' },
  { path: 'language', section: 'language' },
  { path: 'delete_account', section: 'delete-account' },
] as const satisfies readonly { path: string; section: SettingsSection }[];

/** A page's address below /settings ('display_name'). */
export type SettingsPagePath = (typeof SETTINGS_PAGES)[number]['path'];

/** The address of a settings page. */
export function settingsPageHref(path: SettingsPagePath): string {
  return `${SETTINGS_HOME}/${path}`;
}

/** The section a settings address belongs to: a page's own section, or undefined for the home. */
export function sectionOfPath(pathname: string): SettingsSection | undefined {
  const rest = pathname.slice(SETTINGS_HOME.length).replace(/^\/+|\/+$/g, '');
  return SETTINGS_PAGES.find((page) => page.path === rest)?.section;
}
