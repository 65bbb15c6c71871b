import { describe, expect, it } from 'vitest';
import { browserStorageUsable, cookiesRetryOutcome } from '../../../../app/features/cookies/retry';
import type { BrowserStorageEnvironment } from '../../../../app/features/cookies/retry';
import type { StorageArea } from '../../../../app/lib/storage';
import { BlockedStorage, MemoryStorage } from '../../lib/storage/memoryStorage';

/** A storage area that cannot even be reached, as window.localStorage throws when cookies are blocked. */
const unreachable = (): StorageArea => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};

/** A storage area that accepts writes and forgets them. */
class ForgetfulStorage extends MemoryStorage {
  override getItem(): string | null {
    return null;
  }
}

function environment(overrides: Partial<BrowserStorageEnvironment> = {}): BrowserStorageEnvironment {
  return {
    cookieEnabled: true,
    getLocalStorage: () => new MemoryStorage(),
    getSessionStorage: () => new MemoryStorage(),
    search: '',
    ...overrides,
  };
}

describe("'Try again' succeeds only when cookies and both storage areas work (SPEC §2.4)", () => {
  it.each([
    { rule: 'cookies on, storage working → usable', env: environment(), usable: true },
    { rule: 'cookies off → not usable', env: environment({ cookieEnabled: false }), usable: false },
    { rule: 'local storage refusing calls → not usable', env: environment({ getLocalStorage: () => new BlockedStorage() }), usable: false },
    { rule: 'local storage unreachable → not usable', env: environment({ getLocalStorage: unreachable }), usable: false },
    { rule: 'local storage forgetting values → not usable', env: environment({ getLocalStorage: () => new ForgetfulStorage() }), usable: false },
    { rule: 'session storage refusing calls → not usable', env: environment({ getSessionStorage: () => new BlockedStorage() }), usable: false },
    { rule: 'disable_local_storage=1 in the query → not usable', env: environment({ search: '?disable_local_storage=1' }), usable: false },
    { rule: 'disable_local_storage with another value → usable', env: environment({ search: '?disable_local_storage=0' }), usable: true },
  ])('$rule', ({ env, usable }) => {
    expect(browserStorageUsable(env)).toBe(usable);
  });
});

describe("where 'Try again' leads", () => {
  it.each([
    {
      rule: 'usable, no contentRedirect → back one step, success event',
      env: environment(),
      outcome: { kind: 'go-back', steps: -1, event: 'cookies-disabled.try-again-success' },
    },
    {
      rule: 'usable, contentRedirect present → back two steps',
      env: environment({ search: '?contentRedirect=true' }),
      outcome: { kind: 'go-back', steps: -2, event: 'cookies-disabled.try-again-success' },
    },
    {
      rule: 'usable, contentRedirect present but empty → still two steps',
      env: environment({ search: '?service=sync&contentRedirect=' }),
      outcome: { kind: 'go-back', steps: -2, event: 'cookies-disabled.try-again-success' },
    },
    {
      rule: "cookies off → the catalogue's 1003 error, fail event",
      env: environment({ cookieEnabled: false }),
      outcome: { kind: 'still-disabled', error: { id: 'auth-error-1003' }, event: 'cookies-disabled.try-again-fail' },
    },
    {
      rule: 'storage blocked with contentRedirect → still the error, no navigation',
      env: environment({ getLocalStorage: unreachable, search: '?contentRedirect=true' }),
      outcome: { kind: 'still-disabled', error: { id: 'auth-error-1003' }, event: 'cookies-disabled.try-again-fail' },
    },
  ])('$rule', ({ env, outcome }) => {
    expect(cookiesRetryOutcome(env)).toEqual(outcome);
  });
});
