export { Card, Layout } from './Layout';
export type { CmsBackgrounds, LayoutImage, LayoutProps } from './Layout';
export { CardHeader } from './CardHeader';
export type { CardHeaderProps } from './CardHeader';
