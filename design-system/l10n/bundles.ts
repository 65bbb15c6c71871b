// Fluent bundles and the localization object components read their strings from.
import { FluentBundle, FluentResource } from '@fluent/bundle';
import { ReactLocalization } from '@fluent/react';
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

/**
 * Builds one bundle for a locale. Pseudo-locales take English sources and
 * transform every text element (never a variable's value).
 */
export function createBundle(
  { locale, sources }: LocaleSources,
  onProblem: (problem: BundleProblem) => void = () => {},
): FluentBundle {
  const transform = pseudoTransform(locale);
  const bundle = new FluentBundle(locale, transform ? { transform } : {});
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
  onProblem?: (problem: BundleProblem) => void,
): ReactLocalization {
  const bundles = chain.map((entry) => createBundle(entry, onProblem));
  return new ReactLocalization(bundles, null, (error) => {
    onProblem?.({ locale: chain[0]?.locale ?? 'en', message: error.message });
  });
}
