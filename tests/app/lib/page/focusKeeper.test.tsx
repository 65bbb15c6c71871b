// @vitest-environment happy-dom
// The page shell keeps focus off the body: when the focused control goes away
// (a step replaced by the next one), the page's heading takes focus; a popover
// or dialog that gives focus back to its opener in the next frame keeps it
// there; and a heading drawn after a spinner takes focus unless someone took
// it meanwhile.
import { act, useState } from 'react';
import { Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Layout } from '../../../../design-system';
import { PageShell, usePageTitle } from '../../../../app/lib/page';
import { renderRoutes } from '../../../support/render';

/** Two animation frames: the keeper waits one for focus to be given back. */
const frames = () =>
  act(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }),
  );

function Steps() {
  usePageTitle('Steps');
  const [step, setStep] = useState(1);
  return (
    <Layout>
      <h1 tabIndex={-1}>Two-step authentication</h1>
      {step === 1 ? (
        <button type="button" id="next" onClick={() => setStep(2)}>
          Continue
        </button>
      ) : (
        <p id="second">The second step</p>
      )}
    </Layout>
  );
}

function Opener() {
  usePageTitle('Opener');
  const [open, setOpen] = useState(false);
  return (
    <Layout>
      <h1 tabIndex={-1}>Language</h1>
      <button type="button" id="opener" onClick={() => setOpen(true)}>
        Select language
      </button>
      {open && (
        <div role="listbox">
          <button
            type="button"
            id="option"
            onClick={() => {
              setOpen(false);
              // As React Aria's popover does: in the next frame focus goes back to its opener,
              // unless something else has taken it by then.
              requestAnimationFrame(() => {
                if (document.activeElement === document.body) document.getElementById('opener')?.focus();
              });
            }}
          >
            Deutsch
          </button>
        </div>
      )}
    </Layout>
  );
}

function Loading({ ready }: { ready: boolean }) {
  usePageTitle('Later');
  return <Layout>{ready ? <h1 tabIndex={-1}>Connected services</h1> : <p>Loading…</p>}</Layout>;
}

let setReady: (ready: boolean) => void = () => {};
function Later() {
  const [ready, set] = useState(false);
  setReady = set;
  return (
    <>
      <Loading ready={ready} />
      <button type="button" id="elsewhere">
        Elsewhere
      </button>
    </>
  );
}

function Shell() {
  return (
    <PageShell>
      <Outlet />
    </PageShell>
  );
}

const ROUTES = [
  {
    Component: Shell,
    children: [
      { path: '/steps', Component: Steps },
      { path: '/opener', Component: Opener },
      { path: '/later', Component: Later },
      { path: '/start', Component: Steps },
    ],
  },
];

describe('the focus keeper', () => {
  it('gives the heading the focus of a control that went away with its step', async () => {
    await renderRoutes(ROUTES, '/steps');
    const next = document.getElementById('next')!;
    next.focus();
    await act(async () => next.click());
    await frames();
    expect(document.getElementById('second')).not.toBeNull();
    expect(document.activeElement?.tagName).toBe('H1');
    expect(document.activeElement?.textContent).toBe('Two-step authentication');
  });

  it('leaves focus with the opener a closing popover gives it back to', async () => {
    await renderRoutes(ROUTES, '/opener');
    await act(async () => document.getElementById('opener')!.click());
    const option = document.getElementById('option')!;
    option.focus();
    await act(async () => option.click());
    await frames();
    expect(document.getElementById('option')).toBeNull();
    expect(document.activeElement?.id).toBe('opener');
  });

  it('gives a heading drawn after a spinner the focus, unless something took it meanwhile', async () => {
    const { router } = await renderRoutes(ROUTES, '/start');
    await act(async () => {
      await router.navigate('/later');
    });
    expect(document.activeElement).toBe(document.body);
    await act(async () => setReady(true));
    await frames();
    expect(document.activeElement?.textContent).toBe('Connected services');

    await act(async () => {
      await router.navigate('/start');
    });
    await act(async () => {
      await router.navigate('/later');
    });
    setReady(false);
    await frames();
    document.getElementById('elsewhere')!.focus();
    await act(async () => setReady(true));
    await frames();
    expect(document.activeElement?.id).toBe('elsewhere');
  });
});
