export { asksForBranding, pageBranding, plainText, safeAddress } from './branding';
export type { BrandImage, CmsPageName, PageBranding } from './branding';
export { DEFAULT_ENTRYPOINT, useBranding } from './useBranding';
