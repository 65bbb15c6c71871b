export { SettingsContainer } from './container';
export { SettingsPage } from './SettingsPage';
export type { SettingsEmail, SettingsPageProps } from './SettingsPage';
export { avatarLetter } from './avatar';
