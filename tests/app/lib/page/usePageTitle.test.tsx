// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { FluentBundle, FluentResource } from '@fluent/bundle';
import { LocalizationProvider, ReactLocalization } from '@fluent/react';
import { MemoryRouter } from 'react-router';
import { usePageTitle } from '../../../../app/lib/page';

function l10n(): ReactLocalization {
  const bundle = new FluentBundle('en');
  bundle.addResource(new FluentResource('-product-name = Orbit\n'));
  bundle.addResource(new FluentResource(readFileSync('app/lib/page/en.ftl', 'utf8')));
  return new ReactLocalization([bundle]);
}

function Page({ title }: { title?: string }) {
  usePageTitle(title);
  return null;
}

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

describe('usePageTitle (SPEC §1)', () => {
  it.each([
    { rule: "a page title gives '{title} | {product} accounts'", title: 'Sign in', expected: 'Sign in | Orbit accounts' },
    { rule: "no page title gives '{product} accounts'", title: undefined, expected: 'Orbit accounts' },
  ])('$rule', async ({ title, expected }) => {
    const root = createRoot(document.createElement('div'));
    await act(async () => {
      root.render(
        <LocalizationProvider l10n={l10n()}>
          <MemoryRouter>
            <Page title={title} />
          </MemoryRouter>
        </LocalizationProvider>,
      );
    });
    expect(document.title).toBe(expected);
    act(() => root.unmount());
  });
});
