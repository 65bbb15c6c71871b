import { describe, expect, it } from 'vitest';
import { createMfaTokenCache, createNamespacedStorage, decodeMfaPayload } from '../../../../app/lib/storage';
import { MemoryStorage } from './memoryStorage';

function b64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function jwt(payload: unknown): string {
  return `${b64url({ alg: 'HS256' })}.${b64url(payload)}.sig`;
}

const valid = {
  aud: 'orbit',
  exp: 2_000,
  iat: 1_000,
  iss: 'accounts',
  jti: 'j1',
  stid: 'st1',
  sub: 'uid1',
  scope: ['mfa:password'],
};

describe('MFA token cache (SPEC §3.11)', () => {
  it('caches a JWT of several scopes under each scope it carries, and nothing for an unusable one', () => {
    const cache = createMfaTokenCache(createNamespacedStorage(new MemoryStorage()), () => 1_500_000);
    const several = jwt({ ...valid, scope: ['mfa:email', 'mfa:2fa', 'other:thing'] });
    expect(cache.setCarried('tok', several)).toEqual(['2fa', 'email']);
    expect(cache.get('tok', 'email')).toBe(several);
    expect(cache.get('tok', '2fa')).toBe(several);
    expect(cache.get('tok', 'password')).toBeUndefined();
    expect(cache.get('other', 'email')).toBeUndefined();
    expect(cache.setCarried('tok', jwt({ ...valid, scope: 'mfa:password' }))).toEqual([]);
    expect(cache.get('tok', 'password')).toBeUndefined();
  });

  it.each([
    ['aud', { ...valid, aud: 1 }],
    ['exp', { ...valid, exp: '2000' }],
    ['iat', { ...valid, iat: undefined }],
    ['iss', { ...valid, iss: null }],
    ['jti', { ...valid, jti: 3 }],
    ['stid', { ...valid, stid: undefined }],
    ['sub', { ...valid, sub: false }],
    ['scope', { ...valid, scope: 'mfa:password' }],
  ])('a payload without a valid %s is refused', (_field, payload) => {
    expect(decodeMfaPayload(jwt(payload))).toBeUndefined();
    const cache = createMfaTokenCache(createNamespacedStorage(new MemoryStorage()), () => 0);
    expect(cache.set('tok', 'password', jwt(payload))).toBe(false);
    expect(cache.get('tok', 'password')).toBeUndefined();
  });

  it("stores under 'mfa_token_cache' keyed '{token}-{scope}'", () => {
    const area = new MemoryStorage();
    const cache = createMfaTokenCache(createNamespacedStorage(area), () => 0);
    const token = jwt(valid);
    expect(cache.set('tok', 'password', token)).toBe(true);
    expect(JSON.parse(area.getItem('__orbit_storage.mfa_token_cache') ?? '')).toEqual({ 'tok-password': token });
    expect(cache.get('tok', 'password')).toBe(token);
    expect(cache.get('tok', 'email')).toBeUndefined();
  });

  it.each([
    { rule: 'usable while exp × 1000 equals now', now: 2_000_000, usable: true },
    { rule: 'expired once exp × 1000 < now', now: 2_000_001, usable: false },
  ])('a token is $rule', ({ now, usable }) => {
    const cache = createMfaTokenCache(createNamespacedStorage(new MemoryStorage()), () => now);
    cache.set('tok', '2fa', jwt(valid));
    expect(cache.get('tok', '2fa') !== undefined).toBe(usable);
  });

  it("records OTP request times under 'mfa_otp_requests'", () => {
    const area = new MemoryStorage();
    const cache = createMfaTokenCache(createNamespacedStorage(area));
    cache.recordOtpRequest('tok', 'email', 1234);
    expect(cache.otpRequestedAt('tok', 'email')).toBe(1234);
    expect(area.items.has('__orbit_storage.mfa_otp_requests')).toBe(true);
  });
});
