// A page's branding from the relying party's CMS content, asked for once per
// client, entry point and language, with the page's title and favicon set
// from it. Until it arrives, and when it cannot be got, the page keeps its
// default look: branding never holds a page up.
import { useLocalization } from '@fluent/react';
import { useEffect, useState } from 'react';
import { useAppServices } from '../app';
import { usePageTitle } from '../page';
import { asksForBranding, pageBranding } from './branding';
import type { CmsPageName, PageBranding } from './branding';

/** The default entry point of a CMS lookup (SPEC §7.3). */
export const DEFAULT_ENTRYPOINT = 'default';

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

/** Branding for `page` of the relying party `clientId`, or undefined while unknown or absent. */
export function useBranding(page: CmsPageName, clientId: string | undefined, entrypoint: string | undefined, pageTitleId: string): PageBranding | undefined {
  const { api, config } = useAppServices();
  const { l10n } = useLocalization();
  // The language the page is shown in: that of its first bundle.
  const locale = [...l10n.bundles][0]?.locales[0] ?? 'en';
  const asks = asksForBranding(config, clientId, locale);
  const key = asks ? `${clientId} ${entrypoint ?? DEFAULT_ENTRYPOINT} ${locale}` : undefined;
  const [state, setState] = useState<{ key: string; branding: PageBranding } | undefined>();

  useEffect(() => {
    if (!key || !clientId) return undefined;
    let active = true;
    api.getCmsConfig(clientId.toLowerCase(), entrypoint ?? DEFAULT_ENTRYPOINT, locale).then(
      (cms) => {
        if (active) setState({ key, branding: pageBranding(cms, page) });
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [api, clientId, entrypoint, key, locale, page]);

  const branding = state && state.key === key ? state.branding : undefined;
  // The relying party's title, or the page's own, in the pattern '{title} | {product} accounts'.
  usePageTitle(branding?.title ?? l10n.getString(pageTitleId));
  useFavicon(branding?.favicon);
  return branding;
}

