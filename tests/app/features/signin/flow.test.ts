import { describe, expect, it } from 'vitest';
import { AuthClientError } from '../../../../app/api';
import type { AccountLoginRequest, CredentialsStatusResponse, LoginResponse } from '../../../../app/api';
import { lastDigits, searchWithoutAccount, signInWithPassword, storeSignedInAccount } from '../../../../app/features/signin/flow';
import { searchWithEmail } from '../../../../app/lib/flow';
import { createSessionState, replacesOwnSession } from '../../../../app/lib/session';
import { createLocalAccounts, createNamespacedStorage, createSensitiveData } from '../../../../app/lib/storage';
import type { StorageArea } from '../../../../app/lib/storage';

// PROTOCOL.md vectors: andré@example.org / pässwörd.
const EMAIL = 'andré@example.org';
const PASSWORD = 'pässwörd';
const V1_AUTH_PW = '247b675ffb4c46310bc87e26d712153abe5e1c90ef00a4784594f97ef54f2375';
const V2_SALT = 'identity.mozilla.com/picl/v1/quickStretchV2:0123456789abcdef0123456789abcdef';
const V2_AUTH_PW = 'd278c764bd1852a14bfc4e9d8c1682b4f1a57edb9a9372bf8c370cc41592155b';

const LOGIN: LoginResponse = {
  uid: 'a'.repeat(32),
  sessionToken: 'b'.repeat(64),
  emailVerified: true,
  sessionVerified: false,
  authAt: 1,
  metricsEnabled: true,
  verificationMethod: 'email-otp',
  verificationReason: 'login',
};

function fakeApi(options: { status?: (email: string) => CredentialsStatusResponse; login?: (request: AccountLoginRequest) => LoginResponse }) {
  const statusCalls: string[] = [];
  const logins: AccountLoginRequest[] = [];
  return {
    statusCalls,
    logins,
    api: {
      accountCredentialsStatus: async (email: string) => {
        statusCalls.push(email);
        return options.status?.(email) ?? { currentVersion: 'v1' as const, upgradeNeeded: true };
      },
      accountLogin: async (request: AccountLoginRequest) => {
        logins.push(request);
        return options.login ? options.login(request) : LOGIN;
      },
    },
  };
}

describe('signing in with a password', () => {
  it('stretches with version 1 and the address when the account has only version 1', async () => {
    const fake = fakeApi({});
    let stretched = false;
    const result = await signInWithPassword(fake.api, EMAIL, PASSWORD, { onStretched: () => (stretched = true) });
    expect(result.email).toBe(EMAIL);
    expect(fake.logins).toEqual([{ email: EMAIL, authPW: V1_AUTH_PW, reason: 'signin' }]);
    expect(stretched).toBe(true);
    expect(JSON.stringify(fake.logins)).not.toContain(PASSWORD);
  });

  it('stretches with version 2 and the clientSalt when credentials status reports it', async () => {
    const fake = fakeApi({ status: () => ({ currentVersion: 'v2', upgradeNeeded: false, clientSalt: V2_SALT }) });
    await signInWithPassword(fake.api, EMAIL, PASSWORD);
    expect(fake.logins[0]?.authPW).toBe(V2_AUTH_PW);
  });

  it('retries once with the registered address after 120, keeping the typed one as originalLoginEmail', async () => {
    const fake = fakeApi({
      login: (request) => {
        if (request.email === 'André@Example.org') throw new AuthClientError('server', 120, { email: EMAIL });
        return LOGIN;
      },
    });
    const result = await signInWithPassword(fake.api, 'André@Example.org', PASSWORD);
    expect(result.email).toBe(EMAIL);
    expect(fake.statusCalls).toEqual(['André@Example.org', 'André@Example.org']);
    expect(fake.logins[1]).toEqual({ email: EMAIL, authPW: V1_AUTH_PW, reason: 'signin', originalLoginEmail: 'André@Example.org' });
  });

  it('after 120 naming the address the account was created with, stretches with it but keeps the typed primary address', async () => {
    const fake = fakeApi({
      status: (email) => {
        // The sign-up address may have been removed from the account: only the typed one is asked about.
        if (email !== 'new@example.org') throw new AuthClientError('server', 102);
        return { currentVersion: 'v1', upgradeNeeded: true };
      },
      login: (request) => {
        if (request.email === 'new@example.org') throw new AuthClientError('server', 120, { email: EMAIL });
        return LOGIN;
      },
    });
    const result = await signInWithPassword(fake.api, 'new@example.org', PASSWORD);
    expect(fake.logins[1]).toEqual({ email: EMAIL, authPW: V1_AUTH_PW, reason: 'signin', originalLoginEmail: 'new@example.org' });
    expect(result.email).toBe('new@example.org');
  });

  it('does not loop when the server answers 120 again', async () => {
    const fake = fakeApi({
      login: () => {
        throw new AuthClientError('server', 120, { email: 'other@example.org' });
      },
    });
    await expect(signInWithPassword(fake.api, EMAIL, PASSWORD)).rejects.toMatchObject({ errno: 120 });
    expect(fake.logins).toHaveLength(2);
  });

  it.each([102, 103, 114, 125])('passes errno %i on to the page', async (errno) => {
    const fake = fakeApi({
      login: () => {
        throw new AuthClientError('server', errno);
      },
    });
    await expect(signInWithPassword(fake.api, EMAIL, PASSWORD)).rejects.toMatchObject({ errno });
  });

  it('sends the unblock code and the service when given', async () => {
    const fake = fakeApi({});
    await signInWithPassword(fake.api, EMAIL, PASSWORD, { unblockCode: 'ABCD1234', service: 'sync' });
    expect(fake.logins[0]).toMatchObject({ unblockCode: 'ABCD1234', service: 'sync' });
  });
});

