// @vitest-environment happy-dom
// /clear forgets the app's stored state and nothing else of the origin.
import { expect, it } from 'vitest';
import { clearStoredState } from '../../../../app/features/browserChannel/Clear/container';
import { SESSION_NAMESPACE, STORAGE_NAMESPACE } from '../../../../app/lib/storage';

it("removes the app's local and session keys and keeps the rest of the origin's", () => {
  window.localStorage.setItem(`${STORAGE_NAMESPACE}.accounts`, '{}');
  window.localStorage.setItem(`${STORAGE_NAMESPACE}.currentAccountUid`, '"u1"');
  window.localStorage.setItem('language', 'de');
  window.sessionStorage.setItem(`${SESSION_NAMESPACE}.oauth`, '{}');
  clearStoredState(window.localStorage, window.sessionStorage);
  expect(Object.keys(window.localStorage)).toEqual(['language']);
  expect(window.sessionStorage.length).toBe(0);
});
