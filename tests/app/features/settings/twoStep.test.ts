// The two-step pages' rules: backup codes of the configured shape drawn
// without bias, the key in groups of four, what an app lists for a key URI,
// and when few codes are left.
import { TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { authenticatorEntry, backupCodesFile, groupedKey, isLowOnBackupCodes, makeBackupCodes } from '../../../../app/features/settings/twoStep';

describe('makeBackupCodes', () => {
  it.each([
    [8, 10],
    [5, 12],
    [20, 8],
  ])('makes %i distinct codes of %i lower-case letters and digits', (count, length) => {
    const codes = makeBackupCodes(count, length);
    expect(codes).toHaveLength(count);
    expect(new Set(codes).size).toBe(count);
    for (const code of codes) expect(code).toMatch(new RegExp(`^[a-z0-9]{${length}}$`));
  });

  it('draws bytes again rather than favour the first letters (bytes 252 and above are skipped)', () => {
    const bytes = [255, 252, 0, 35, 36, 251];
    let next = 0;
    const codes = makeBackupCodes(1, 4, (buffer) => buffer.map(() => bytes[next++ % bytes.length]!));
    // 255 and 252 are dropped; 0 → a, 35 → 9, 36 → a, 251 → 251 % 36 = 35 → 9.
    expect(codes).toEqual(['a9a9']);
  });

  it('never returns the same code twice in a set, even from a source that repeats', () => {
    let call = 0;
    const codes = makeBackupCodes(2, 8, (buffer) => buffer.fill(call++ < 2 ? 1 : 2));
    expect(codes).toEqual(['bbbbbbbb', 'cccccccc']);
  });
});

describe('groupedKey', () => {
  it.each([
    ['JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', ['JBSW', 'Y3DP', 'EHPK', '3PXP', 'JBSW', 'Y3DP', 'EHPK', '3PXP']],
    ['JBSWY3DPEH======', ['JBSW', 'Y3DP', 'EH']],
    ['', []],
  ])('shows %s as %j', (secret, groups) => {
    expect(groupedKey(secret)).toEqual(groups);
  });
});

describe('authenticatorEntry', () => {
  it('names the issuer and the account an app lists, from the URI otpauth writes', () => {
    const uri = new TOTP({ issuer: 'Orbit accounts', label: 'ada@example.com', secret: 'JBSWY3DPEHPK3PXP' }).toString();
    expect(authenticatorEntry(uri)).toEqual({ issuer: 'Orbit accounts', account: 'ada@example.com' });
  });
});

describe('isLowOnBackupCodes', () => {
  it.each([
    [0, true],
    [2, true],
    [3, false],
    [8, false],
  ])('%i left is low: %s', (count, low) => {
    expect(isLowOnBackupCodes(count)).toBe(low);
  });
});

describe('backupCodesFile', () => {
  it('holds the heading, the account and one code a line', () => {
    expect(backupCodesFile(['aaaa1111bb', 'cccc2222dd'], 'Backup codes', 'ada@example.com')).toBe('Backup codes\r\nada@example.com\r\n\r\naaaa1111bb\r\ncccc2222dd\r\n');
  });
});
