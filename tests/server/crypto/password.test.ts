// The server's stored form of authPW: salted scrypt, checked in constant time.
import { describe, expect, it } from 'vitest';
import { hashAuthPW, verifyAuthPW } from '../../../server/crypto/password';
import { testConfig } from '../harness';

const params = testConfig().scrypt;
const authPW = '247b675ffb4c46310bc87e26d712153abe5e1c90ef00a4784594f97ef54f2375';

describe('scrypt verifier', () => {
  it('uses the production cost unless configured otherwise', () => {
    expect(testConfig({ SCRYPT_N: '' }).scrypt).toEqual({ N: 65536, r: 8, p: 1, keylen: 32 });
    expect(params.N).toBe(1024);
  });

  it('accepts the same authPW and rejects another', async () => {
    const stored = await hashAuthPW(authPW, params);
    expect(stored.salt).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.hash).not.toContain(authPW);
    expect(await verifyAuthPW(authPW, stored, params)).toBe(true);
    expect(await verifyAuthPW('0'.repeat(64), stored, params)).toBe(false);
  });

  it('salts every hash', async () => {
    const a = await hashAuthPW(authPW, params);
    const b = await hashAuthPW(authPW, params);
    expect(a.salt).not.toBe(b.salt);
    expect(a.hash).not.toBe(b.hash);
  });

  it('does not accept a verifier made with other parameters', async () => {
    const stored = await hashAuthPW(authPW, params);
    expect(await verifyAuthPW(authPW, stored, { ...params, N: 2048 })).toBe(false);
  });
});
