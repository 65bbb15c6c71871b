// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { usePageTitle } from '../../../../app/lib/page';
import { renderHook } from '../../../support/render';

describe('usePageTitle (SPEC §1)', () => {
  it.each([
    { rule: "a page title gives '{title} | {product} accounts'", title: 'Sign in', expected: 'Sign in | Orbit accounts' },
    { rule: "no page title gives '{product} accounts'", title: undefined, expected: 'Orbit accounts' },
  ])('$rule', async ({ title, expected }) => {
    await renderHook(() => usePageTitle(title));
    expect(document.title).toBe(expected);
  });
});
