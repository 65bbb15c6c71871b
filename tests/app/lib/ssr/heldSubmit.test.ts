// @vitest-environment happy-dom
// A form sent before the app has hydrated the server's page: the head script
// holds it from the browser and from React; once hydrated, what was typed
// reaches React's state (React alone keeps it on screen but not in its
// state, and puts its own value back at its next drawing), and the held form
// is sent again through the button that sent it.
import { act, createElement, useLayoutEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HELD_SUBMIT_PROPERTY, HELD_SUBMIT_SCRIPT, releaseHeldSubmit, takeOverFromServer } from '../../../../app/lib/ssr/heldSubmit';

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

function submitEvent(form: HTMLFormElement, submitter: HTMLElement | null = null): SubmitEvent {
  const event = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter });
  form.dispatchEvent(event);
  return event;
}

describe('the head script', () => {
  it('holds every submit from the browser and from listeners below the document, until released', () => {
    container.innerHTML = '<form><input name="email"><button type="submit">Send</button></form>';
    const form = container.querySelector('form')!;
    const button = container.querySelector('button')!;
    const seen: Event[] = [];
    container.addEventListener('submit', (event) => seen.push(event));
    new Function(HELD_SUBMIT_SCRIPT)();

    const first = submitEvent(form);
    const second = submitEvent(form, button);
    expect(first.defaultPrevented).toBe(true);
    expect(second.defaultPrevented).toBe(true);
    expect(seen).toEqual([]);

    // The last one is given back, once; then submits pass as usual.
    expect(releaseHeldSubmit(document)).toEqual({ form, submitter: button });
    expect(HELD_SUBMIT_PROPERTY in document).toBe(false);
    expect(releaseHeldSubmit(document)).toBeNull();
    const after = submitEvent(form);
    expect(after.defaultPrevented).toBe(false);
    expect(seen).toEqual([after]);
  });

  it('gives back nothing when nothing was sent', () => {
    new Function(HELD_SUBMIT_SCRIPT)();
    expect(releaseHeldSubmit(document)).toBeNull();
  });
});

/** A form like the app's: a controlled field, and what each submit saw in the state. */
function EmailForm({ sent, onFirstCommit }: { sent: string[]; onFirstCommit?: () => void }) {
  const [email, setEmail] = useState('');
  const [note, setNote] = useState('');
  useLayoutEffect(() => onFirstCommit?.(), [onFirstCommit]);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    sent.push(email);
    setNote(`sent ${email}`);
  };
  return createElement(
    'form',
    { onSubmit },
    createElement('input', { name: 'email', value: email, onChange: (event: { target: HTMLInputElement }) => setEmail(event.target.value) }),
    createElement('textarea', { name: 'note', value: note, onChange: (event: { target: HTMLTextAreaElement }) => setNote(event.target.value) }),
    createElement('button', { type: 'submit' }, 'Send'),
    createElement('output', null, note),
  );
}

/** The server's markup of the form, and the head script, as a page arrives. */
function serverPage(): { form: HTMLFormElement; input: HTMLInputElement; button: HTMLButtonElement } {
  container.innerHTML = renderToString(createElement(EmailForm, { sent: [] }));
  new Function(HELD_SUBMIT_SCRIPT)();
  return { form: container.querySelector('form')!, input: container.querySelector('input')!, button: container.querySelector('button')! };
}

async function hydrate(sent: string[], onFirstCommit?: () => void): Promise<void> {
  await act(async () => {
    root = hydrateRoot(container, createElement(EmailForm, { sent, ...(onFirstCommit ? { onFirstCommit } : {}) }));
  });
}

describe('taking over from the server', () => {
  it('without it, React keeps a value typed before hydration out of its state', async () => {
    const { input, form } = serverPage();
    releaseHeldSubmit(document);
    input.value = 'typed@example.com';
    const sent: string[] = [];
    await hydrate(sent);
    expect(input.value).toBe('typed@example.com');
    await act(async () => void submitEvent(form));
    expect(sent).toEqual(['']);
  });

  it('gives React what was typed before hydration, and sends the held form again through its button', async () => {
    vi.useFakeTimers();
    const { input, form, button } = serverPage();
    input.value = 'typed@example.com';
    submitEvent(form, button);
    const sent: string[] = [];
    const requestSubmit = vi.spyOn(form, 'requestSubmit').mockImplementation((submitter) => void submitEvent(form, submitter ?? null));

    let held: boolean | undefined;
    await hydrate(sent, () => {
      held = takeOverFromServer(document, container);
    });
    expect(held).toBe(true);
    expect(sent).toEqual([]);
    await act(async () => vi.runAllTimers());
    expect(requestSubmit).toHaveBeenCalledWith(button);
    expect(sent).toEqual(['typed@example.com']);
    expect(container.querySelector('output')!.textContent).toBe('sent typed@example.com');
    expect(input.value).toBe('typed@example.com');
  });

  it('gives React what was typed even when nothing was sent, and sends nothing', async () => {
    vi.useFakeTimers();
    const { input, form } = serverPage();
    input.value = 'typed@example.com';
    container.querySelector('textarea')!.value = 'a note';
    const sent: string[] = [];
    const requestSubmit = vi.spyOn(form, 'requestSubmit');

    let held: boolean | undefined;
    await hydrate(sent, () => {
      held = takeOverFromServer(document, container);
    });
    expect(held).toBe(false);
    await act(async () => vi.runAllTimers());
    expect(requestSubmit).not.toHaveBeenCalled();
    expect(container.querySelector('textarea')!.value).toBe('a note');
    await act(async () => void submitEvent(form));
    expect(sent).toEqual(['typed@example.com']);
  });

  it('sends nothing again when the held form has left the page', async () => {
    vi.useFakeTimers();
    const { form } = serverPage();
    submitEvent(form);
    const requestSubmit = vi.spyOn(form, 'requestSubmit');
    await hydrate([], () => {
      takeOverFromServer(document, container);
    });
    // Drawn again in the browser before the held form was sent: the server's form is gone.
    act(() => root?.unmount());
    root = undefined;
    await act(async () => vi.runAllTimers());
    expect(form.isConnected).toBe(false);
    expect(requestSubmit).not.toHaveBeenCalled();
  });
});
