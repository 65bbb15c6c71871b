import { describe, expect, it } from 'vitest';
import {
  NS,
  bytesToHex,
  createClientSalt,
  deriveAuthPW,
  deriveCredentials,
  deriveUnwrapBKey,
  hexToBytes,
  isClientSalt,
  keyStretchVersion,
  quickStretchV1,
  quickStretchV2,
  randomKb,
  wrapKb,
} from '../../../../app/lib/crypto';

const email = 'andré@example.org';
const password = 'pässwörd';

describe('key stretching: published v1 vectors (onepw)', () => {
  it('encodes email and password as UTF-8', () => {
    expect(bytesToHex(new TextEncoder().encode(email))).toBe('616e6472c3a9406578616d706c652e6f7267');
    expect(bytesToHex(new TextEncoder().encode(password))).toBe('70c3a4737377c3b67264');
  });

  it('quickStretch, authPW and unwrapBKey', async () => {
    const stretched = await quickStretchV1(email, password);
    expect(bytesToHex(stretched)).toBe('e4e8889bd8bd61ad6de6b95c059d56e7b50dacdaf62bd84644af7e2add84345d');
    expect(bytesToHex(await deriveAuthPW(stretched))).toBe('247b675ffb4c46310bc87e26d712153abe5e1c90ef00a4784594f97ef54f2375');
    expect(bytesToHex(await deriveUnwrapBKey(stretched))).toBe('de6a2648b78284fcb9ffa81ba95803309cfba7af583c01a8a1a63e567234dd28');
  });

  it('deriveCredentials(1) gives the same values', async () => {
    await expect(deriveCredentials(1, email, password)).resolves.toEqual({
      version: 1,
      authPW: '247b675ffb4c46310bc87e26d712153abe5e1c90ef00a4784594f97ef54f2375',
      unwrapBKey: 'de6a2648b78284fcb9ffa81ba95803309cfba7af583c01a8a1a63e567234dd28',
    });
  });
});

describe('key stretching: v2 cross-check vector', () => {
  it('650,000 iterations with the clientSalt', async () => {
    const clientSalt = `${NS}quickStretchV2:0123456789abcdef0123456789abcdef`;
    const stretched = await quickStretchV2(clientSalt, password);
    expect(bytesToHex(stretched)).toBe('1962d132874d2be60129f21229c42205e75661b08b7e657c4997972475459e41');
    expect(bytesToHex(await deriveAuthPW(stretched))).toBe('d278c764bd1852a14bfc4e9d8c1682b4f1a57edb9a9372bf8c370cc41592155b');
    const credentials = await deriveCredentials(2, email, password, clientSalt);
    expect(credentials.authPW).toBe('d278c764bd1852a14bfc4e9d8c1682b4f1a57edb9a9372bf8c370cc41592155b');
  });

  it('version 2 refuses a missing or malformed clientSalt', async () => {
    await expect(deriveCredentials(2, email, password)).rejects.toThrow(/clientSalt/);
    await expect(deriveCredentials(2, email, password, `${NS}quickStretchV2:XYZ`)).rejects.toThrow(/clientSalt/);
  });
});

describe('account key wrapping', () => {
  it('wrapKb = kB XOR unwrapBKey, and wrapping twice gives kB back', () => {
    const kB = hexToBytes('00ff00ff'.repeat(8));
    const unwrapBKey = hexToBytes('0f0f0f0f'.repeat(8));
    const wrapped = wrapKb(kB, unwrapBKey);
    expect(bytesToHex(wrapped)).toBe('0ff00ff0'.repeat(8));
    expect(bytesToHex(wrapKb(wrapped, unwrapBKey))).toBe(bytesToHex(kB));
  });

  it('a random kB is 32 bytes and differs each time', () => {
    const a = randomKb();
    expect(a).toHaveLength(32);
    expect(bytesToHex(a)).not.toBe(bytesToHex(randomKb()));
  });

  it("a clientSalt is NS + 'quickStretchV2:' + 32 lower-case hex characters", () => {
    const salt = createClientSalt();
    expect(salt).toMatch(/^identity\.mozilla\.com\/picl\/v1\/quickStretchV2:[0-9a-f]{32}$/);
    expect(isClientSalt(salt)).toBe(true);
    expect(createClientSalt()).not.toBe(salt);
  });
});

describe('key-stretch version choice (SPEC §9)', () => {
  it.each([
    { rule: 'stretch=2 chooses v2 without the flag', stretch: '2', flag: false, version: 2 },
    { rule: 'the flag chooses v2 when stretch is absent', stretch: undefined, flag: true, version: 2 },
    { rule: "the flag does not override stretch='1'", stretch: '1', flag: true, version: 1 },
    { rule: 'the flag chooses v2 for another stretch value', stretch: '3', flag: true, version: 2 },
    { rule: 'no flag and no stretch=2 is v1', stretch: undefined, flag: false, version: 1 },
    { rule: 'stretch=1 without the flag is v1', stretch: '1', flag: false, version: 1 },
  ])('$rule', ({ stretch, flag, version }) => {
    expect(keyStretchVersion(stretch, flag)).toBe(version);
  });
});
