// JSON values in a Web Storage area under a fixed product namespace, so the
// product's keys never clash with anything else on the origin (SPEC §3.4).
import { PRODUCT_PREFIX } from '../config';

/** Namespace of the product's long-lived local data. */
export const STORAGE_NAMESPACE = `__${PRODUCT_PREFIX}_storage`;
/** Namespace of the session store (SPEC §3.5). */
export const SESSION_NAMESPACE = `__${PRODUCT_PREFIX}_session`;

/** The part of the Web Storage API the product uses; tests pass in-memory fakes. */
export type StorageArea = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface NamespacedStorage {
  readonly namespace: string;
  get<T>(key: string): T | undefined;
  set(key: string, value: unknown): void;
  remove(key: string): void;
}

export function fullKey(namespace: string, key: string): string {
  return `${namespace}.${key}`;
}

export function createNamespacedStorage(area: StorageArea, namespace: string = STORAGE_NAMESPACE): NamespacedStorage {
  return {
    namespace,
    get<T>(key: string): T | undefined {
      const raw = area.getItem(fullKey(namespace, key));
      if (raw === null) return undefined;
      try {
        return JSON.parse(raw) as T;
      } catch {
        return undefined;
      }
    },
    set(key, value) {
      if (value === undefined) area.removeItem(fullKey(namespace, key));
      else area.setItem(fullKey(namespace, key), JSON.stringify(value));
    },
    remove(key) {
      area.removeItem(fullKey(namespace, key));
    },
  };
}

/**
 * Removes every key of `namespace` from `area`, and nothing else of the origin
 * (the language preference lives outside it). An area that cannot list its
 * keys is left as it is.
 */
export function clearNamespace(area: StorageArea, namespace: string): void {
  const listing = area as StorageArea & Partial<Pick<Storage, 'key' | 'length'>>;
  if (typeof listing.key !== 'function' || typeof listing.length !== 'number') return;
  const prefix = `${namespace}.`;
  const keys: string[] = [];
  for (let index = 0; index < listing.length; index += 1) {
    const key = listing.key(index);
    if (key?.startsWith(prefix)) keys.push(key);
  }
  for (const key of keys) area.removeItem(key);
}
