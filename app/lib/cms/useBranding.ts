// A relying party's branding of the flow's pages. The app layout asks for the
// CMS content once per client, entry point and language, from the flow's
// query (client_id, entrypoint), and every page below reads it: the route
// gives the page's title and favicon from it, FlowCard its layout, logo,
// colours and card header, the primary buttons their colour. Until it
// arrives, and when it cannot be got, pages keep their default look:
// branding never holds a page up.
import { useLocalization } from '@fluent/react';
import { createContext, createElement, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { CmsConfig } from '../../api';
import { useOptionalAppServices } from '../app';
import { ReplacedTitleProvider, createReplacedTitle, usePageTitle } from '../page';
import { asksForBranding, pageBranding, safeAddress } from './branding';
import type { CmsPageName, PageBranding } from './branding';

/** The default entry point of a CMS lookup (SPEC §7.3). */
export const DEFAULT_ENTRYPOINT = 'default';

/** What the app layout knows of the flow's branding. */
export interface FlowBrandingValue {
  /** The relying party's CMS content for the flow, once it has arrived. */
  readonly cms?: CmsConfig;
  /** The about page the header logo links to, when one is configured. */
  readonly aboutHref?: string;
}

const FlowBrandingContext = createContext<FlowBrandingValue | null>(null);
const PageBrandingContext = createContext<PageBranding | undefined>(undefined);

function useFavicon(href: string | undefined): void {
  useEffect(() => {
    if (!href) return undefined;
    const link = document.createElement('link');
    link.rel = 'icon';
    link.href = href;
    link.dataset.branding = 'true';
    const before = [...document.querySelectorAll<HTMLLinkElement>('link[rel~="icon"]:not([data-branding])')];
    for (const other of before) other.remove();
    document.head.append(link);
    return () => {
      link.remove();
      document.head.append(...before);
    };
  }, [href]);
}

/** The language the page is shown in: that of its first bundle. */
function usePageLocale(): string {
  const { l10n } = useLocalization();
  return [...l10n.bundles][0]?.locales[0] ?? 'en';
}

/** The CMS content of `clientId` for `entrypoint`, asked for once per client, entry point and language. */
function useCmsConfig(clientId: string | undefined, entrypoint: string | undefined): CmsConfig | undefined {
  // Without services (storage refused, the cookies-disabled screen) nothing is asked for.
  const services = useOptionalAppServices();
  const api = services?.api;
  const locale = usePageLocale();
  const asks = services !== null && asksForBranding(services.config, clientId, locale);
  const key = asks ? `${clientId} ${entrypoint ?? DEFAULT_ENTRYPOINT} ${locale}` : undefined;
  const [state, setState] = useState<{ key: string; cms: CmsConfig }>();

  useEffect(() => {
    if (!key || !clientId || !api) return undefined;
    let active = true;
    api.getCmsConfig(clientId.toLowerCase(), entrypoint ?? DEFAULT_ENTRYPOINT, locale).then(
      (cms) => {
        if (active) setState({ key, cms });
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [api, clientId, entrypoint, key, locale]);

  return state && state.key === key ? state.cms : undefined;
}

export interface FlowBrandingProviderProps {
  children?: ReactNode;
}

/** At the app layout: the flow's branding, from the client id and entry point of the page's query. */
export function FlowBrandingProvider({ children }: FlowBrandingProviderProps) {
  const config = useOptionalAppServices()?.config;
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const cms = useCmsConfig(params.get('client_id') ?? undefined, params.get('entrypoint') ?? undefined);
  const aboutHref = config ? safeAddress(config.aboutUrl) : undefined;
  const value = useMemo(() => ({ cms, aboutHref }), [cms, aboutHref]);
  return createElement(FlowBrandingContext.Provider, { value }, children);
}

export interface StaticFlowBrandingProps {
  /** The branding every page below shows, as FlowCard draws it. */
  branding?: PageBranding;
  aboutHref?: string;
  children?: ReactNode;
}

/** A fixed branding for the pages below: stories and tests of a branded page. */
export function StaticFlowBranding({ branding, aboutHref, children }: StaticFlowBrandingProps) {
  const value = useMemo(() => ({ aboutHref }), [aboutHref]);
  return createElement(FlowBrandingContext.Provider, { value }, createElement(PageBrandingContext.Provider, { value: branding }, children));
}

/** The branding of the flow for `page`, or undefined while unknown or absent. */
export function usePageBranding(page?: CmsPageName): PageBranding | undefined {
  const cms = useContext(FlowBrandingContext)?.cms;
  return useMemo(() => (cms ? pageBranding(cms, page) : undefined), [cms, page]);
}

/** The branding of the page the route shows (FlowCard's default), or undefined. */
export function useRouteBranding(): PageBranding | undefined {
  return useContext(PageBrandingContext);
}

/** The about page the header logo links to, when one is configured. */
export function useAboutHref(): string | undefined {
  return useContext(FlowBrandingContext)?.aboutHref;
}

export interface BrandedRouteProps {
  /** Fluent id of the page's own title. */
  titleId: string;
  /** The page's name in the CMS content; a flow page without one takes the relying party's shared branding. */
  cmsPage?: CmsPageName;
  /** Whether the page belongs to a relying party's flow and is branded at all. */
  branded: boolean;
  children?: ReactNode;
}

/**
 * A route's page under its title, '{title} | {product} accounts', where the
 * relying party's title replaces the page's own, with its favicon, and its
 * branding for FlowCard.
 */
export function BrandedRoute({ titleId, cmsPage, branded, children }: BrandedRouteProps) {
  const { l10n } = useLocalization();
  const found = usePageBranding(cmsPage);
  const branding = branded ? found : undefined;
  // The page may replace the route's title (useReplacedPageTitle).
  const [replaced] = useState(createReplacedTitle);
  usePageTitle(branding?.title ?? l10n.getString(titleId), replaced);
  useFavicon(branding?.favicon);
  return createElement(ReplacedTitleProvider, { value: replaced }, createElement(PageBrandingContext.Provider, { value: branding }, children));
}

/**
 * Branding for `page` of the relying party `clientId`, or undefined while
 * unknown or absent. Under the app layout it is the flow's (asked for once
 * there, with the title and favicon set by the route); elsewhere it is asked
 * for here, and the page's title and favicon are set from it.
 */
export function useBranding(page: CmsPageName, clientId: string | undefined, entrypoint: string | undefined, pageTitleId: string): PageBranding | undefined {
  const { l10n } = useLocalization();
  const flow = useContext(FlowBrandingContext);
  const own = useCmsConfig(flow ? undefined : clientId, entrypoint);
  const cms = flow ? flow.cms : own;
  const branding = useMemo(() => (cms ? pageBranding(cms, page) : undefined), [cms, page]);
  // The relying party's title, or the page's own, in the pattern '{title} | {product} accounts'.
  usePageTitle(branding?.title ?? l10n.getString(pageTitleId));
  useFavicon(flow ? undefined : branding?.favicon);
  return branding;
}
