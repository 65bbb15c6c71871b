// What a relying party's branding (SPEC §1, §2.1, §2.5) puts on one page.
// The server has already left out what is unsafe; the page checks again what
// it hands on, so a value that slips through is dropped, never shown: an
// address must be https or a path on this site, a text must be plain.
// Colours are checked by the design system (safeCmsColour, cmsButtonColours)
// where they are used.
import type { CmsConfig } from '../../api';
import type { Config } from '../config';

/** The pages branding may override (the content's page keys). */
export type CmsPageName =
  | 'EmailFirstPage'
  | 'SigninPage'
  | 'SigninTokenCodePage'
  | 'SigninUnblockCodePage'
  | 'SignupSetPasswordPage'
  | 'SignupConfirmCodePage'
  | 'SignupConfirmedSyncPage';

export interface BrandImage {
  readonly src: string;
  readonly alt: string;
}

export interface PageBranding {
  /** The page's own title, shown as '{title} | {product} accounts'. */
  readonly title?: string;
  readonly favicon?: string;
  /** The logo in the page header, at most 40px high, instead of the product's. */
  readonly headerLogo?: BrandImage;
  /** Split layout with this image when given; the centred card otherwise. */
  readonly splitImage?: BrandImage;
  readonly backgrounds: { readonly default?: string; readonly header?: string; readonly split?: string };
  /** The card header's logo, headline and description (the CMS card header variant). */
  readonly cardLogo?: BrandImage;
  readonly headline?: string;
  readonly description?: string;
  readonly buttonColour?: string;
  readonly buttonText?: string;
  readonly hideAddDeviceButton: boolean;
}

const CONTROL = /[\p{Cc}\u2028\u2029]/u;

/** An https address, or a path on this site; undefined for anything else. */
export function safeAddress(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (/^\/(?!\/)/.test(value)) return /[\s\\]/.test(value) ? undefined : value;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && !url.username && !url.password ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** A plain text, or undefined for one that is blank or holds control characters. */
export function plainText(value: string | undefined): string | undefined {
  return value && value.trim() !== '' && !CONTROL.test(value) ? value : undefined;
}

function image(value: { url: string; altText: string } | undefined): BrandImage | undefined {
  const src = safeAddress(value?.url);
  if (!src || !value || CONTROL.test(value.altText)) return undefined;
  return { src, alt: value.altText };
}

/** The branding of one page: its own overrides over the relying party's shared ones (only those for a page without its own). */
export function pageBranding(cms: CmsConfig, page?: CmsPageName): PageBranding {
  const shared = cms.shared ?? {};
  const own = (page ? cms[page] : undefined) ?? {};
  return {
    title: plainText(own.pageTitle) ?? plainText(shared.pageTitle),
    favicon: safeAddress(shared.favicon),
    headerLogo: image(shared.headerLogo),
    splitImage: image(own.image) ?? image(shared.splitLayoutImage),
    backgrounds: {
      default: shared.backgroundColors?.default,
      header: shared.backgroundColors?.header,
      split: shared.backgroundColors?.splitLayout,
    },
    cardLogo: image(own.logo),
    headline: plainText(own.headline),
    description: plainText(own.description),
    buttonColour: own.primaryButton?.color ?? shared.primaryButton?.color,
    buttonText: plainText(own.primaryButton?.text) ?? plainText(shared.primaryButton?.text),
    hideAddDeviceButton: shared.featureFlags?.syncConfirmedPageHideCTA === true,
  };
}

/**
 * Whether a page asks for branding (SPEC §5.3, §7.3): CMS on, a client id of
 * 16 hex characters, and an English page unless CMS localisation is on.
 */
export function asksForBranding(config: Pick<Config, 'cms'>, clientId: string | undefined, locale: string): clientId is string {
  if (!config.cms.enabled || !clientId || !/^[0-9a-f]{16}$/i.test(clientId)) return false;
  return config.cms.l10nEnabled || locale === 'en' || locale.startsWith('en-');
}
