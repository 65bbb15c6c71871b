// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { FluentBundle, FluentResource } from '@fluent/bundle';
import { LocalizationProvider, ReactLocalization } from '@fluent/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CookiesDisabledContainer } from '../../../../app/features/cookies';
import type { BrowserStorageEnvironment, CookiesMetricsEvent } from '../../../../app/features/cookies';
import { BlockedStorage, MemoryStorage } from '../../lib/storage/memoryStorage';

function localization(): ReactLocalization {
  const bundle = new FluentBundle('en');
  bundle.addResource(new FluentResource('-product-name = Orbit\n'));
  for (const file of ['app/features/cookies/en.ftl', 'locales/en/errors.ftl', 'locales/en/design-system.ftl']) {
    bundle.addResource(new FluentResource(readFileSync(file, 'utf8')));
  }
  return new ReactLocalization([bundle]);
}

let root: Root | undefined;
let container: HTMLElement | undefined;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = undefined;
});

async function render(entries: string[], cookieEnabled: boolean) {
  const events: CookiesMetricsEvent[] = [];
  const environment = (search: string): BrowserStorageEnvironment => ({
    cookieEnabled,
    getLocalStorage: () => (cookieEnabled ? new MemoryStorage() : new BlockedStorage()),
    getSessionStorage: () => new MemoryStorage(),
    search,
  });
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>Entry</h1> },
      { path: '/content', element: <h1>Content</h1> },
      {
        path: '/cookies_disabled',
        element: <CookiesDisabledContainer environment={environment} onMetricsEvent={(event) => events.push(event)} />,
      },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => {
    root?.render(
      <LocalizationProvider l10n={localization()}>
        <RouterProvider router={router} />
      </LocalizationProvider>,
    );
  });
  const tryAgain = async () => {
    const button = container?.querySelector<HTMLButtonElement>('#cookies-disabled-try-again');
    expect(button).not.toBeNull();
    await act(async () => {
      button?.click();
    });
  };
  return { router, events, tryAgain };
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
    const { router, events, tryAgain } = await render(['/', '/cookies_disabled'], false);
    await tryAgain();
    const alert = container?.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain('Local storage or cookies are still disabled');
    expect(alert?.getAttribute('aria-live')).toBe('assertive');
    expect(router.state.location.pathname).toBe('/cookies_disabled');
    await tryAgain();
    expect(container?.querySelectorAll('[role="alert"]')).toHaveLength(1);
    expect(events).toEqual([
      'cookies-disabled.try-again-submit',
      'cookies-disabled.try-again-fail',
      'cookies-disabled.try-again-submit',
      'cookies-disabled.try-again-fail',
    ]);
  });
});
