export { Card, Layout, LayoutFooterProvider } from './Layout';
export type { CmsBackgrounds, LayoutFooterProviderProps, LayoutImage, LayoutProps } from './Layout';
export { CardHeader } from './CardHeader';
export type { CardHeaderProps } from './CardHeader';
