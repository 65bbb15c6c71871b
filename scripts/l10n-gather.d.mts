// Types of the Fluent gatherer (l10n-gather.mjs).

export interface BundleSource {
  readonly bundle: string;
  readonly roots: readonly string[];
  readonly only?: string;
}

export interface GatheredBundle {
  readonly bundle: string;
  /** Path of the gathered file, relative to the repository root, e.g. "locales/en/errors.ftl". */
  readonly file: string;
  /** The en.ftl files gathered into it, sorted by path. */
  readonly sources: readonly string[];
  readonly text: string;
}

/** Each gathered bundle and where its English sources are found. */
export const BUNDLE_SOURCES: readonly BundleSource[];

/** Builds the text of every gathered bundle under `root`, without writing anything. */
export function gather(root: string): { bundles: GatheredBundle[]; problems: string[] };

/** The gathered files that are missing on disk or differ from `bundles`. */
export function staleBundles(root: string, bundles: readonly GatheredBundle[]): string[];
