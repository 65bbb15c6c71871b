export { STATUS_ICON_KINDS, StatusIcon } from './StatusIcons';
export type { StatusIconKind, StatusIconProps } from './StatusIcons';
