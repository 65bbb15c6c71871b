// The identity waiting for its account to be proven: what the browser keeps,
// and when a finished sign-in leaves it waiting or forgets it without asking
// the server. The link itself is made by the server (its suites and the
// third-party journey cover it).
import { describe, expect, it } from 'vitest';
import { createSessionStore } from '../../../../app/lib/storage';
import { WAITING_LINK_KEY, keepWaitingLink, linkAfterProof, readWaitingLink } from '../../../../app/lib/thirdParty';
import type { WaitingLinkServices } from '../../../../app/lib/thirdParty';
import { MemoryStorage } from '../storage/memoryStorage';

const LINK = { provider: 'apple', nonce: 'n0nce-of-the-sign-in-24', email: 'ada@example.com' } as const;

function servicesWith(account: ReturnType<WaitingLinkServices['accounts']['current']>) {
  const sessionStore = createSessionStore(new MemoryStorage(), new MemoryStorage());
  const services: WaitingLinkServices = {
    sessionStore,
    accounts: { current: () => account },
    api: {
      linkedAccountLinkPending: () => {
        throw new Error('the server is not asked here');
      },
    },
  };
  return { sessionStore, services };
}

describe('the third-party identity waiting for its account', () => {
  it('is kept in the session store and read back only when whole', () => {
    const { sessionStore } = servicesWith(undefined);
    expect(readWaitingLink(sessionStore)).toBeUndefined();
    keepWaitingLink(sessionStore, LINK);
    expect(readWaitingLink(sessionStore)).toEqual(LINK);
    for (const broken of [{ ...LINK, provider: 'other' }, { ...LINK, nonce: 'short' }, { ...LINK, email: '' }, 'text', null]) {
      sessionStore.set(WAITING_LINK_KEY, broken);
      expect(readWaitingLink(sessionStore)).toBeUndefined();
    }
  });

  it.each([
    { rule: 'no account signed in: it keeps waiting', account: undefined, kept: true },
    { rule: 'the same address, session not yet confirmed: it keeps waiting', account: { email: 'ADA@example.com', verified: false, sessionToken: 'a'.repeat(64) }, kept: true },
    { rule: 'another account signed in: it is forgotten', account: { email: 'grace@example.com', verified: true, sessionToken: 'a'.repeat(64) }, kept: false },
  ])('$rule', async ({ account, kept }) => {
    const { sessionStore, services } = servicesWith(account);
    keepWaitingLink(sessionStore, LINK);
    expect(await linkAfterProof(services)).toBeUndefined();
    expect(readWaitingLink(sessionStore) !== undefined).toBe(kept);
  });
});
