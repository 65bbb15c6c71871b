export { SideNav } from './SideNav';
export type { SideNavItem, SideNavProps } from './SideNav';
