// How the pseudo-locale walk judges a shown string: what a person could read
// as English, once the values a story or journey supplies are taken out.
import { describe, expect, it } from 'vitest';
import { withoutAllowed } from '../../e2e/support/pseudo';

describe('judging a shown string for hard-coded English', () => {
  it('takes out a supplied value even where invisible joiners keep it on one line', () => {
    const shown = { text: 'Ŏńļý ⁨BCDF\u2060-\u2060GHJK⁩.', inLanguageList: false };
    expect(withoutAllowed(shown, { userValues: ['BCDF-GHJK'] })).not.toMatch(/[A-Za-z]/);
  });

  it('still finds English around a supplied value', () => {
    const shown = { text: 'Only allow this if your device shows BCDF\u2060-\u2060GHJK.', inLanguageList: false };
    expect(withoutAllowed(shown, { userValues: ['BCDF-GHJK'] })).toMatch(/Only allow/);
  });
});
