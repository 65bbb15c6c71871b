// A form sent before the app has taken over the page the server drew. Left
// alone, the browser would send it itself (a GET to the page's own address,
// with the fields in the query), dropping the page's query and the flow. The
// head script holds every submit until the app says it is ready; the app then
// hands React what was typed into the fields before hydration (React keeps a
// typed value on screen but not in its state) and sends the held form again.
/** The document property through which the head script hands over the submit it held. */
export const HELD_SUBMIT_PROPERTY = 'orbitReleaseHeldSubmit';

/**
 * The head script's part that holds submits: a capture listener on the
 * document stops the browser's own submission, keeps the event from React
 * (which may have hydrated the form but not yet been given what was typed),
 * and remembers the form and the button that sent it (the last one, if
 * several). Calling the function it leaves on the document removes the
 * listener and gives back what was held.
 */
export const HELD_SUBMIT_SCRIPT = `(function () {
  var held = null;
  var hold = function (event) {
    event.preventDefault();
    event.stopPropagation();
    held = { form: event.target, submitter: event.submitter || null };
  };
  document.addEventListener('submit', hold, true);
  document[${JSON.stringify(HELD_SUBMIT_PROPERTY)}] = function () {
    document.removeEventListener('submit', hold, true);
    var last = held;
    held = null;
    return last;
  };
})();`;

export interface HeldSubmit {
  readonly form: HTMLFormElement;
  readonly submitter: HTMLElement | null;
}

type ReleasingDocument = Document & { [HELD_SUBMIT_PROPERTY]?: () => HeldSubmit | null };

/** Stops holding submits; the last one held, if any. Nothing on a page without the head script. */
export function releaseHeldSubmit(doc: Document): HeldSubmit | null {
  const holder = doc as ReleasingDocument;
  const release = holder[HELD_SUBMIT_PROPERTY];
  if (typeof release !== 'function') return null;
  delete holder[HELD_SUBMIT_PROPERTY];
  return release();
}

type TextField = HTMLInputElement | HTMLTextAreaElement;

const NOT_TYPED = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'image', 'file', 'hidden']);

/**
 * Gives React the text fields under `container` whose value is not the one
 * it drew (their defaultValue, once hydrated): typed before hydration, or
 * filled in by the browser. React keeps such a value on screen without
 * taking it into its state, and would put its own back at its next drawing.
 * Each field is reported as an input event, as if typed now.
 */
export function reportTypedValues(container: HTMLElement): void {
  for (const field of container.querySelectorAll<TextField>('input, textarea')) {
    if (field instanceof HTMLInputElement && NOT_TYPED.has(field.type)) continue;
    const typed = field.value;
    if (typed === field.defaultValue) continue;
    // React notices a change against the last value it saw: set that to the drawn value
    // through its own setter, put the typed value back without it, and send the input event.
    field.value = field.defaultValue;
    const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** Sends a held form again, through the same button, if it is still on the page. */
function resend(held: HeldSubmit, container: HTMLElement): void {
  if (!held.form.isConnected || !container.contains(held.form)) return;
  const submitter = held.submitter && 'form' in held.submitter && held.submitter.form === held.form ? held.submitter : null;
  held.form.requestSubmit(submitter);
}

/**
 * To run in the commit that hydrates the server's drawing, before anything
 * draws again: gives React the values typed so far, stops holding submits,
 * and sends the held form again in a task of its own, once React has taken
 * those values in. True when a form was held (and is sent again).
 */
export function takeOverFromServer(doc: Document, container: HTMLElement): boolean {
  reportTypedValues(container);
  const held = releaseHeldSubmit(doc);
  if (held) setTimeout(() => resend(held, container));
  return held !== null;
}
