// What every route shares without drawing anything: the document title,
// focus on the page heading after a route change, and a polite
// announcement of the new page for screen readers. Focus is never left on
// the document's body: a heading drawn after the route changed (behind a
// spinner) takes it when it comes, and when the focused control goes away (a
// step replaced by the next, a dialog closed with the page it opened from
// redrawn) the page's heading takes it.
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

/** The page's main heading, which carries tabIndex -1. */
function pageHeading(doc: Document): HTMLElement | null {
  return doc.querySelector<HTMLElement>('main h1') ?? doc.querySelector<HTMLElement>('h1');
}

/** Whether nothing has focus: the body has it, as after the focused element was removed. */
function focusLost(doc: Document): boolean {
  return doc.activeElement === null || doc.activeElement === doc.body;
}

/**
 * Keeps focus off the body: `headingAwaited` (set after a route change whose
 * heading was not drawn yet) gives focus to the heading once it is drawn, and
 * an element that had focus and was removed gives it to the page's heading.
 */
function useFocusKeeper(headingAwaited: { current: boolean }): void {
  useEffect(() => {
    let lastFocused: Element | null = null;
    const onFocusIn = (event: FocusEvent) => {
      lastFocused = event.target instanceof Element ? event.target : null;
      // Something has focus: no heading is waited for any more.
      headingAwaited.current = false;
    };
    const keep = () => {
      if (!focusLost(document)) return;
      const removed = lastFocused !== null && !lastFocused.isConnected;
      if (!headingAwaited.current && !removed) return;
      const heading = pageHeading(document);
      if (!heading) return;
      headingAwaited.current = false;
      lastFocused = null;
      heading.focus();
    };
    // A popover or dialog that closes gives focus back to its opener in the next frame: wait for
    // that frame, so that only focus nobody gave back goes to the heading.
    let frame = 0;
    const observer = new MutationObserver(() => {
      if (!focusLost(document) || frame !== 0) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        keep();
      });
    });
    document.addEventListener('focusin', onFocusIn);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      observer.disconnect();
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [headingAwaited]);
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
  const headingAwaited = useRef(false);
  useFocusKeeper(headingAwaited);

  const pageShown = useCallback((fullTitle: string, locationKey: string) => {
    if (locationKey === lastShownKey.current) return;
    lastShownKey.current = locationKey;
    setAnnouncement(fullTitle);
    const heading = pageHeading(document);
    if (heading) heading.focus();
    // Behind a spinner: the heading takes focus when it is drawn, unless something else has it by then.
    else headingAwaited.current = true;
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
  /** Replaces the route's title, or (undefined) gives the document the route's own title back. */
  set(title: string | undefined): void;
  /** The route's own title, as its page last set it. */
  noteRoute(title: string): void;
}

/** An empty slot for a replaced title, one per route. */
export function createReplacedTitle(): ReplacedTitle {
  let title: string | undefined;
  let routeTitle: string | undefined;
  return {
    get: () => title,
    set: (next) => {
      // A state that replaced the title has gone (a check finished): the route's title shows again.
      if (next === undefined && title !== undefined && routeTitle !== undefined && typeof document !== 'undefined') document.title = routeTitle;
      title = next;
    },
    noteRoute: (next) => {
      routeTitle = next;
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
    replaced?.noteRoute(fullTitle);
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
