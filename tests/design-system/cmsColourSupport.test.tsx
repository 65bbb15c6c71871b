// @vitest-environment happy-dom
// The colour checks of CMS branding are loaded on first need: until they are,
// a branded button and the layout keep the theme's colours; once loaded, the
// checked colours apply, and later renders have them from the start.
import { describe, expect, it } from 'vitest';
import { LocalizationProvider } from '@fluent/react';
import { act } from 'react';
import type { ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { Button, loadCmsColourSupport } from '../../design-system/components/Button';
import { Layout } from '../../design-system/components/Layout';
import { ThemeProvider } from '../../design-system/tokens';
import { englishL10n } from './render';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const CMS_BACKGROUND = 'rgb(255, 213, 103)';
const CMS_PAGE = 'rgb(233, 247, 241)';

/** Mounts `element` with the providers, synchronously (effects run, nothing awaited). */
function mount(element: ReactElement): () => void {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() => {
    root.render(
      <LocalizationProvider l10n={englishL10n}>
        <ThemeProvider>{element}</ThemeProvider>
      </LocalizationProvider>,
    );
  });
  return () => {
    act(() => root.unmount());
    container.remove();
  };
}

/** Every style rule the page holds, as styled-components wrote them. */
function styles(): string {
  return [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
}

describe('CMS colours load on first need', () => {
  it('keeps the theme colours until the checks are loaded, then applies the checked colours', async () => {
    const unmount = mount(
      <Layout cmsBackgrounds={{ default: '#e9f7f1' }}>
        <Button cmsBackground="#FFD567">Go</Button>
        <Button cmsBackground="red; background: url(https://example.com/x.png)">Unsafe</Button>
      </Layout>,
    );
    expect(styles()).not.toContain(CMS_BACKGROUND);
    expect(styles()).not.toContain(CMS_PAGE);

    await act(async () => {
      await loadCmsColourSupport();
    });
    expect(styles()).toContain(CMS_BACKGROUND);
    expect(styles()).toContain(CMS_PAGE);
    expect(styles()).not.toContain('url(');
    unmount();
  });

  it('gives the checked colours on the first render once loaded', async () => {
    await loadCmsColourSupport();
    const unmount = mount(<Button cmsBackground="rgb(91, 33, 182)">Go</Button>);
    expect(styles()).toContain('rgb(91, 33, 182)');
    unmount();
  });
});
