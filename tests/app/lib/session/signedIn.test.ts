import { describe, expect, it, vi } from 'vitest';
import { createSessionState, determineSignedIn, isMetricsEnabled } from '../../../../app/lib/session';
import type { SignedInDependencies } from '../../../../app/lib/session';

const storedToken = 'stored-token';
const browserToken = 'browser-token';

function deps(overrides: Partial<SignedInDependencies> & { validTokens?: string[] }): SignedInDependencies {
  const valid = new Set(overrides.validTokens ?? []);
  return {
    cachedIsSignedIn: () => undefined,
    storedAccount: () => ({ uid: 'u1', sessionToken: storedToken, email: 'a@example.org', lastLogin: 5 }),
    isValidToken: async (token) => valid.has(token),
    isVendorBrowser: false,
    saveAccount: (account) => account,
    ...overrides,
  };
}

describe('signed-in determination at start-up (SPEC §4.1)', () => {
  it('1. the local cache says signed in', async () => {
    const isValidToken = vi.fn(async () => false);
    const result = await determineSignedIn(deps({ cachedIsSignedIn: () => true, isValidToken }));
    expect(result).toMatchObject({ signedIn: true, rule: 'cached-flag' });
    expect(isValidToken).not.toHaveBeenCalled();
  });

  it("2. the stored account's session token is valid", async () => {
    const result = await determineSignedIn(deps({ validTokens: [storedToken] }));
    expect(result).toMatchObject({ signedIn: true, rule: 'stored-session', account: { uid: 'u1' } });
  });

  it("3. in the vendor's browser, the browser's user has a valid token: stored (merged, as a session the pages share with the browser) and signed in", async () => {
    const saveAccount = vi.fn((account) => ({ ...account, lastLogin: 5 }));
    const requestSignedInUser = vi.fn(async () => ({ uid: 'u2', sessionToken: browserToken, email: 'b@example.org' }));
    const result = await determineSignedIn(
      deps({ validTokens: [browserToken], isVendorBrowser: true, requestSignedInUser, saveAccount, context: 'fx_desktop_v3', service: 'sync' }),
    );
    expect(result).toMatchObject({ signedIn: true, rule: 'browser-session', account: { uid: 'u2', lastLogin: 5 } });
    expect(requestSignedInUser).toHaveBeenCalledWith({ context: 'fx_desktop_v3', service: 'sync' });
    expect(saveAccount).toHaveBeenCalledWith({ uid: 'u2', sessionToken: browserToken, ownSession: false, email: 'b@example.org' });
  });

  it('3. outside the vendor browser the browser is not asked', async () => {
    const requestSignedInUser = vi.fn(async () => ({ uid: 'u2', sessionToken: browserToken }));
    const result = await determineSignedIn(deps({ validTokens: [browserToken], requestSignedInUser }));
    expect(requestSignedInUser).not.toHaveBeenCalled();
    expect(result.signedIn).toBe(false);
  });

  it.each([
    { rule: "the browser's user has an invalid token", user: { uid: 'u2', sessionToken: 'bad' } },
    { rule: 'the browser has no user', user: undefined },
  ])('4. not signed in when $rule', async ({ user }) => {
    const saveAccount = vi.fn((a) => a);
    const result = await determineSignedIn(
      deps({ isVendorBrowser: true, requestSignedInUser: async () => user, saveAccount }),
    );
    // The stored account's token was refused too: that session ended elsewhere.
    expect(result).toEqual({ signedIn: false, rule: 'not-signed-in', storedSessionEnded: true });
    expect(saveAccount).not.toHaveBeenCalled();
  });

  it('4. a failing token check counts as not signed in', async () => {
    const result = await determineSignedIn(deps({ isValidToken: () => Promise.reject(new Error('offline')) }));
    expect(result.signedIn).toBe(false);
    // Unasked is not refused: nothing is said to have ended.
    expect(result.storedSessionEnded).toBeUndefined();
  });
});

describe('signed-in changes after start-up (SPEC §4.1)', () => {
  it.each([
    { rule: 'a successful initial query sets signed in', signal: 'signed-in', initial: false, pathname: '/', expected: true, replaced: undefined },
    { rule: "'Invalid token' sets signed out", signal: 'invalid-token', initial: true, pathname: '/settings', expected: false, replaced: undefined },
    { rule: 'no session token for the initial metrics query sets signed out', signal: 'signed-out', initial: true, pathname: '/', expected: false, replaced: undefined },
    { rule: "'Must verify' on a settings path goes to /signin keeping the query", signal: 'must-verify', initial: true, pathname: '/settings/emails', expected: true, replaced: '/signin?service=sync' },
    { rule: "'Must verify' elsewhere sets signed out", signal: 'must-verify', initial: true, pathname: '/signin_token_code', expected: false, replaced: undefined },
  ] as const)('$rule', ({ signal, initial, pathname, expected, replaced }) => {
    const state = createSessionState(initial);
    const replace = vi.fn();
    state.applySignal(signal, { pathname, search: '?service=sync' }, replace);
    expect(state.isSignedIn()).toBe(expected);
    if (replaced) expect(replace).toHaveBeenCalledWith(replaced);
    else expect(replace).not.toHaveBeenCalled();
  });

  it.each([
    { rule: 'signed in, then signed out: the session ended', steps: [true, false], ended: true },
    { rule: "'Invalid token' while signed in: the session ended", steps: [true, 'invalid-token'], ended: true },
    { rule: 'not signed in when the app starts: nothing ended', steps: [false], ended: false },
    { rule: 'ended, then signed out again: still ended', steps: [true, false, false], ended: true },
    { rule: 'ended, then someone signs in: a new visit', steps: [true, false, true], ended: false },
    { rule: 'ended explicitly while the start-up check ran: ended', steps: ['end'], ended: true },
    { rule: 'ended explicitly, then signed in: a new visit', steps: ['end', true], ended: false },
  ] as const)('$rule', ({ steps, ended }) => {
    const state = createSessionState();
    const listener = vi.fn();
    state.subscribe(listener);
    for (const step of steps) {
      if (step === 'end') state.end();
      else if (step === 'invalid-token') state.applySignal('invalid-token', { pathname: '/settings', search: '' }, vi.fn());
      else state.setSignedIn(step);
    }
    expect(state.hasEnded()).toBe(ended);
    // Whoever listens is told of every change, and reads the ended state with it.
    expect(listener).toHaveBeenLastCalledWith(state.isSignedIn());
  });

  it('tells subscribers when the flag changes', () => {
    const state = createSessionState(false);
    const listener = vi.fn();
    state.subscribe(listener);
    state.setSignedIn(true);
    state.setSignedIn(true);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith(true);
  });
});

describe('metrics enabled rule (SPEC §4.1)', () => {
  it.each([
    { rule: 'signed in and metricsEnabled true', signedIn: true, account: { metricsEnabled: true }, expected: true },
    { rule: 'signed in and metricsEnabled false', signedIn: true, account: { metricsEnabled: false }, expected: false },
    { rule: 'signed in without an account', signedIn: true, account: null, expected: false },
    { rule: 'not signed in', signedIn: false, account: { metricsEnabled: false }, expected: true },
  ])('$rule → $expected', ({ signedIn, account, expected }) => {
    expect(isMetricsEnabled(signedIn, account)).toBe(expected);
  });
});
