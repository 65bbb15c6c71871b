import { describe, expect, it, vi } from 'vitest';
import { createAppServices } from '../../../../app/lib/app';
import { DEFAULT_CONFIG } from '../../../../app/lib/config';
import type { Transport } from '../../../../app/api';
import { LOCALE_STORAGE_KEY } from '../../../../app/lib/l10n/negotiate';
import type { MfaScope } from '../../../../app/lib/storage/mfaTokenCache';
import { MemoryStorage } from '../storage/memoryStorage';

const SCOPE: MfaScope = 'email';

function services(answer: unknown, pathname = '/settings') {
  const local = new MemoryStorage();
  const sent: Request[] = [];
  const replace = vi.fn();
  const transport: Transport = async (request) => {
    sent.push(request);
    return new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } });
  };
  const app = createAppServices({
    config: { ...DEFAULT_CONFIG, servers: { ...DEFAULT_CONFIG.servers, gql: { url: 'https://gql.example' } } },
    localStorage: local,
    sessionStorage: new MemoryStorage(),
    location: () => ({ pathname, search: '?service=sync' }),
    replace,
    transport,
  });
  return { app, sent, replace };
}

describe('shared services', () => {
  it("send the current account's session token", async () => {
    const { app, sent } = services({ data: { account: null } });
    app.accounts.save({ uid: 'u1', sessionToken: 'tok' });
    app.accounts.setCurrent('u1');
    await app.api.getAccount();
    expect(sent[0]?.headers.get('authorization')).toBe('Bearer tok');
  });

  it("'Must verify' on a settings page replaces the location with /signin keeping the query", async () => {
    const { app, replace } = services({ errors: [{ message: 'Must verify', extensions: { errno: 138 } }] });
    await expect(app.api.getAccount()).rejects.toThrow();
    expect(replace).toHaveBeenCalledWith('/signin?service=sync');
  });

  it("ending the session forgets the account's session and everything of the visit, and keeps the rest of the browser's data", async () => {
    const local = new MemoryStorage();
    const session = new MemoryStorage();
    const app = createAppServices({ config: DEFAULT_CONFIG, localStorage: local, sessionStorage: session });
    app.accounts.save({ uid: 'gone', email: 'gone@example.com', sessionToken: 'tok' });
    app.accounts.save({ uid: 'other', email: 'other@example.com' });
    app.accounts.setCurrent('gone');
    app.session.setSignedIn(true);
    app.sessionStore.set('flowState', { step: 'two' });
    app.sessionStore.setOAuth({ client_id: '0123456789abcdef', scope: 'profile', state: 'visit' });
    app.mfaTokens.recordOtpRequest('tok', SCOPE, 1);
    app.sensitiveData.set('password', 'typed');
    app.dismissals.dismiss('other', 'recoveryKeyBanner');
    local.setItem(LOCALE_STORAGE_KEY, 'he');

    app.endSession();

    expect(app.accounts.current()).toBeUndefined();
    expect(app.accounts.get('gone')).toBeUndefined();
    expect(app.sessionStore.get('flowState')).toBeUndefined();
    expect(app.sessionStore.oauth()).toBeUndefined();
    expect(app.mfaTokens.otpRequestedAt('tok', SCOPE)).toBeUndefined();
    expect(app.sensitiveData.get('password')).toBeUndefined();
    expect(app.session.isSignedIn()).toBe(false);
    expect(app.session.hasEnded()).toBe(true);
    // Other accounts' records, their dismissals and the language stay.
    expect(app.accounts.get('other')).toMatchObject({ email: 'other@example.com' });
    expect(app.dismissals.has('other', 'recoveryKeyBanner')).toBe(true);
    expect(local.getItem(LOCALE_STORAGE_KEY)).toBe('he');
  });

  it("'Invalid token' marks the user signed out", async () => {
    const { app } = services({ errors: [{ message: 'Invalid token', extensions: { errno: 110 } }] }, '/');
    app.session.setSignedIn(true);
    await expect(app.api.getAccount()).rejects.toThrow();
    expect(app.session.isSignedIn()).toBe(false);
  });
});
