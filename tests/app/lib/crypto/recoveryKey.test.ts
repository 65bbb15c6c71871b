import { compactDecrypt, decodeProtectedHeader } from 'jose';
import { describe, expect, it } from 'vitest';
import { ERRNO } from '../../../../app/api';
import {
  InvalidRecoveryKeyError,
  bytesToHex,
  decryptRecoveryData,
  deriveCredentials,
  encryptRecoveryData,
  formatRecoveryKey,
  generateRecoveryKey,
  hexToBytes,
  hkdf,
  parseRecoveryKey,
  randomKb,
  recoveryKeyId,
  wrapKb,
} from '../../../../app/lib/crypto';
import type { RecoveryData } from '../../../../app/lib/crypto';

// The vector Firefox Accounts publishes with its auth client's recovery-key
// test: a key whose base32 is the alphabet itself, a uid, a fixed IV, and the
// id and recovery data it gives. Its data holds kB alone.
const FXA = {
  uid: 'aaaaabbbbbcccccdddddeeeeefffff00',
  key: '00443214c74254b635cf84653a56d7c675be77df',
  formatted: '0123456789ABCDEFGHJKMNPQRSTVWXYZ',
  iv: 'eeddccbbaa99887766554433',
  kB: '000000111111222222333333444444555555666666777777888888999999ABCD',
  recoveryKeyId: '6aa248931704886f54ac64b81b111bc0',
  recoveryData:
    'eyJlbmMiOiJBMjU2R0NNIiwiYWxnIjoiZGlyIiwia2lkIjoiNmFhMjQ4OTMxNzA0ODg2ZjU0YWM2NGI4MWIxMTFiYzAifQ..' +
    '7t3Mu6qZiHdmVUQz.qoXWfU77FBV67Pyy_GXAkoSuAbksIqAXZd2tkq48iD3u_qWEEAeYx-M3m2G373zes3OXsSZdJIGRFmd8bC9s4ZvN3kF3A6vK5g.' +
    'yT7bkdF8AYC6ecwsvRCI7A',
};

const uid = '7c4b2f0e9a1d4e3c8b6a5f4e3d2c1b0a';
const keys: RecoveryData = {
  kA: 'a0a1a2a3a4a5a6a7a8a9aaabacadaeafb0b1b2b3b4b5b6b7b8b9babbbcbdbebf',
  kB: 'c0c1c2c3c4c5c6c7c8c9cacbcccdcecfd0d1d2d3d4d5d6d7d8d9dadbdcdddedf',
};

describe('recovery key: the published vector', () => {
  const key = hexToBytes(FXA.key);

  it('formats the vector key as the alphabet and parses it back', () => {
    expect(formatRecoveryKey(key)).toBe(FXA.formatted);
    expect(parseRecoveryKey(FXA.formatted)).toEqual(key);
  });

  it('derives the published recovery key id (HKDF salted with the uid bytes)', async () => {
    await expect(recoveryKeyId(key, FXA.uid)).resolves.toBe(FXA.recoveryKeyId);
  });

  it('makes the published recovery data byte for byte with the same IV', async () => {
    // FxA's data has no kA: the cast lets the vector through as it is.
    const data = { kB: FXA.kB } as RecoveryData;
    await expect(encryptRecoveryData(key, FXA.uid, data, { iv: hexToBytes(FXA.iv) })).resolves.toBe(FXA.recoveryData);
  });

  it('opens the published recovery data with the key derived from the vector', async () => {
    const cek = await hkdf(new Uint8Array(key), 'fxa recovery encrypt key', 32, hexToBytes(FXA.uid));
    const { plaintext, protectedHeader } = await compactDecrypt(FXA.recoveryData, cek);
    expect(protectedHeader).toEqual({ enc: 'A256GCM', alg: 'dir', kid: FXA.recoveryKeyId });
    expect(JSON.parse(new TextDecoder().decode(plaintext))).toEqual({ kB: FXA.kB });
  });
});

describe('recovery key: base32 text', () => {
  it('generates 20 bytes whose text is 32 characters starting with the version mark A', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 50; i++) {
      const key = generateRecoveryKey();
      expect(key).toHaveLength(20);
      const text = formatRecoveryKey(key);
      expect(text).toMatch(/^A[0-9A-HJKMNP-TV-Z]{31}$/);
      expect(parseRecoveryKey(text)).toEqual(key);
      seen.add(text);
    }
    expect(seen.size).toBe(50);
  });

  it('round-trips every byte value', () => {
    for (let start = 0; start < 256; start += 20) {
      const key = Uint8Array.from({ length: 20 }, (_, i) => (start + i * 13) & 0xff);
      expect(parseRecoveryKey(formatRecoveryKey(key))).toEqual(key);
    }
  });

  it('accepts groups separated by spaces or dashes, and lower case', () => {
    const key = hexToBytes(FXA.key);
    expect(parseRecoveryKey('0123 4567 89AB CDEF GHJK MNPQ RSTV WXYZ')).toEqual(key);
    expect(parseRecoveryKey('0123-4567-89ab-cdef-ghjk-mnpq-rstv-wxyz')).toEqual(key);
    expect(parseRecoveryKey('  0123 4567\t89ab cdef ghjk mnpq rstv wxyz \n')).toEqual(key);
  });

  it("reads Crockford's look-alike letters I and L as 1 and O as 0", () => {
    const text = formatRecoveryKey(hexToBytes(FXA.key));
    const typed = `OI${text.slice(2, 10)}${text.slice(10).toLowerCase()}`;
    expect(parseRecoveryKey(typed)).toEqual(hexToBytes(FXA.key));
    expect(parseRecoveryKey(`Ol${text.slice(2)}`)).toEqual(hexToBytes(FXA.key));
    expect(parseRecoveryKey(`oi${text.slice(2)}`)).toEqual(hexToBytes(FXA.key));
  });

  it('refuses U, other symbols, and any length but 32 characters', () => {
    const text = FXA.formatted;
    expect(parseRecoveryKey(`U${text.slice(1)}`)).toBeNull();
    expect(parseRecoveryKey(`*${text.slice(1)}`)).toBeNull();
    expect(parseRecoveryKey(text.slice(1))).toBeNull();
    expect(parseRecoveryKey(`${text}0`)).toBeNull();
    expect(parseRecoveryKey('')).toBeNull();
  });

  it('refuses to format a key of another length', () => {
    expect(() => formatRecoveryKey(new Uint8Array(16))).toThrow(RangeError);
  });
});

