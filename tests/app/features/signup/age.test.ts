import { describe, expect, it } from 'vitest';
import { ERRNO } from '../../../../app/api';
import { checkAge } from '../../../../app/features/signup/age';

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
