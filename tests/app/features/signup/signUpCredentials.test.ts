import { describe, expect, it } from 'vitest';
import { signUpCredentials } from '../../../../app/features/signup/flow';
import { deriveCredentials, hexToBytes, isClientSalt, wrapKb } from '../../../../app/lib/crypto';

const EMAIL = 'andré@example.org';
const PASSWORD = 'pässwörd';

describe('sign-up credentials (PROTOCOL.md, SPEC §9 key stretching)', () => {
  it('version 1 sends the published authPW and no version 2 fields', async () => {
    const { request: credentials, kB } = await signUpCredentials(EMAIL, PASSWORD, 1);
    expect(kB).toMatch(/^[0-9a-f]{64}$/);
    expect(credentials.authPW).toBe('247b675ffb4c46310bc87e26d712153abe5e1c90ef00a4784594f97ef54f2375');
    expect(credentials.wrapKb).toMatch(/^[0-9a-f]{64}$/);
    expect(credentials).not.toHaveProperty('clientSalt');
    expect(credentials).not.toHaveProperty('authPWVersion2');
  });

  it('version 2 adds a fresh clientSalt, and both versions wrap the same kB', async () => {
    const { request: credentials, kB } = await signUpCredentials(EMAIL, PASSWORD, 2);
    expect(isClientSalt(credentials.clientSalt ?? '')).toBe(true);
    const v1 = await deriveCredentials(1, EMAIL, PASSWORD);
    const v2 = await deriveCredentials(2, EMAIL, PASSWORD, credentials.clientSalt ?? undefined);
    expect(credentials.authPWVersion2).toBe(v2.authPW);
    const kB1 = wrapKb(hexToBytes(credentials.wrapKb), hexToBytes(v1.unwrapBKey));
    const kB2 = wrapKb(hexToBytes(credentials.wrapKbVersion2 ?? ''), hexToBytes(v2.unwrapBKey));
    expect(Array.from(kB2)).toEqual(Array.from(kB1));
    // The kB handed back (kept in memory for a relying party's scoped keys) is the one wrapped.
    expect(Array.from(kB1)).toEqual(Array.from(hexToBytes(kB)));
  });

  it('each sign-up makes a new account key', async () => {
    const [a, b] = await Promise.all([signUpCredentials(EMAIL, PASSWORD, 1), signUpCredentials(EMAIL, PASSWORD, 1)]);
    expect(a.request.authPW).toBe(b.request.authPW);
    expect(a.request.wrapKb).not.toBe(b.request.wrapKb);
    expect(a.kB).not.toBe(b.kB);
  });
});
