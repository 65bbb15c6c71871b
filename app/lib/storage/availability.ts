// Whether the browser lets the product use its storage. When it does not
// (or a test asks with disable_local_storage=1) the app shows
// /cookies_disabled (SPEC §2.4, §8.1).
import type { StorageArea } from './namespacedStorage';

/** Failures of the storage check are reported with this context tag. */
export const STORAGE_ERROR_CONTEXT = 'storage';

export const DISABLE_LOCAL_STORAGE_PARAM = 'disable_local_storage';

const PROBE_KEY = '__orbit_storage_probe';

export class StorageUnavailableError extends Error {
  override readonly name = 'StorageUnavailableError';
  readonly context = STORAGE_ERROR_CONTEXT;
}

export type StorageCheck =
  | { ok: true; local: StorageArea; session: StorageArea }
  | { ok: false; error: StorageUnavailableError };

export interface StorageCheckOptions {
  /** Returns window.localStorage; reading it can itself throw when cookies are blocked. */
  getLocalStorage: () => StorageArea;
  getSessionStorage: () => StorageArea;
  /** The page's query string, for disable_local_storage=1. */
  search?: string;
  /** Told of every failure, tagged with context 'storage'. */
  report?: (error: StorageUnavailableError, context: typeof STORAGE_ERROR_CONTEXT) => void;
}

/** Whether the query asks to behave as if local storage were unavailable. */
export function isLocalStorageDisabledByQuery(search: string | undefined): boolean {
  return new URLSearchParams(search ?? '').get(DISABLE_LOCAL_STORAGE_PARAM) === '1';
}

function probe(getArea: () => StorageArea, name: string): StorageArea {
  try {
    const area = getArea();
    area.setItem(PROBE_KEY, '1');
    const read = area.getItem(PROBE_KEY);
    area.removeItem(PROBE_KEY);
    if (read !== '1') throw new Error('value not kept');
    return area;
  } catch (cause) {
    throw new StorageUnavailableError(`${name} is unavailable`, { cause });
  }
}

export function checkStorage(options: StorageCheckOptions): StorageCheck {
  try {
    if (isLocalStorageDisabledByQuery(options.search)) {
      throw new StorageUnavailableError(`localStorage is disabled by ${DISABLE_LOCAL_STORAGE_PARAM}=1`);
    }
    const local = probe(options.getLocalStorage, 'localStorage');
    const session = probe(options.getSessionStorage, 'sessionStorage');
    return { ok: true, local, session };
  } catch (error) {
    const failure = error instanceof StorageUnavailableError ? error : new StorageUnavailableError('storage check failed');
    options.report?.(failure, STORAGE_ERROR_CONTEXT);
    return { ok: false, error: failure };
  }
}
