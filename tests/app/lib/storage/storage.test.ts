import { describe, expect, it, vi } from 'vitest';
import {
  SENSITIVE_DATA_KINDS,
  checkStorage,
  createLocalAccounts,
  createNamespacedStorage,
  createSensitiveData,
  createSessionStore,
} from '../../../../app/lib/storage';
import { BlockedStorage, MemoryStorage } from './memoryStorage';

describe('namespaced storage (SPEC §3.4)', () => {
  it('keeps every key under the fixed product prefix', () => {
    const area = new MemoryStorage();
    createNamespacedStorage(area).set('accounts', { a: 1 });
    expect([...area.items.keys()]).toEqual(['__orbit_storage.accounts']);
    expect(JSON.parse(area.items.get('__orbit_storage.accounts') ?? '')).toEqual({ a: 1 });
  });

  it('reads back what it wrote, and nothing for a damaged value', () => {
    const area = new MemoryStorage();
    const store = createNamespacedStorage(area);
    store.set('x', [1, 2]);
    expect(store.get('x')).toEqual([1, 2]);
    area.setItem('__orbit_storage.y', '{not json');
    expect(store.get('y')).toBeUndefined();
  });
});

describe('local accounts (SPEC §3.4)', () => {
  function accounts() {
    const area = new MemoryStorage();
    return { area, local: createLocalAccounts(createNamespacedStorage(area), () => 'generated-uuid') };
  }

  it("stores accounts by uid under 'accounts' and marks the current one with 'currentAccountUid'", () => {
    const { area, local } = accounts();
    local.save({ uid: 'u1', email: 'a@example.org', sessionToken: 't1' });
    local.setCurrent('u1');
    expect(JSON.parse(area.getItem('__orbit_storage.accounts') ?? '')).toEqual({
      u1: { uid: 'u1', email: 'a@example.org', sessionToken: 't1' },
    });
    expect(JSON.parse(area.getItem('__orbit_storage.currentAccountUid') ?? '')).toBe('u1');
    expect(local.current()?.email).toBe('a@example.org');
  });

  it('merges a saved account over the stored record', () => {
    const { local } = accounts();
    local.save({ uid: 'u1', email: 'a@example.org', verified: false });
    local.save({ uid: 'u1', verified: true });
    expect(local.get('u1')).toEqual({ uid: 'u1', email: 'a@example.org', verified: true });
  });

  it('the most recent account is the one with the greatest lastLogin', () => {
    const { local } = accounts();
    local.save({ uid: 'old', lastLogin: 100 });
    local.save({ uid: 'new', lastLogin: 300 });
    local.save({ uid: 'mid', lastLogin: 200 });
    expect(local.mostRecent()?.uid).toBe('new');
  });

  it('alertText is shown once, then cleared', () => {
    const { local } = accounts();
    local.save({ uid: 'u1', alertText: 'Your password was changed' });
    local.setCurrent('u1');
    expect(local.takeAlertText()).toBe('Your password was changed');
    expect(local.takeAlertText()).toBeUndefined();
    expect(local.get('u1')).toEqual({ uid: 'u1' });
  });

  it('uniqueUserId is a random UUID generated once and then kept', () => {
    const { local } = accounts();
    expect(local.uniqueUserId()).toBe('generated-uuid');
    const again = createLocalAccounts(createNamespacedStorage(new MemoryStorage()), () => 'other');
    expect(again.uniqueUserId()).toBe('other');
    expect(local.uniqueUserId()).toBe('generated-uuid');
  });

  it('uses crypto.randomUUID by default', () => {
    const local = createLocalAccounts(createNamespacedStorage(new MemoryStorage()));
    expect(local.uniqueUserId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('removing the current account clears the current mark', () => {
    const { local } = accounts();
    local.save({ uid: 'u1' });
    local.save({ uid: 'u2' });
    local.setCurrent('u1');
    local.removeCurrent();
    expect(local.current()).toBeUndefined();
    expect(Object.keys(local.all())).toEqual(['u2']);
  });
});

describe('session store (SPEC §3.5)', () => {
  it("keeps the 'oauth' key in localStorage under '__orbit_session'", () => {
    const local = new MemoryStorage();
    const session = new MemoryStorage();
    createSessionStore(local, session).setOAuth({ client_id: 'abc', scope: 'profile', state: 's' });
    expect([...local.items.keys()]).toEqual(['__orbit_session.oauth']);
    expect(session.items.size).toBe(0);
  });

  it('keeps every other key in sessionStorage', () => {
    const local = new MemoryStorage();
    const session = new MemoryStorage();
    const store = createSessionStore(local, session);
    store.set('flow', { step: 2 });
    expect([...session.items.keys()]).toEqual(['__orbit_session.flow']);
    expect(local.items.size).toBe(0);
    expect(store.get('flow')).toEqual({ step: 2 });
  });

  it("set('oauth') goes to localStorage as well", () => {
    const local = new MemoryStorage();
    const store = createSessionStore(local, new MemoryStorage());
    store.set('oauth', { state: 'x' });
    expect(store.oauth()).toEqual({ state: 'x' });
    expect(local.items.has('__orbit_session.oauth')).toBe(true);
  });
});

describe('sensitive in-memory data (SPEC §3.5)', () => {
  it.each(SENSITIVE_DATA_KINDS)('%s is kept in memory and never written to storage', (kind) => {
    const local = new MemoryStorage();
    const session = new MemoryStorage();
    const setItem = vi.spyOn(local, 'setItem');
    const setSessionItem = vi.spyOn(session, 'setItem');
    createSessionStore(local, session);
    createLocalAccounts(createNamespacedStorage(local));
    const data = createSensitiveData();
    data.set(kind, { secret: 'pässwörd' });
    expect(data.get(kind)).toEqual({ secret: 'pässwörd' });
    expect(setItem).not.toHaveBeenCalled();
    expect(setSessionItem).not.toHaveBeenCalled();
    data.clear(kind);
    expect(data.get(kind)).toBeUndefined();
  });
});

describe('storage availability (SPEC §2.4, §8.1)', () => {
  it('passes when both storage areas keep a value', () => {
    const result = checkStorage({ getLocalStorage: () => new MemoryStorage(), getSessionStorage: () => new MemoryStorage() });
    expect(result.ok).toBe(true);
  });

  it.each([
    { rule: 'localStorage throws on access', local: () => new BlockedStorage(), search: '' },
    {
      rule: 'reading window.localStorage itself throws',
      local: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      search: '',
    },
    { rule: 'disable_local_storage=1 is in the query', local: () => new MemoryStorage(), search: '?disable_local_storage=1' },
  ])('fails and reports with context storage when $rule', ({ local, search }) => {
    const report = vi.fn();
    const result = checkStorage({ getLocalStorage: local, getSessionStorage: () => new MemoryStorage(), search, report });
    expect(result.ok).toBe(false);
    expect(report).toHaveBeenCalledOnce();
    expect(report.mock.calls[0]?.[1]).toBe('storage');
    if (!result.ok) expect(result.error.context).toBe('storage');
  });

  it('leaves no probe value behind', () => {
    const local = new MemoryStorage();
    const session = new MemoryStorage();
    checkStorage({ getLocalStorage: () => local, getSessionStorage: () => session });
    expect(local.items.size + session.items.size).toBe(0);
  });
});
