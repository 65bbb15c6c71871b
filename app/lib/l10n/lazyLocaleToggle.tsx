// The footer's language toggle in a chunk of its own: the design system's
// LanguageSelector brings react-aria's select, list box, popover and focus
// handling, about as much code as the rest of the entry without React. The
// page does not wait for it: main.tsx starts loading it with the route of a
// page the browser draws (a page the server drew asks for it once hydrated),
// and the footer shows it as soon as it is here (a footer below the page's
// content, so nothing above it moves).
import { Suspense, lazy, useSyncExternalStore } from 'react';
import type { ComponentType } from 'react';

let pending: Promise<{ default: ComponentType }> | undefined;

/** Nothing, when the toggle's chunk cannot be fetched: the page still works in the negotiated language. */
function NoToggle() {
  return null;
}

/** Starts loading the toggle (once); resolves when it can render. */
export function loadLocaleToggle(): Promise<{ default: ComponentType }> {
  pending ??= import('./LocaleToggle').then(
    (module) => ({ default: module.LocaleToggle }),
    (error: unknown) => {
      console.error(error);
      return { default: NoToggle };
    },
  );
  return pending;
}

const LazyToggle = lazy(loadLocaleToggle);

const noChanges = () => () => undefined;

/**
 * The language toggle, rendered once its chunk has loaded; nothing before.
 * A page drawn on the server has no toggle either: the language names come
 * from the platform's locale data, which differs between the server and the
 * browser, so it is added once the page has hydrated.
 */
export function LazyLocaleToggle() {
  const inBrowser = useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
  if (!inBrowser) return null;
  return (
    <Suspense fallback={null}>
      <LazyToggle />
    </Suspense>
  );
}
