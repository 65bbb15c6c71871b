import { describe, expect, it } from 'vitest';
import { DISPLAY_NAME_MAX_LENGTH, displayNameProblem } from '../../../../app/features/settings/rules';

describe('display name rules (SPEC §5.4)', () => {
  it.each([
    ['a plain name', 'Ada Lovelace', undefined],
    ['letters of other scripts', 'אדה 愛達 Ådа', undefined],
    ['a character beyond the basic plane (a well-formed pair)', 'Ada 𝔄', undefined],
    ['emoji', 'Ada 🚀', undefined],
    ['empty (removes the name)', '', undefined],
    ['a tab (control)', 'Ada\tL', 'characters'],
    ['a line break (control)', 'Ada\nL', 'characters'],
    ['a C1 control', 'Ada\u0085', 'characters'],
    ['a private-use character', 'Ada \ue000', 'characters'],
    ['a lone high surrogate', 'Ada \ud800', 'characters'],
    ['a lone low surrogate', 'Ada \udc00 x', 'characters'],
    ['the longest allowed', 'a'.repeat(DISPLAY_NAME_MAX_LENGTH), undefined],
    ['one character too long', 'a'.repeat(DISPLAY_NAME_MAX_LENGTH + 1), 'length'],
  ])('%s → %s', (_name, value, problem) => {
    expect(displayNameProblem(value)).toBe(problem);
  });
});
