export { Banner } from './Banner';
export type { BannerLink, BannerLinkComponentProps, BannerProps, BannerType } from './Banner';
