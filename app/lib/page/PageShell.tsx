// What every route shares without drawing anything: the document title,
// focus on the page heading after a route change, and a polite
// announcement of the new page for screen readers.
import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useLocalization } from '@fluent/react';
import { VisuallyHidden } from 'react-aria';
import { useLocation } from 'react-router';

interface PageShellContextValue {
  /** Called by the page of `locationKey` once its title is known. */
  pageShown(fullTitle: string, locationKey: string): void;
}

const PageShellContext = createContext<PageShellContextValue | null>(null);

/** Moves focus to the page's main heading, which carries tabIndex -1. */
function focusHeading(doc: Document): void {
  const heading = doc.querySelector<HTMLElement>('main h1') ?? doc.querySelector<HTMLElement>('h1');
  heading?.focus();
}

export interface PageShellProps {
  children: ReactNode;
}

export function PageShell({ children }: PageShellProps) {
  const location = useLocation();
  // The first page is read by the screen reader as the document loads.
  const [initialKey] = useState(location.key);
  const lastShownKey = useRef(initialKey);
  const [announcement, setAnnouncement] = useState('');

  const pageShown = useCallback((fullTitle: string, locationKey: string) => {
    if (locationKey === lastShownKey.current) return;
    lastShownKey.current = locationKey;
    setAnnouncement(fullTitle);
    focusHeading(document);
  }, []);

  return (
    <PageShellContext.Provider value={{ pageShown }}>
      {children}
      <VisuallyHidden>
        <div role="status" aria-live="polite" aria-atomic="true">
          {announcement}
        </div>
      </VisuallyHidden>
    </PageShellContext.Provider>
  );
}

/** Where a route's page puts the title that replaces its route's (see useReplacedPageTitle). */
export interface ReplacedTitle {
  get(): string | undefined;
  set(title: string | undefined): void;
}

/** An empty slot for a replaced title, one per route. */
export function createReplacedTitle(): ReplacedTitle {
  let title: string | undefined;
  return {
    get: () => title,
    set: (next) => {
      title = next;
    },
  };
}

const ReplacedTitleContext = createContext<ReplacedTitle | null>(null);

/** Given by a route around its page, so that the page may replace the route's title. */
export const ReplacedTitleProvider = ReplacedTitleContext.Provider;

/**
 * Sets the document title to '{title} | {product} accounts' (or the
 * default '{product} accounts') and, after a route change, moves focus to
 * the page heading and announces the title.
 */
export function usePageTitle(title?: string, ownSlot?: ReplacedTitle): string {
  const { l10n } = useLocalization();
  const shell = useContext(PageShellContext);
  // The route's slot: given by the route itself, found in context by the pages inside it.
  const inherited = useContext(ReplacedTitleContext);
  const replaced = ownSlot ?? inherited;
  const location = useLocation();
  const message = title ? l10n.getString('app-page-title', { title }) : l10n.getString('app-page-title-default');
  // A title is plain text: drop Fluent's bidi isolation marks so it reads exactly as the pattern.
  const fullTitle = message.replace(/[\u2068\u2069]/g, '');

  useEffect(() => {
    // A page inside that shows another state than its route names has set its own title first.
    const shown = replaced?.get() ?? fullTitle;
    document.title = shown;
    shell?.pageShown(shown, location.key);
  }, [fullTitle, shell, location.key, replaced]);

  return fullTitle;
}

/**
 * A page that shows another state than its route names (a neutral page where the route reports an
 * outcome) titles the document and is announced by its own title, never by the route's: the
 * route's title is replaced before the route sets it.
 */
export function useReplacedPageTitle(title: string): void {
  const replaced = useContext(ReplacedTitleContext);
  const fullTitle = usePageTitle(title);
  // Layout effects run before any page's title effect, so the route's effect finds this title.
  useLayoutEffect(() => {
    if (!replaced) return undefined;
    replaced.set(fullTitle);
    return () => replaced.set(undefined);
  }, [replaced, fullTitle]);
}
