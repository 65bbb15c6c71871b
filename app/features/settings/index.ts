// What the route table needs from settings: its container.
export { SettingsContainer } from './area';
