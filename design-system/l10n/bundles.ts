// Fluent bundles and the localization object components read their strings from.
import { FluentBundle, FluentResource } from '@fluent/bundle';
import type { FluentFunction } from '@fluent/bundle';
import { ReactLocalization } from '@fluent/react';
import { L10N_FUNCTIONS } from './functions';
import { pseudoTransform } from './pseudo';

/** The Fluent sources of one locale, in the order they are added to its bundle. */
export interface LocaleSources {
  readonly locale: string;
  readonly sources: readonly string[];
}

export interface BundleProblem {
  readonly locale: string;
  readonly message: string;
}

export interface BundleOptions {
  /** Called for every syntax or formatting problem. Default: ignore. */
  readonly onProblem?: (problem: BundleProblem) => void;
  /** Further Fluent functions, added to (or replacing) DATETIME and RELATIVE_TIME. */
  readonly functions?: Readonly<Record<string, FluentFunction>>;
  /** Wrap placeables in Unicode bidi isolation marks. Default: true. */
  readonly useIsolating?: boolean;
}

function bundleOptions(options: BundleOptions | ((problem: BundleProblem) => void) | undefined): BundleOptions {
  return typeof options === 'function' ? { onProblem: options } : (options ?? {});
}

/**
 * Builds one bundle for a locale, with the product's Fluent functions
 * registered. Pseudo-locales take English sources and transform every text
 * element (never a variable's value); sources that are already
 * pseudo-localized come out unchanged.
 */
export function createBundle(
  { locale, sources }: LocaleSources,
  options?: BundleOptions | ((problem: BundleProblem) => void),
): FluentBundle {
  const { onProblem = () => {}, functions = {}, useIsolating = true } = bundleOptions(options);
  const transform = pseudoTransform(locale);
  const bundle = new FluentBundle(locale, {
    functions: { ...L10N_FUNCTIONS, ...functions },
    useIsolating,
    ...(transform ? { transform } : {}),
  });
  for (const source of sources) {
    const resource = new FluentResource(source);
    for (const error of bundle.addResource(resource, { allowOverrides: false })) {
      onProblem({ locale, message: error.message });
    }
  }
  return bundle;
}

/**
 * A localization over a chain of locales, most preferred first. A message
 * missing from the chosen locale is taken from the next bundle in the chain
 * (English last), so an id is never shown.
 */
export function createLocalization(
  chain: readonly LocaleSources[],
  options?: BundleOptions | ((problem: BundleProblem) => void),
): ReactLocalization {
  const resolved = bundleOptions(options);
  const bundles = chain.map((entry) => createBundle(entry, resolved));
  return new ReactLocalization(bundles, null, (error) => {
    resolved.onProblem?.({ locale: chain[0]?.locale ?? 'en', message: error.message });
  });
}
