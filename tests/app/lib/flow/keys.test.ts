// Which sign-ins are the browser's sync (they fetch the account's keys and may
// offer a recovery key), and that only a key fetch gives kA as well as kB.
import { describe, expect, it } from 'vitest';
import { heldAccountKeys, holdKb, isSyncSignIn } from '../../../../app/lib/flow';
import { createSensitiveData } from '../../../../app/lib/storage';

describe('isSyncSignIn', () => {
  it.each([
    ['?service=sync', true],
    ['?service=sync&email=someone%40example.com', true],
    ['?context=fx_desktop_v3', true],
    ['?context=oauth_webchannel_v1&client_id=0123456789abcdef', true],
    ['', false],
    ['?service=relay', false],
    ['?client_id=0123456789abcdef&scope=openid&state=s', false],
    ['?context=web', false],
  ])('%s → %s', (search, expected) => {
    expect(isSyncSignIn(search)).toBe(expected);
  });
});

describe('heldAccountKeys', () => {
  it('is undefined when the flow holds kB alone (a sign-up) or nothing for the account', async () => {
    const sensitive = createSensitiveData();
    const api = {
      accountKeys: () => Promise.reject(new Error('no key fetch is held')),
    };
    expect(await heldAccountKeys(api, sensitive, 'a'.repeat(32))).toBeUndefined();
    holdKb(sensitive, 'a'.repeat(32), 'b'.repeat(64));
    expect(await heldAccountKeys(api, sensitive, 'a'.repeat(32))).toBeUndefined();
    expect(await heldAccountKeys(api, sensitive, 'c'.repeat(32))).toBeUndefined();
  });
});
