// The sections of the settings home, in the order the side navigation lists
// them, and the pages of their own each section leads to.

export const SETTINGS_SECTIONS = [
  'profile',
  'security',
  'connected-services',
  'linked-accounts',
  'subscriptions',
  'data-collection',
  'language',
  'delete-account',
] as const;

export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

export const SETTINGS_HOME = '/settings';

/** The address of a section on the settings home. */
export function sectionHref(section: SettingsSection): string {
  return `${SETTINGS_HOME}#${section}`;
}

/** The section a hash of the settings home names ('#security'), if any. */
export function sectionOfHash(hash: string): SettingsSection | undefined {
  const name = hash.replace(/^#/, '');
  return (SETTINGS_SECTIONS as readonly string[]).includes(name) ? (name as SettingsSection) : undefined;
}
