import { describe, expect, it } from 'vitest';
import { ERRNO } from '../../../../app/api';
import { checkNewPassword, confirmationProblem, loadCommonPasswords, newPasswordProblem } from '../../../../app/lib/flow';

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

describe('checking both fields before anything is sent', () => {
  it.each([
    [{ password: 'short', confirmation: 'short' }, { password: { ftlId: 'auth-error-1009' } }],
    [{ password: 'someone@example.com', confirmation: 'x' }, { password: { ftlId: 'auth-error-1057' } }],
    [{ password: 'a long new password', confirmation: 'a long new passwore' }, { confirmation: { ftlId: 'auth-error-1004' } }],
    [{ password: 'a long new password', confirmation: 'a long new password' }, {}],
  ])('%j → %j', async (values, errors) => {
    expect(await checkNewPassword(values, 'someone@example.com')).toEqual(errors);
  });
});
