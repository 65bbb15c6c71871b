export { asksForBranding, pageBranding, plainText, safeAddress } from './branding';
export type { BrandImage, CmsPageName, PageBranding } from './branding';
export { BrandedRoute, DEFAULT_ENTRYPOINT, FlowBrandingProvider, StaticFlowBranding, useAboutHref, useBranding, usePageBranding, useRouteBranding } from './useBranding';
export type { BrandedRouteProps, FlowBrandingProviderProps, FlowBrandingValue, StaticFlowBrandingProps } from './useBranding';
