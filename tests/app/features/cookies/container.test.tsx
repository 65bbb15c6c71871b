// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { CookiesDisabledContainer } from '../../../../app/features/cookies';
import type { BrowserStorageEnvironment, CookiesMetricsEvent } from '../../../../app/features/cookies/retry';
import { renderRoutes } from '../../../support/render';
import { BlockedStorage, MemoryStorage } from '../../lib/storage/memoryStorage';

async function render(entries: string[], cookieEnabled: boolean) {
  const events: CookiesMetricsEvent[] = [];
  const environment = (search: string): BrowserStorageEnvironment => ({
    cookieEnabled,
    getLocalStorage: () => (cookieEnabled ? new MemoryStorage() : new BlockedStorage()),
    getSessionStorage: () => new MemoryStorage(),
    search,
  });
  const { router, container } = await renderRoutes(
    [
      { path: '/', element: <h1>Entry</h1> },
      { path: '/content', element: <h1>Content</h1> },
      {
        path: '/cookies_disabled',
        element: <CookiesDisabledContainer environment={environment} onMetricsEvent={(event) => events.push(event)} />,
      },
    ],
    entries,
  );
  const tryAgain = async () => {
    const button = container.querySelector<HTMLButtonElement>('#cookies-disabled-try-again');
    expect(button).not.toBeNull();
    await act(async () => {
      button?.click();
    });
  };
  return { router, container, events, tryAgain };
}

describe('the cookies-disabled container', () => {
  it.each([
    { rule: 'storage and cookies working, no contentRedirect → back one step', entries: ['/', '/content', '/cookies_disabled'], landing: '/content' },
    { rule: 'storage and cookies working, contentRedirect → back two steps', entries: ['/', '/content', '/cookies_disabled?contentRedirect=1'], landing: '/' },
  ])('$rule', async ({ entries, landing }) => {
    const { router, events, tryAgain } = await render(entries, true);
    await tryAgain();
    expect(router.state.location.pathname).toBe(landing);
    expect(events).toEqual(['cookies-disabled.try-again-submit', 'cookies-disabled.try-again-success']);
  });

  it('stays and shows the assertive error banner while they are still off, once per try', async () => {
    const { router, container, events, tryAgain } = await render(['/', '/cookies_disabled'], false);
    await tryAgain();
    const alert = container.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain('Local storage or cookies are still disabled');
    expect(alert?.getAttribute('aria-live')).toBe('assertive');
    expect(router.state.location.pathname).toBe('/cookies_disabled');
    await tryAgain();
    expect(container.querySelectorAll('[role="alert"]')).toHaveLength(1);
    expect(events).toEqual([
      'cookies-disabled.try-again-submit',
      'cookies-disabled.try-again-fail',
      'cookies-disabled.try-again-submit',
      'cookies-disabled.try-again-fail',
    ]);
  });
});
