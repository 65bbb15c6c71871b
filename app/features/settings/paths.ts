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
  { path: 'passkeys', section: 'security' },
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

/** The page a way to creating a password leaves from, carried in the router's state (never in the address). */
export interface PasswordReturn {
  returnTo: string;
}

const CREATE_PASSWORD_HREF = settingsPageHref('create_password');

/**
 * The router state a link followed from `pathname` carries: a way to creating a password remembers the
 * page it left, so that the page that asked for the password is where the person comes back to.
 */
export function passwordReturnState(href: string, pathname: string): PasswordReturn | undefined {
  return href === CREATE_PASSWORD_HREF ? { returnTo: pathname } : undefined;
}

/**
 * The page to come back to once a password is created: only a page of the settings area (not its home,
 * not the password's own page, nothing outside the area); anything else in `state` is ignored.
 */
export function passwordReturnPath(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('returnTo' in state)) return undefined;
  const { returnTo } = state;
  if (typeof returnTo !== 'string') return undefined;
  const path = returnTo.replace(/\/+$/, '');
  if (path === CREATE_PASSWORD_HREF) return undefined;
  return SETTINGS_PAGES.some((page) => settingsPageHref(page.path) === path) ? path : undefined;
}

/** The router state of a page reached after a change, whose confirmation is for it (not cleared on arrival). */
export const KEEP_ALERT = { keepAlert: true } as const;

/** Whether the router state says the confirmation shown is for this page. */
export function keepsAlert(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'keepAlert' in state && state.keepAlert === true;
}
