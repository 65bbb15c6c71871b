// In-app navigation keeps the flow's query string and hash (SPEC §2.8).
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { NavigateOptions } from 'react-router';

/** SPEC §9: a hard navigation waits this long before leaving the page. */
export const HARD_NAVIGATION_DELAY_MS = 200;

/**
 * The target with the current query string and hash carried along, unless
 * the target has its own query. A hash on the target replaces the current one.
 */
export function withCurrentQuery(target: string, current: { search: string; hash: string }): string {
  const hashAt = target.indexOf('#');
  const pathAndQuery = hashAt === -1 ? target : target.slice(0, hashAt);
  const ownHash = hashAt === -1 ? '' : target.slice(hashAt);
  if (pathAndQuery.includes('?')) return target;
  return `${pathAndQuery}${current.search}${ownHash || current.hash}`;
}

export interface HardNavigationOptions {
  assign?: (url: string) => void;
  delayMs?: number;
}

/** Leaves the single-page app for `url` after the hard-navigation delay. */
export function hardNavigate(url: string, options: HardNavigationOptions = {}): Promise<void> {
  const assign = options.assign ?? ((to: string) => window.location.assign(to));
  return new Promise((resolve) => {
    setTimeout(() => {
      assign(url);
      resolve();
    }, options.delayMs ?? HARD_NAVIGATION_DELAY_MS);
  });
}

/** navigate() that carries the current query string and hash. */
export function useNavigateWithQuery(): (to: string, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (to: string, options?: NavigateOptions) => {
      void navigate(withCurrentQuery(to, location), options);
    },
    [navigate, location],
  );
}
