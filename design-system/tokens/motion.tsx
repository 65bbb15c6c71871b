// Reduced motion: the user's system preference, or an explicit choice given by
// the ReducedMotionProvider (Storybook's toolbar, or a page that forces it).
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { css } from 'styled-components';
import type { RuleSet } from 'styled-components';

const QUERY = '(prefers-reduced-motion: reduce)';

const ReducedMotionContext = createContext<boolean | undefined>(undefined);

export interface ReducedMotionProviderProps {
  /** True to stop every animation below, false to animate whatever the system says. */
  reduce: boolean;
  children?: ReactNode;
}

/**
 * Overrides the system's reduced-motion preference for everything below. It also
 * sets `data-reduced-motion` on the root element so that style sheets follow.
 */
export function ReducedMotionProvider({ reduce, children }: ReducedMotionProviderProps) {
  return <ReducedMotionContext.Provider value={reduce}>{children}</ReducedMotionContext.Provider>;
}

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

function systemPrefersReducedMotion(): boolean {
  if (typeof window === 'undefined' || !window.matchMedia) return false;
  return window.matchMedia(QUERY).matches;
}

/** True when motion should be avoided: an explicit provider choice, else the system setting. */
export function usePrefersReducedMotion(): boolean {
  const forced = useContext(ReducedMotionContext);
  const system = useSyncExternalStore(subscribe, systemPrefersReducedMotion, () => false);
  return forced ?? system;
}

/**
 * Styles applied when motion is reduced, by the media query or by
 * `data-reduced-motion="reduce"` on the root element.
 */
export function whenReducedMotion(rules: RuleSet<object>): RuleSet<object> {
  return css`
    @media ${QUERY} {
      ${rules}
    }
    :root[data-reduced-motion='reduce'] & {
      ${rules}
    }
  `;
}
