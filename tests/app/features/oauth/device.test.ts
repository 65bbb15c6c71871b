// How /device keeps a typed user code, and the server's reading of one: the
// same code whatever its case, dashes or spaces, and nothing outside the
// alphabet a device shows.
import { describe, expect, it } from 'vitest';
import { typedUserCode } from '../../../../app/features/oauth/Device/container';
import { USER_CODE_ALPHABET, normalUserCode, shownUserCode } from '../../../../server/oauth/device-grant';

describe('a typed user code', () => {
  it.each([
    ['BCDF-GHJK', 'BCDFGHJK'],
    ['bcdf-ghjk', 'BCDFGHJK'],
    [' bcdf ghjk ', 'BCDFGHJK'],
    ['BCDFGHJKL', 'BCDFGHJK'],
    [undefined, ''],
  ])('%j is kept as %j on the page', (typed, kept) => {
    expect(typedUserCode(typed)).toBe(kept);
  });

  it.each([
    ['BCDF-GHJK', 'BCDFGHJK'],
    ['bcdf ghjk', 'BCDFGHJK'],
    ['b-c-d-f-g-h-j-k', 'BCDFGHJK'],
  ])('%j reads as %j on the server', (typed, code) => {
    expect(normalUserCode(typed)).toBe(code);
  });

  it.each(['BCDF-GHJ', 'BCDF-GHJKL', 'AEIO-UBCD', 'BCDF-GHJ1', ''])('%j is no user code', (typed) => {
    expect(normalUserCode(typed)).toBeUndefined();
  });

  it('is shown as XXXX-XXXX, of twenty consonants none of which reads like another', () => {
    expect(shownUserCode('BCDFGHJK')).toBe('BCDF-GHJK');
    expect(USER_CODE_ALPHABET).toHaveLength(20);
    expect(USER_CODE_ALPHABET).not.toMatch(/[AEIOUY01]/);
  });
});
