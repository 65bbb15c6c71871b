export { asksForBranding, pageBranding, plainText, safeAddress } from './branding';
export type { BrandImage, CmsPageName, PageBranding } from './branding';
