import { describe, expect, it } from 'vitest';
import { ERRNO } from '../../../../app/api';
import { checkAge, confirmationProblem, loadCommonPasswords, newPasswordProblem } from '../../../../app/features/signup/passwordRules';

describe('new password rules (SPEC §5.4)', () => {
  const common = new Set(['password123']);

  it.each([
    ['short', 'PASSWORD_TOO_SHORT', 1009],
    ['1234567', 'PASSWORD_TOO_SHORT', 1009],
    ['someone@example.com', 'PASSWORD_SAME_AS_EMAIL', 1057],
    ['SOMEONE@example.com', 'PASSWORD_SAME_AS_EMAIL', 1057],
    ['password123', 'PASSWORD_TOO_COMMON', 1058],
    ['PassWord123', 'PASSWORD_TOO_COMMON', 1058],
    ['correct horse battery', undefined, undefined],
  ])('%s → %s (%s)', (password, key, errno) => {
    const problem = newPasswordProblem(password, 'someone@example.com', common);
    expect(problem).toBe(key);
    // The name is the catalogue's entry of the errno SPEC §8.2 gives the rule.
    expect(problem && ERRNO[problem]).toBe(errno);
  });

  it('a confirmation that differs is 1004', () => {
    expect(confirmationProblem('abcdefgh', 'abcdefgx')).toBe('PASSWORDS_DO_NOT_MATCH');
    expect(ERRNO.PASSWORDS_DO_NOT_MATCH).toBe(1004);
    expect(confirmationProblem('abcdefgh', 'abcdefgh')).toBeUndefined();
  });

  it('the shipped list holds only passwords long enough to pass the length rule', async () => {
    const list = await loadCommonPasswords();
    expect(list.size).toBeGreaterThan(100);
    expect(list.has('password123')).toBe(true);
    for (const entry of list) expect(entry.length).toBeGreaterThanOrEqual(8);
  });
});

describe('age question', () => {
  it.each([
    ['', 'missing'],
    ['  ', 'missing'],
    ['abc', 'invalid'],
    ['-4', 'invalid'],
    ['0', 'invalid'],
    ['200', 'invalid'],
    ['12', 'too-young'],
    ['13', 'ok'],
    ['45', 'ok'],
  ])('%j is %s', (age, kind) => {
    expect(checkAge(age).kind).toBe(kind);
  });

  it('names the catalogue errors 1031 (missing) and 1032 (not a valid age)', () => {
    expect(checkAge('')).toEqual({ kind: 'missing', error: 'AGE_REQUIRED' });
    expect(checkAge('abc')).toEqual({ kind: 'invalid', error: 'INVALID_AGE' });
    expect([ERRNO.AGE_REQUIRED, ERRNO.INVALID_AGE]).toEqual([1031, 1032]);
  });
});
