import { describe, expect, it } from 'vitest';
import { avatarLetter, isCustomAvatar } from '../../../../app/features/settings/avatar';

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

describe('custom or default avatar (SPEC §3.2)', () => {
  const profileServer = 'https://profile.example.com';
  it.each([
    ['an uploaded picture elsewhere', { id: 'abc123', url: 'https://images.example.net/abc123' }, true],
    ['a picture on the profile server', { id: 'abc123', url: 'https://profile.example.com/v1/avatar/a' }, false],
    ["an upload the profile server serves as user content", { id: 'abc123', url: 'https://profile.example.com/user-content/avatars/abc123' }, true],
    ["an id starting with 'default'", { id: 'default-a', url: 'https://images.example.net/a' }, false],
    ['no address', { id: 'abc123', url: null }, false],
    ['no avatar', null, false],
  ])('%s → custom %s', (_name, avatar, custom) => {
    expect(isCustomAvatar(avatar, profileServer)).toBe(custom);
  });
});
