// The promotions a person has set aside, kept in local storage per account
// (SPEC §9: the recovery key banner, the recovery key's 'do it later', the
// recovery phone banner, the offer to create a passkey), so that a dismissed banner stays dismissed on this
// browser across reloads and sign-ins.
import type { NamespacedStorage } from './namespacedStorage';

export const DISMISSALS_KEY = 'dismissed_promotions';

export const DISMISSAL_FLAGS = ['recoveryKeyBanner', 'recoveryKeyLater', 'recoveryPhoneBanner', 'passkeyOffer'] as const;
export type DismissalFlag = (typeof DISMISSAL_FLAGS)[number];

export interface Dismissals {
  /** Whether the account `uid` dismissed the promotion `flag` on this browser. */
  has(uid: string, flag: DismissalFlag): boolean;
  /** Remembers that the account `uid` dismissed `flag`. */
  dismiss(uid: string, flag: DismissalFlag): void;
}

export function createDismissals(store: NamespacedStorage): Dismissals {
  const all = () => store.get<Record<string, Partial<Record<DismissalFlag, true>>>>(DISMISSALS_KEY) ?? {};
  return {
    has: (uid, flag) => all()[uid]?.[flag] === true,
    dismiss(uid, flag) {
      const current = all();
      store.set(DISMISSALS_KEY, { ...current, [uid]: { ...current[uid], [flag]: true } });
    },
  };
}
