// The pages of the settings area other than its home, each at its own
// address under /settings and loaded only when opened. Each names the
// section of the home it belongs to (marked in the side navigation) and
// titles itself.
import type { ComponentType } from 'react';
import type { SettingsSection } from './sections';
import { SETTINGS_HOME } from './sections';

export interface SettingsPageRoute {
  /** The page's address below /settings ('display_name'). */
  path: string;
  section: SettingsSection;
  load: () => Promise<{ default: ComponentType }>;
}

export const SETTINGS_PAGES: readonly SettingsPageRoute[] = [
  {
    path: 'display_name',
    section: 'profile',
    load: async () => ({ default: (await import('./DisplayName/container')).DisplayNameContainer }),
  },
  {
    path: 'emails',
    section: 'profile',
    load: async () => ({ default: (await import('./Emails/container')).EmailsContainer }),
  },
  {
    path: 'avatar',
    section: 'profile',
    load: async () => ({ default: (await import('./Avatar/container')).AvatarContainer }),
  },
  {
    path: 'recent_activity',
    section: 'security',
    load: async () => ({ default: (await import('./RecentActivity/container')).RecentActivityContainer }),
  },
  {
    path: 'change_password',
    section: 'security',
    load: async () => ({ default: (await import('./ChangePassword/container')).ChangePasswordContainer }),
  },
  {
    path: 'create_password',
    section: 'security',
    load: async () => ({ default: (await import('./CreatePassword/container')).CreatePasswordContainer }),
  },
  {
    path: 'linked_accounts',
    section: 'linked-accounts',
    load: async () => ({ default: (await import('./LinkedAccounts/container')).LinkedAccountsContainer }),
  },
  {
    path: 'recovery_phone',
    section: 'security',
    load: async () => ({ default: (await import('./RecoveryPhone/container')).RecoveryPhoneContainer }),
  },
  {
    path: 'two_step_authentication',
    section: 'security',
    load: async () => ({ default: (await import('./TwoStep/container')).TwoStepContainer }),
  },
  {
    path: 'two_step_authentication/replace_codes',
    section: 'security',
    load: async () => ({ default: (await import('./BackupCodes/container')).BackupCodesContainer }),
  },
  {
    path: 'account_recovery',
    section: 'security',
    load: async () => ({ default: (await import('./RecoveryKey/container')).RecoveryKeyContainer }),
  },
  {
    path: 'data_collection',
    section: 'data-collection',
    load: async () => ({ default: (await import('./DataCollection/container')).DataCollectionContainer }),
  },
  {
    path: 'clients',
    section: 'connected-services',
    load: async () => ({ default: (await import('./ConnectedServices/container')).ConnectedServicesContainer }),
  },
  {
    path: 'language',
    section: 'language',
    load: async () => ({ default: (await import('./Language/container')).LanguageContainer }),
  },
  {
    path: 'delete_account',
    section: 'delete-account',
    load: async () => ({ default: (await import('./DeleteAccount/container')).DeleteAccountContainer }),
  },
];

/** The address of a settings page. */
export function settingsPageHref(path: string): string {
  return `${SETTINGS_HOME}/${path}`;
}

/** The section a settings address belongs to: a page's own section, or undefined for the home. */
export function sectionOfPath(pathname: string): SettingsSection | undefined {
  const rest = pathname.slice(SETTINGS_HOME.length).replace(/^\/+|\/+$/g, '');
  return SETTINGS_PAGES.find((page) => page.path === rest)?.section;
}
