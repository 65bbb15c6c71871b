// The settings side of the recovery key: a key made for an account opens its
// own data and no other account's, is shown in groups of four, and its hint
// is checked as the server checks it.
import { describe, expect, it } from 'vitest';
import { decryptRecoveryData, parseRecoveryKey, recoveryKeyId } from '../../../../app/lib/crypto';
import { groupedRecoveryKey, hintProblem, makeRecoveryKey, recoveryKeyFile } from '../../../../app/features/settings/recoveryKey';

const UID = 'aaaaabbbbbcccccdddddeeeeefffff00';
const KEYS = { kA: 'a'.repeat(64), kB: '0123456789abcdef'.repeat(4) };

describe('makeRecoveryKey', () => {
  it('makes a 32-character key starting with A whose id and data are those of the account', async () => {
    const made = await makeRecoveryKey(UID, KEYS);
    expect(made.key).toMatch(/^A[0-9A-HJKMNP-TV-Z]{31}$/);
    const key = parseRecoveryKey(made.key)!;
    expect(made.recoveryKeyId).toBe(await recoveryKeyId(key, UID));
    expect(made.recoveryKeyId).toMatch(/^[0-9a-f]{32}$/);
    expect(await decryptRecoveryData(key, UID, made.recoveryData)).toEqual(KEYS);
    // The server gets the id and the JWE only: neither holds the key or kB in the clear.
    expect(made.recoveryData).not.toContain(KEYS.kB);
    await expect(decryptRecoveryData(key, 'b'.repeat(32), made.recoveryData)).rejects.toMatchObject({ errno: 159 });
  });

  it('makes a new key each time', async () => {
    const [one, two] = await Promise.all([makeRecoveryKey(UID, KEYS), makeRecoveryKey(UID, KEYS)]);
    expect(one.key).not.toBe(two.key);
    expect(one.recoveryKeyId).not.toBe(two.recoveryKeyId);
  });
});

describe('the key as shown and saved', () => {
  it('groups the 32 characters in eight groups of four', () => {
    expect(groupedRecoveryKey('ABCDEFGHJKMNPQRSTVWXYZ0123456789')).toBe('ABCD EFGH JKMN PQRS TVWX YZ01 2345 6789');
  });

  it('writes the file as heading, account, and the grouped key', () => {
    expect(recoveryKeyFile('ABCDEFGHJKMNPQRSTVWXYZ0123456789', 'Key', 'someone@example.com')).toBe(
      'Key\r\nsomeone@example.com\r\n\r\nABCD EFGH JKMN PQRS TVWX YZ01 2345 6789\r\n',
    );
  });
});

describe('hintProblem', () => {
  it('accepts a hint of up to 255 characters', () => {
    expect(hintProblem('In the drawer')).toBeUndefined();
    expect(hintProblem('x'.repeat(255))).toBeUndefined();
    expect(hintProblem('Im Schrank 🔑')).toBeUndefined();
  });

  it('refuses an empty hint, a longer one, and control, private-use or lone surrogate characters', () => {
    expect(hintProblem('  ')).toEqual({ ftlId: 'settings-recovery-key-hint-required' });
    expect(hintProblem('x'.repeat(256))).toEqual({ ftlId: 'settings-recovery-key-hint-too-long', args: { max: '255' } });
    expect(hintProblem('a\u0007b')).toEqual({ ftlId: 'settings-recovery-key-hint-characters' });
    expect(hintProblem('a\ue000b')).toEqual({ ftlId: 'settings-recovery-key-hint-characters' });
    expect(hintProblem('a\ud800b')).toEqual({ ftlId: 'settings-recovery-key-hint-characters' });
  });
});
