import { describe, expect, it } from 'vitest';
import { checkAge, confirmationProblem, loadCommonPasswords, newPasswordProblem } from '../../../../app/features/signup/passwordRules';

describe('new password rules (SPEC §5.4)', () => {
  const common = new Set(['password123']);

  it.each([
    ['short', 1009],
    ['1234567', 1009],
    ['someone@example.com', 1057],
    ['SOMEONE@example.com', 1057],
    ['password123', 1058],
    ['PassWord123', 1058],
    ['correct horse battery', undefined],
  ])('%s → %s', (password, errno) => {
    expect(newPasswordProblem(password, 'someone@example.com', common)).toBe(errno);
  });

  it('a confirmation that differs is 1004', () => {
    expect(confirmationProblem('abcdefgh', 'abcdefgx')).toBe(1004);
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
});