describe('recovery data', () => {
  it('round-trips kA and kB, with the id as kid and a fresh IV each time', async () => {
    const key = generateRecoveryKey();
    const first = await encryptRecoveryData(key, uid, keys);
    const second = await encryptRecoveryData(key, uid, keys);
    expect(first).not.toBe(second);
    expect(decodeProtectedHeader(first)).toEqual({ enc: 'A256GCM', alg: 'dir', kid: await recoveryKeyId(key, uid) });
    await expect(decryptRecoveryData(key, uid, first)).resolves.toEqual(keys);
    await expect(decryptRecoveryData(key, uid, second)).resolves.toEqual(keys);
  });

  it('gives another id and another encryption for another account', async () => {
    const key = generateRecoveryKey();
    expect(await recoveryKeyId(key, uid)).not.toBe(await recoveryKeyId(key, FXA.uid));
    const data = await encryptRecoveryData(key, uid, keys);
    await expect(decryptRecoveryData(key, FXA.uid, data)).rejects.toBeInstanceOf(InvalidRecoveryKeyError);
  });

  it('fails with the invalid recovery key error (errno 159) for a wrong key', async () => {
    const data = await encryptRecoveryData(generateRecoveryKey(), uid, keys);
    const error = await decryptRecoveryData(generateRecoveryKey(), uid, data).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidRecoveryKeyError);
    expect((error as InvalidRecoveryKeyError).errno).toBe(ERRNO.INVALID_RECOVERY_KEY);
    expect((error as InvalidRecoveryKeyError).key).toBe('INVALID_RECOVERY_KEY');
  });

  it('fails with the same error for data that is not a recovery JWE or holds no keys', async () => {
    const key = generateRecoveryKey();
    await expect(decryptRecoveryData(key, uid, 'not-a-jwe')).rejects.toBeInstanceOf(InvalidRecoveryKeyError);
    const data = await encryptRecoveryData(key, uid, keys);
    const [header, , iv, ciphertext, tag] = data.split('.');
    const flipped = `${header}..${iv}.${ciphertext}.${tag?.startsWith('A') ? 'B' : 'A'}${tag?.slice(1)}`;
    await expect(decryptRecoveryData(key, uid, flipped)).rejects.toBeInstanceOf(InvalidRecoveryKeyError);
    const kBOnly = await encryptRecoveryData(key, uid, { kB: keys.kB } as RecoveryData);
    await expect(decryptRecoveryData(key, uid, kBOnly)).rejects.toBeInstanceOf(InvalidRecoveryKeyError);
  });

  it('refuses a uid that is not 32 hex characters', async () => {
    await expect(recoveryKeyId(generateRecoveryKey(), 'not-a-uid')).rejects.toThrow(RangeError);
  });
});

describe('kB across a password reset', () => {
  const email = 'reset@example.org';

  it('survives a reset with the recovery key and not one without it', async () => {
    const kB = randomKb();
    const kA = randomKb();
    const before = await deriveCredentials(1, email, 'first password A');
    // What the server holds before the reset: wrapKb under password A, and the recovery data.
    const wrapKbA = wrapKb(kB, hexToBytes(before.unwrapBKey));
    const key = generateRecoveryKey();
    const recoveryData = await encryptRecoveryData(key, uid, { kA: bytesToHex(kA), kB: bytesToHex(kB) });

    // With the key: the browser opens the data and wraps the same kB under password B.
    const after = await deriveCredentials(1, email, 'second password B');
    const opened = await decryptRecoveryData(parseRecoveryKey(formatRecoveryKey(key)) ?? new Uint8Array(), uid, recoveryData);
    const wrapKbB = wrapKb(hexToBytes(opened.kB), hexToBytes(after.unwrapBKey));
    expect(bytesToHex(wrapKb(wrapKbB, hexToBytes(after.unwrapBKey)))).toBe(bytesToHex(kB));
    expect(bytesToHex(wrapKbB)).not.toBe(bytesToHex(wrapKbA));

    // Without it: the old wrapKb unwrapped with password B is not kB, so the
    // reset has to make a new kB, and that one is not the old either.
    expect(bytesToHex(wrapKb(wrapKbA, hexToBytes(after.unwrapBKey)))).not.toBe(bytesToHex(kB));
    const newKb = randomKb();
    const wrapKbNew = wrapKb(newKb, hexToBytes(after.unwrapBKey));
    expect(bytesToHex(wrapKb(wrapKbNew, hexToBytes(after.unwrapBKey)))).not.toBe(bytesToHex(kB));
    // And a guessed key opens nothing.
    await expect(decryptRecoveryData(generateRecoveryKey(), uid, recoveryData)).rejects.toBeInstanceOf(InvalidRecoveryKeyError);
  });
});
