// CMS colours are checked and contrasted with a colour library that is only
// worth loading when a relying party gives a colour: it is imported on first
// need and kept. Until it is here the theme's own colours are shown, never a
// colour that has not been checked. An app that knows its CMS colours when it
// reads its configuration calls loadCmsColourSupport() then, so the first
// render already has them.
import { useEffect, useState } from 'react';
import type * as Contrast from './contrast';

export type CmsColourSupport = typeof Contrast;

let loaded: CmsColourSupport | undefined;
let loading: Promise<CmsColourSupport | undefined> | undefined;

/** Loads the colour checks once; resolves undefined (theme colours stay) when the chunk cannot be fetched. */
export function loadCmsColourSupport(): Promise<CmsColourSupport | undefined> {
  loading ??= import('./contrast').then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      // A later render may try again.
      loading = undefined;
      console.error(error);
      return undefined;
    },
  );
  return loading;
}

/** The colour checks when a CMS colour is `needed` and they are loaded; undefined meanwhile (and when not needed). */
export function useCmsColourSupport(needed: boolean): CmsColourSupport | undefined {
  const [support, setSupport] = useState(loaded);
  useEffect(() => {
    if (!needed || support) return undefined;
    let current = true;
    void loadCmsColourSupport().then((module) => {
      if (current && module) setSupport(module);
    });
    return () => {
      current = false;
    };
  }, [needed, support]);
  return needed ? (support ?? loaded) : undefined;
}
