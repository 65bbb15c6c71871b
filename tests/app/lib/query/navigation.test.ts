import { afterEach, describe, expect, it, vi } from 'vitest';
import { HARD_NAVIGATION_DELAY_MS, hardNavigate, withCurrentQuery } from '../../../../app/lib/query';

afterEach(() => {
  vi.useRealTimers();
});

describe('in-app navigation (SPEC §2.8)', () => {
  const current = { search: '?client_id=abc&service=sync', hash: '#top' };

  it.each([
    { rule: 'carries the current query and hash', target: '/signin', expected: '/signin?client_id=abc&service=sync#top' },
    { rule: 'keeps a target that has its own query', target: '/signin?email=x', expected: '/signin?email=x' },
    { rule: "uses the target's own hash", target: '/settings#emails', expected: '/settings?client_id=abc&service=sync#emails' },
  ])('$rule', ({ target, expected }) => {
    expect(withCurrentQuery(target, current)).toBe(expected);
  });

  it('adds nothing when the current page has no query or hash', () => {
    expect(withCurrentQuery('/signup', { search: '', hash: '' })).toBe('/signup');
  });

  it('a hard navigation waits 200 ms', async () => {
    vi.useFakeTimers();
    const assign = vi.fn();
    const done = hardNavigate('https://rp.example/cb', { assign });
    await vi.advanceTimersByTimeAsync(HARD_NAVIGATION_DELAY_MS - 1);
    expect(assign).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(assign).toHaveBeenCalledWith('https://rp.example/cb');
    expect(HARD_NAVIGATION_DELAY_MS).toBe(200);
  });
});
