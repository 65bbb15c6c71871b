import { describe, expect, it } from 'vitest';
import { DISMISSALS_KEY, createDismissals, createNamespacedStorage, fullKey, STORAGE_NAMESPACE } from '../../../../app/lib/storage';
import { MemoryStorage } from './memoryStorage';

describe('dismissed promotions (SPEC §9)', () => {
  it('are kept per account and per flag in local storage, under the product namespace', () => {
    const area = new MemoryStorage();
    const dismissals = createDismissals(createNamespacedStorage(area));
    expect(dismissals.has('a', 'recoveryKeyBanner')).toBe(false);
    dismissals.dismiss('a', 'recoveryKeyBanner');
    dismissals.dismiss('a', 'recoveryPhoneBanner');
    expect(dismissals.has('a', 'recoveryKeyBanner')).toBe(true);
    expect(dismissals.has('a', 'recoveryKeyLater')).toBe(false);
    expect(dismissals.has('b', 'recoveryKeyBanner')).toBe(false);
    // Another page load reads the same flags.
    expect(createDismissals(createNamespacedStorage(area)).has('a', 'recoveryPhoneBanner')).toBe(true);
    expect(JSON.parse(area.getItem(fullKey(STORAGE_NAMESPACE, DISMISSALS_KEY))!)).toEqual({ a: { recoveryKeyBanner: true, recoveryPhoneBanner: true } });
  });
});
