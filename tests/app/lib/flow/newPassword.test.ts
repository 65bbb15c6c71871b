import { describe, expect, it } from 'vitest';
import { ERRNO } from '../../../../app/api';
import type { PasswordRangeResponse } from '../../../../app/api';
import { checkChangePassword } from '../../../../app/features/settings/password';
import { checkNewPassword, confirmationProblem, isKnownCompromised, loadCommonPasswords, newPasswordProblem, passwordSha1 } from '../../../../app/lib/flow';
import type { RangeSource } from '../../../../app/lib/flow';

/**
 * A range source answering as the server's range operation does, from a list of
 * passwords' hashes (each seen `count` times), padded with entries of count 0; it
 * records the prefixes it is asked for.
 */
function rangeOf(breached: Record<string, number>, padding: readonly string[] = []) {
  const asked: string[] = [];
  const source: RangeSource = {
    async passwordRange(prefix: string): Promise<PasswordRangeResponse> {
      asked.push(prefix);
      const suffixes = [];
      for (const [password, count] of Object.entries(breached)) {
        const hash = await passwordSha1(password);
        if (hash.startsWith(prefix)) suffixes.push({ suffix: hash.slice(5), count });
      }
      for (const password of padding) {
        const hash = await passwordSha1(password);
        if (hash.startsWith(prefix)) suffixes.push({ suffix: hash.slice(5), count: 0 });
      }
      return { suffixes };
    },
  };
  return { source, asked };
}

const NOTHING_BREACHED = rangeOf({}).source;

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
    expect(await checkNewPassword(values, 'someone@example.com', NOTHING_BREACHED)).toEqual(errors);
  });
});

describe('the breach check, by k-anonymity', () => {
  it('takes the SHA-1 of the password’s UTF-8 bytes in upper-case hexadecimal', async () => {
    expect(await passwordSha1('password')).toBe('5BAA61E4C9B93F3F0682250B6CF8331B7EE68FD8');
    expect(await passwordSha1('pässwörd')).toMatch(/^[0-9A-F]{40}$/);
  });

  it('sends only the first five characters of the hash, and compares the suffixes here', async () => {
    const { source, asked } = rangeOf({ 'correct horse battery': 3 });
    expect(await isKnownCompromised('correct horse battery', source)).toBe(true);
    expect(await isKnownCompromised('a stranger password', source)).toBe(false);
    expect(asked).toEqual([(await passwordSha1('correct horse battery')).slice(0, 5), (await passwordSha1('a stranger password')).slice(0, 5)]);
  });

  it('takes an entry of count 0 for padding, never for a match', async () => {
    expect(await isKnownCompromised('padded password', rangeOf({}, ['padded password']).source)).toBe(false);
  });

  it('is undecided when the range cannot be had, and the password then passes', async () => {
    const failing: RangeSource = { passwordRange: () => Promise.reject(new Error('offline')) };
    expect(await isKnownCompromised('correct horse battery', failing)).toBeUndefined();
    expect(await checkNewPassword({ password: 'correct horse battery', confirmation: 'correct horse battery' }, 'someone@example.com', failing)).toEqual({});
  });

  it('refuses a breached new password under its field with 1068, after the rules, asking nothing when a rule already refuses', async () => {
    const { source, asked } = rangeOf({ 'correct horse battery': 1 });
    const values = { password: 'correct horse battery', confirmation: 'correct horse battery' };
    expect(await checkNewPassword(values, 'someone@example.com', source)).toEqual({ password: { ftlId: 'auth-error-1068' } });
    expect(ERRNO.PASSWORD_COMPROMISED).toBe(1068);
    asked.length = 0;
    expect(await checkNewPassword({ password: 'short', confirmation: 'short' }, 'someone@example.com', source)).toEqual({ password: { ftlId: 'auth-error-1009' } });
    expect(await checkNewPassword({ ...values, confirmation: 'correct horse batterx' }, 'someone@example.com', source)).toEqual({ confirmation: { ftlId: 'auth-error-1004' } });
    expect(asked).toEqual([]);
  });

  it('refuses a breached password on the change too, after it is found to differ from the current one', async () => {
    const { source, asked } = rangeOf({ 'correct horse battery': 1 });
    const values = { current: 'the old password', password: 'correct horse battery', confirmation: 'correct horse battery' };
    expect(await checkChangePassword(values, 'someone@example.com', source)).toEqual({ password: { ftlId: 'auth-error-1068' } });
    asked.length = 0;
    expect(await checkChangePassword({ ...values, current: 'correct horse battery' }, 'someone@example.com', source)).toEqual({ password: { ftlId: 'auth-error-1008' } });
    expect(asked).toEqual([]);
  });
});
