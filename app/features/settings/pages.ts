// The code of each settings page, loaded only when its address is first
// opened: the area (area.tsx) routes each path of paths.ts to its container.
// Nothing below the area imports this file.
import type { ComponentType } from 'react';
import type { SettingsPagePath } from './paths';

type Loaded = Promise<{ default: ComponentType }>;

export const SETTINGS_PAGE_LOADERS: Record<SettingsPagePath, () => Loaded> = {
  display_name: async () => ({ default: (await import('./DisplayName/container')).DisplayNameContainer }),
  emails: async () => ({ default: (await import('./Emails/container')).EmailsContainer }),
  avatar: async () => ({ default: (await import('./Avatar/container')).AvatarContainer }),
  recent_activity: async () => ({ default: (await import('./RecentActivity/container')).RecentActivityContainer }),
  change_password: async () => ({ default: (await import('./ChangePassword/container')).ChangePasswordContainer }),
  create_password: async () => ({ default: (await import('./CreatePassword/container')).CreatePasswordContainer }),
  linked_accounts: async () => ({ default: (await import('./LinkedAccounts/container')).LinkedAccountsContainer }),
  recovery_phone: async () => ({ default: (await import('./RecoveryPhone/container')).RecoveryPhoneContainer }),
  passkeys: async () => ({ default: (await import('./Passkeys/container')).PasskeysContainer }),
  two_step_authentication: async () => ({ default: (await import('./TwoStep/container')).TwoStepContainer }),
  'two_step_authentication/replace_codes': async () => ({ default: (await import('./BackupCodes/container')).BackupCodesContainer }),
  account_recovery: async () => ({ default: (await import('./RecoveryKey/container')).RecoveryKeyContainer }),
  data_collection: async () => ({ default: (await import('./DataCollection/container')).DataCollectionContainer }),
  clients: async () => ({ default: (await import('./ConnectedServices/container')).ConnectedServicesContainer }),
  language: async () => ({ default: (await import('./Language/container')).LanguageContainer }),
  delete_account: async () => ({ default: (await import('./DeleteAccount/container')).DeleteAccountContainer }),
};
