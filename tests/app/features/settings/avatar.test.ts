import { describe, expect, it } from 'vitest';
import { avatarLetter } from '../../../../app/features/settings/avatar';

describe('default avatar letter (SPEC §3.2)', () => {
  it.each([
    ['Ada', 'someone@example.com', 'A'],
    ['  ', 'someone@example.com', 's'],
    ['!!!', 'someone@example.com', 's'],
    ['', 'someone@example.com', 's'],
    [null, 'someone@example.com', 's'],
    ['Élodie', 'x@example.com', 'É'],
    [null, '', '?'],
    [undefined, undefined, '?'],
  ])('display name %j, email %j → %s', (displayName, email, letter) => {
    expect(avatarLetter(displayName, email)).toBe(letter);
  });
});
