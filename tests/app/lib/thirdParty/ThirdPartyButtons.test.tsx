// @vitest-environment happy-dom
// The provider buttons on a page the server drew: a press made before the
// app has taken the page over is held by the head script, like any form's,
// and goes on to the provider once it has, instead of being lost; after
// that a press leaves at once. A provider already being left for takes no
// second press.
import { LocalizationProvider } from '@fluent/react';
import { act } from 'react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HELD_SUBMIT_SCRIPT, releaseHeldSubmit, takeOverFromServer } from '../../../../app/lib/ssr/heldSubmit';
import { ThirdPartyButtons } from '../../../../app/lib/thirdParty';
import type { ThirdPartyProvider } from '../../../../app/lib/thirdParty';
import { ThemeProvider } from '../../../../design-system/tokens';
import { englishL10n } from '../../../design-system/render';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLElement;
let root: Root | undefined;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  releaseHeldSubmit(document);
  container.remove();
  vi.useRealTimers();
});

function page(onContinue: (provider: ThirdPartyProvider) => void, leavingFor?: ThirdPartyProvider): ReactElement {
  return (
    <LocalizationProvider l10n={englishL10n}>
      <ThemeProvider>
        <ThirdPartyButtons providers={['google', 'apple']} onContinue={onContinue} {...(leavingFor ? { leavingFor } : {})} />
      </ThemeProvider>
    </LocalizationProvider>
  );
}

/** Presses a provider's button as a browser does: its form is submitted with it as the submitter. */
function press(provider: ThirdPartyProvider): void {
  const button = container.querySelector<HTMLButtonElement>(`#third-party-${provider}`)!;
  button.form!.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: button }));
}

describe('the provider buttons', () => {
  it('keep a press made before the app took the page over, and leave for that provider once it has', async () => {
    vi.useFakeTimers();
    const onContinue = vi.fn();
    container.innerHTML = renderToString(page(onContinue));
    new Function(HELD_SUBMIT_SCRIPT)();
    expect(container.querySelector('#third-party-apple')?.getAttribute('type')).toBe('submit');

    press('apple');
    const form = container.querySelector('form')!;
    vi.spyOn(form, 'requestSubmit').mockImplementation((submitter) => {
      form.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: submitter ?? null }));
    });
    await act(async () => {
      root = hydrateRoot(container, page(onContinue));
    });
    expect(onContinue).not.toHaveBeenCalled();
    act(() => takeOverFromServer(document, container));
    await act(async () => vi.runAllTimers());
    expect(onContinue).toHaveBeenCalledTimes(1);
    expect(onContinue).toHaveBeenCalledWith('apple');

    // Taken over: a press leaves at once.
    await act(async () => press('google'));
    expect(onContinue).toHaveBeenLastCalledWith('google');
  });

  it('take no press while a provider is being left for', async () => {
    const onContinue = vi.fn();
    container.innerHTML = renderToString(page(onContinue, 'google'));
    await act(async () => {
      root = hydrateRoot(container, page(onContinue, 'google'));
    });
    await act(async () => press('apple'));
    expect(onContinue).not.toHaveBeenCalled();
  });
});
