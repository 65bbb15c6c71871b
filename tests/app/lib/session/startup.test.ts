import { describe, expect, it, vi } from 'vitest';
import { createSessionState, settleSignedInAtStartup } from '../../../../app/lib/session';
import { createLocalAccounts } from '../../../../app/lib/storage/localAccounts';
import { createNamespacedStorage } from '../../../../app/lib/storage/namespacedStorage';
import { MemoryStorage } from '../storage/memoryStorage';

const UID = 'b'.repeat(32);

function app(options: { stored?: { sessionToken?: string }; validTokens?: string[]; tokenCheck?: 'fails' | 'hangs' }) {
  const accounts = createLocalAccounts(createNamespacedStorage(new MemoryStorage()));
  if (options.stored) {
    accounts.save({ uid: UID, email: 'someone@example.com', ...options.stored });
    accounts.setCurrent(UID);
  }
  let release: (() => void) | undefined;
  const isValidToken = vi.fn(async (token: string) => {
    if (options.tokenCheck === 'fails') throw new Error('offline');
    if (options.tokenCheck === 'hangs') await new Promise<void>((resolve) => (release = resolve));
    return (options.validTokens ?? []).includes(token);
  });
  const session = createSessionState();
  const endSession = vi.fn(() => {
    accounts.removeCurrent();
    session.end();
  });
  return { services: { session, accounts, api: { isValidToken } as never, endSession }, session, endSession, isValidToken, release: () => release?.() };
}

describe('signed-in determination when the app starts (SPEC §4.1)', () => {
  it.each([
    { rule: 'no stored account: not signed in', stored: undefined, validTokens: [], signedIn: false, checked: false },
    { rule: 'a stored account without a session token: not signed in', stored: {}, validTokens: [], signedIn: false, checked: false },
    { rule: "the stored account's token is valid: signed in", stored: { sessionToken: 'good' }, validTokens: ['good'], signedIn: true, checked: true },
    { rule: "the stored account's token is no longer valid: not signed in", stored: { sessionToken: 'old' }, validTokens: ['good'], signedIn: false, checked: true },
  ])('$rule', async ({ stored, validTokens, signedIn, checked }) => {
    const { services, session, isValidToken } = app({ stored, validTokens });
    await expect(settleSignedInAtStartup(services, { isVendorBrowser: false })).resolves.toMatchObject({ signedIn });
    expect(session.isSignedIn()).toBe(signedIn);
    expect(isValidToken).toHaveBeenCalledTimes(checked ? 1 : 0);
  });

  it('a token check that fails counts as not signed in, and ends nothing (the server was not asked)', async () => {
    const { services, session, endSession } = app({ stored: { sessionToken: 'good' }, tokenCheck: 'fails' });
    await settleSignedInAtStartup(services, { isVendorBrowser: false });
    expect(session.isSignedIn()).toBe(false);
    expect(session.hasEnded()).toBe(false);
    expect(endSession).not.toHaveBeenCalled();
    expect(services.accounts.current()).toMatchObject({ sessionToken: 'good' });
  });

  it('a stored session the server refuses (revoked, a password changed elsewhere) is ended here as a sign-out ends it', async () => {
    const { services, session, endSession } = app({ stored: { sessionToken: 'revoked' }, validTokens: [] });
    await expect(settleSignedInAtStartup(services, { isVendorBrowser: false })).resolves.toMatchObject({ signedIn: false, storedSessionEnded: true });
    expect(endSession).toHaveBeenCalledTimes(1);
    expect(session.isSignedIn()).toBe(false);
    expect(session.hasEnded()).toBe(true);
    expect(services.accounts.current()).toBeUndefined();
  });

  it("in the vendor's browser, its signed-in user is asked with the page's context and service", async () => {
    const { services, session } = app({ validTokens: ['browser'] });
    const requestSignedInUser = vi.fn(async () => ({ uid: UID, sessionToken: 'browser', email: 'b@example.com' }));
    await settleSignedInAtStartup(services, { isVendorBrowser: true, requestSignedInUser, search: '?context=fx_desktop_v3&service=sync' });
    expect(requestSignedInUser).toHaveBeenCalledWith({ context: 'fx_desktop_v3', service: 'sync' });
    expect(session.isSignedIn()).toBe(true);
    expect(services.accounts.current()).toMatchObject({ uid: UID, sessionToken: 'browser' });
  });

  it.each([
    { rule: "'Use a different account' while the check runs keeps the browser signed out", meanwhile: false },
    { rule: 'a sign-in while the check runs keeps the browser signed in', meanwhile: true },
  ])('$rule', async ({ meanwhile }) => {
    const { services, session, release, isValidToken, endSession } = app({
      stored: { sessionToken: 'good' },
      validTokens: meanwhile ? [] : ['good'],
      tokenCheck: 'hangs',
    });
    const settled = settleSignedInAtStartup(services, { isVendorBrowser: false });
    await vi.waitFor(() => expect(isValidToken).toHaveBeenCalled());
    session.setSignedIn(meanwhile);
    release();
    await settled;
    expect(session.isSignedIn()).toBe(meanwhile);
    // The newer decision stands: a refused old token ends nothing of it.
    expect(endSession).not.toHaveBeenCalled();
  });
});