function memoryStorage(): StorageArea {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

describe('storing the signed-in account', () => {
  it('stores the session as the current account, never the password, and a second account beside the first', () => {
    const accounts = createLocalAccounts(createNamespacedStorage(memoryStorage()));
    const session = createSessionState();
    accounts.save({ uid: 'c'.repeat(32), email: 'first@example.org', sessionToken: 'd'.repeat(64) });
    accounts.setCurrent('c'.repeat(32));
    const stored = storeSignedInAccount({ accounts, session, sensitiveData: createSensitiveData() }, EMAIL, LOGIN, '');
    expect(stored).toMatchObject({ uid: LOGIN.uid, email: EMAIL, sessionToken: LOGIN.sessionToken, verified: false, verificationMethod: 'email-otp' });
    expect(accounts.current()?.uid).toBe(LOGIN.uid);
    expect(Object.keys(accounts.all())).toHaveLength(2);
    expect(JSON.stringify(accounts.all())).not.toContain(PASSWORD);
    expect(session.isSignedIn()).not.toBe(true);
  });

  it('keeps what the breach check found of the password signed in with, and an unknown finding leaves it', () => {
    const accounts = createLocalAccounts(createNamespacedStorage(memoryStorage()));
    const services = { accounts, session: createSessionState(), sensitiveData: createSensitiveData() };
    storeSignedInAccount(services, EMAIL, LOGIN, '', undefined, true);
    expect(accounts.current()?.passwordCompromised).toBe(true);
    storeSignedInAccount(services, EMAIL, LOGIN, '', undefined, undefined);
    expect(accounts.current()?.passwordCompromised).toBe(true);
    storeSignedInAccount(services, EMAIL, LOGIN, '', undefined, false);
    expect(accounts.current()?.passwordCompromised).toBe(false);
  });

  it('a verified session marks the browser signed in', () => {
    const accounts = createLocalAccounts(createNamespacedStorage(memoryStorage()));
    const session = createSessionState();
    storeSignedInAccount({ accounts, session, sensitiveData: createSensitiveData() }, EMAIL, { ...LOGIN, sessionVerified: true }, '');
    expect(session.isSignedIn()).toBe(true);
  });

  it("a session signed in on these pages is theirs to replace at the next sign-in; one handed to the browser's sync, or replaced by another token, is not", () => {
    const accounts = createLocalAccounts(createNamespacedStorage(memoryStorage()));
    const services = { accounts, session: createSessionState(), sensitiveData: createSensitiveData() };
    expect(replacesOwnSession(services)).toBe(false);
    storeSignedInAccount(services, EMAIL, LOGIN, '?redirect_to=%2Fsettings');
    expect(replacesOwnSession(services)).toBe(true);
    // The browser's sync flow hands the session to the browser: the pages never end it.
    storeSignedInAccount(services, EMAIL, { ...LOGIN, sessionToken: 'e'.repeat(64) }, '?service=sync');
    expect(replacesOwnSession(services)).toBe(false);
    storeSignedInAccount(services, EMAIL, LOGIN, '');
    expect(replacesOwnSession(services)).toBe(true);
    // A token stored by any other way (a reset, the browser's own session) drops the mark.
    accounts.save({ uid: LOGIN.uid, sessionToken: 'f'.repeat(64) });
    expect(replacesOwnSession(services)).toBe(false);
  });
});

describe('query strings of the flow', () => {
  it.each([
    { search: '', email: 'a@example.org', expected: '?email=a%40example.org' },
    { search: '?redirect_to=%2Fpair&email=old%40example.org', email: 'new@example.org', expected: '?redirect_to=%2Fpair&email=new%40example.org' },
  ])('sets the email in "$search"', ({ search, email, expected }) => {
    expect(searchWithEmail(search, email)).toBe(expected);
  });

  it.each([
    { search: '?email=a%40example.org&uid=123&service=sync', expected: '?service=sync' },
    { search: '?email=a%40example.org', expected: '' },
  ])('"Use a different account" drops email and uid from "$search"', ({ search, expected }) => {
    expect(searchWithoutAccount(search)).toBe(expected);
  });

  it.each([
    { phone: '•••••••1234', digits: '1234' },
    { phone: '+15550001234', digits: '1234' },
    { phone: '12', digits: undefined },
    { phone: undefined, digits: undefined },
  ])('the last digits of $phone are $digits', ({ phone, digits }) => {
    expect(lastDigits(phone)).toBe(digits);
  });
});
