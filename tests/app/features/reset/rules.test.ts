import { describe, expect, it } from 'vitest';
import {
  GROUPED_RECOVERY_KEY_LENGTH,
  emailProblem,
  groupRecoveryKey,
  nextAfterCode,
  nextAfterSecondFactor,
  secondFactorPath,
  secondFactors,
} from '../../../../app/features/reset/rules';
import type { ResetPaths } from '../../../../app/features/reset/rules';
import { formatRecoveryKey, generateRecoveryKey, parseRecoveryKey } from '../../../../app/lib/crypto';

const plain: ResetPaths = { totp: false, backupCodes: 0, recoveryKey: false };

describe('the ways forward after the emailed code: every way the account has, and only those', () => {
  it.each<[string, ResetPaths, string[], string]>([
    ['a plain account', plain, [], '/complete_reset_password'],
    ['a recovery key only', { ...plain, recoveryKey: true }, [], '/reset_password_totp_recovery_choice'],
    ['an authenticator only', { ...plain, totp: true }, ['totp'], '/confirm_totp_reset_password'],
    ['an authenticator and backup codes', { ...plain, totp: true, backupCodes: 8 }, ['totp', 'backup-code'], '/reset_password_totp_recovery_choice'],
    ['an authenticator, its codes all used, and a phone', { ...plain, totp: true, backupCodes: 0, phoneDigits: '1234' }, ['totp', 'phone'], '/reset_password_totp_recovery_choice'],
    ['everything', { totp: true, backupCodes: 3, phoneDigits: '1234', recoveryKey: true }, ['totp', 'backup-code', 'phone'], '/reset_password_totp_recovery_choice'],
    ['an authenticator and a recovery key', { ...plain, totp: true, recoveryKey: true }, ['totp'], '/reset_password_totp_recovery_choice'],
    // Backup codes and a phone prove nothing without two-step authentication: not offered.
    ['backup codes and a phone without two-step authentication', { ...plain, backupCodes: 5, phoneDigits: '1234' }, [], '/complete_reset_password'],
  ])('%s', (_name, paths, factors, next) => {
    expect(secondFactors(paths)).toEqual(factors);
    expect(nextAfterCode(paths)).toBe(next);
  });

  it('each second factor has its page, and after it the key when chosen, else the new password', () => {
    expect(secondFactorPath('totp')).toBe('/confirm_totp_reset_password');
    expect(secondFactorPath('backup-code')).toBe('/confirm_backup_code_reset_password');
    expect(secondFactorPath('phone')).toBe('/reset_password_recovery_phone');
    expect(nextAfterSecondFactor(true)).toBe('/account_recovery_confirm_key');
    expect(nextAfterSecondFactor(false)).toBe('/complete_reset_password');
  });
});

describe('a recovery key as it is typed: groups of 4 (SPEC §5.4)', () => {
  it.each([
    ['', ''],
    ['a', 'A'],
    ['abcd', 'ABCD'],
    ['abcde', 'ABCD E'],
    ['ABCD E', 'ABCD E'],
    ['ABCD-EFGH-JKMN', 'ABCD EFGH JKMN'],
    ['  abcd   efgh ', 'ABCD EFGH'],
    // More than 32 characters: the rest is not taken.
    ['A'.repeat(40), 'AAAA AAAA AAAA AAAA AAAA AAAA AAAA AAAA'],
    // A character outside the alphabet stays, for the person to see and correct.
    ['abc!', 'ABC!'],
  ])('%j → %j', (typed, shown) => {
    expect(groupRecoveryKey(typed)).toBe(shown);
  });

  it('a generated key typed in lower case is shown in 8 groups of 4 and parses to the same bytes', () => {
    const key = generateRecoveryKey();
    const grouped = groupRecoveryKey(formatRecoveryKey(key).toLowerCase());
    expect(grouped).toHaveLength(GROUPED_RECOVERY_KEY_LENGTH);
    expect(grouped).toMatch(/^([0-9A-Z]{4} ){7}[0-9A-Z]{4}$/);
    expect(grouped.replace(/ /g, '')).toBe(formatRecoveryKey(key));
    expect(Array.from(parseRecoveryKey(grouped) ?? [])).toEqual(Array.from(key));
  });
});

describe('the address, checked before a code is sent', () => {
  it.each([
    ['', 'EMAIL_REQUIRED'],
    ['someone', 'EMAIL_REQUIRED'],
    ['someone@', 'EMAIL_REQUIRED'],
    ['some one@example.com', 'EMAIL_REQUIRED'],
    ['someone@example.com', undefined],
    [' someone@example.com ', undefined],
  ])('%j → %s', (email, problem) => {
    expect(emailProblem(email)).toBe(problem);
  });
});
