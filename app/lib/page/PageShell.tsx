// What every route shares without drawing anything: the document title,
// focus on the page heading after a route change, and a polite
// announcement of the new page for screen readers.
import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';
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

/**
 * Sets the document title to '{title} | {product} accounts' (or the
 * default '{product} accounts') and, after a route change, moves focus to
 * the page heading and announces the title.
 */
export function usePageTitle(title?: string): string {
  const { l10n } = useLocalization();
  const shell = useContext(PageShellContext);
  const location = useLocation();
  const message = title ? l10n.getString('app-page-title', { title }) : l10n.getString('app-page-title-default');
  // A title is plain text: drop Fluent's bidi isolation marks so it reads exactly as the pattern.
  const fullTitle = message.replace(/[\u2068\u2069]/g, '');

  useEffect(() => {
    document.title = fullTitle;
    shell?.pageShown(fullTitle, location.key);
  }, [fullTitle, shell, location.key]);

  return fullTitle;
}
