import { describe, expect, it } from 'vitest';
import {
  cookiesRetryHistorySteps,
  createLocalAccounts,
  createNamespacedStorage,
  parseResumeToken,
  selectAccountFromQuery,
  uniqueUserIdFromResume,
} from '../../../../app/lib/storage';
import { MemoryStorage } from './memoryStorage';

function accounts() {
  const local = createLocalAccounts(createNamespacedStorage(new MemoryStorage()));
  local.save({ uid: 'u1', email: 'one@example.org' });
  local.save({ uid: 'u2', email: 'two@example.org' });
  local.setCurrent('u1');
  return local;
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

describe('query parameters acting on stored state (SPEC §2.8)', () => {
  it.each([
    { rule: 'uid selects a stored account as current', search: '?uid=u2', current: 'u2' },
    { rule: 'an unknown uid keeps the current account', search: '?uid=u9', current: 'u1' },
    { rule: 'no uid keeps the current account', search: '', current: 'u1' },
  ])('$rule', ({ search, current }) => {
    const local = accounts();
    expect(selectAccountFromQuery(local, search)?.uid).toBe(current);
    expect(local.current()?.uid).toBe(current);
  });

  it.each([
    { rule: 'a resume token carrying uniqueUserId', resume: b64({ uniqueUserId: 'abc' }), expected: 'abc' },
    { rule: 'the empty resume value e30=', resume: 'e30=', expected: undefined },
    { rule: 'a token that is not base64 JSON', resume: '%%%', expected: undefined },
    { rule: 'no token', resume: null, expected: undefined },
  ])('$rule → uniqueUserId $expected', ({ resume, expected }) => {
    expect(uniqueUserIdFromResume(resume)).toBe(expected);
  });

  it("'e30=' decodes to an empty object", () => {
    expect(parseResumeToken('e30=')).toEqual({});
  });
});

describe('cookies-disabled retry (SPEC §2.4)', () => {
  it.each([
    { search: '', steps: -1 },
    { search: '?contentRedirect=true', steps: -2 },
  ])('$search goes back $steps', ({ search, steps }) => {
    expect(cookiesRetryHistorySteps(search)).toBe(steps);
  });
});
