// One page per worker, kept from story to story, so the browser keeps the built
// Storybook's files and the preview's code. A suite that only reads what a
// story shows may ask the preview to switch stories (the channel message the
// Storybook manager sends). Pictures switch too, but first put the page back
// as a fresh load has it (see showStoryAfresh): the story before is torn down,
// the pointer is moved off the page, focus, scrolling and React Aria's memory
// of the last pointer input are reset, and the globals are set before the new
// story mounts. The pictures of one story in its other languages and modes are
// taken the same way: the story is mounted again from nothing in the new
// language, as the toolbar's 'Remount' does, and its play function runs again.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test as base } from '@playwright/test';
import type { Page } from '@playwright/test';
import { keepConsoleProblems } from '../support/console';

export const test = base.extend<{ page: Page }, { workerPage: Page }>({
  workerPage: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext(workerInfo.project.use);
      await context.addInitScript(keepRenderOutcome, FAILURE_EVENTS);
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ workerPage }, use) => {
    await workerPage.emulateMedia({ forcedColors: 'none', reducedMotion: 'reduce' });
    await use(workerPage);
  },
});

/**
 * Starts keeping what the page logs as errors or warnings (and what it throws);
 * the returned function stops and gives the lines kept.
 */
export function watchConsole(page: Page): () => string[] {
  const logged: string[] = [];
  const stop = keepConsoleProblems(page, logged);
  return () => {
    stop();
    return logged;
  };
}

/** What the preview says when a render has ended, after its play function and checks. */
interface FinishedRender {
  storyId: string;
  status: 'success' | 'error';
  reporters: Array<{ type: string; status: string; result?: { violations?: Array<{ id: string; impact?: string; nodes: Array<{ target: unknown }> }>; error?: unknown } }>;
}

/** The preview's messages that a render went wrong: it threw, its play function threw, or errors were left unhandled. */
const FAILURE_EVENTS = ['storyErrored', 'storyThrewException', 'playFunctionThrewException', 'unhandledErrorsWhilePlaying'];

/**
 * Runs in every document before the preview: when the preview makes its
 * channel, listen on it for how renders end, and keep the last
 * 'storyFinished' and every failure message, so that a test can read how the
 * render it waited for went.
 */
function keepRenderOutcome(failureEvents: string[]): void {
  const key = '__STORYBOOK_ADDONS_CHANNEL__';
  const kept = window as unknown as { __orbitFinished?: unknown; __orbitFailures: string[] };
  kept.__orbitFailures = [];
  Object.defineProperty(window, key, {
    configurable: true,
    get: () => undefined,
    set(channel: { on: (name: string, listener: (event: unknown) => void) => void }) {
      Object.defineProperty(window, key, { value: channel, writable: true, configurable: true });
      channel.on('storyFinished', (event) => {
        kept.__orbitFinished = event;
      });
      for (const name of failureEvents) {
        channel.on(name, (event) => {
          kept.__orbitFailures.push(`${name}: ${JSON.stringify(event)}`);
        });
      }
    },
  });
}

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
}

/** Every story of the built Storybook (STORYBOOK_DIR, default storybook-static). */
export function builtStories(): IndexEntry[] {
  const index = JSON.parse(readFileSync(path.join(process.cwd(), process.env.STORYBOOK_DIR ?? 'storybook-static', 'index.json'), 'utf8')) as {
    entries: Record<string, IndexEntry>;
  };
  return Object.values(index.entries).filter((entry) => entry.type === 'story');
}

interface Channel {
  emit: (name: string, payload: unknown) => void;
  once: (name: string, listener: () => void) => void;
}

interface PreviewWindow {
  __STORYBOOK_ADDONS_CHANNEL__: Channel;
  __STORYBOOK_PREVIEW__?: {
    currentRender?: { id?: string; phase?: string };
    storyStoreValue?: { userGlobals: { update: (globals: Record<string, unknown>) => void } };
  };
}

/** The locale each kept page shows its stories in. */
const shownLocale = new WeakMap<Page, string>();

/**
 * The story passed the preview's own checks, as the preview reported them when
 * the render ended: it rendered, its play function (which asserts what the
 * story must show) ran to the end, nothing threw meanwhile, and the
 * accessibility addon's axe run (the WCAG 2.2 A/AA rules the preview's
 * parameters name) found no violation. The story must have been opened with
 * `checks: true`, which lets the addon run.
 */
export async function expectStoryPassed(page: Page, id: string): Promise<void> {
  const finished = await page
    .waitForFunction((id) => {
      const event = (window as unknown as { __orbitFinished?: FinishedRender }).__orbitFinished;
      return event?.storyId === id ? event : undefined;
    }, id)
    .then((handle) => handle.jsonValue() as Promise<FinishedRender>);
  const a11y = finished.reporters.find((report) => report.type === 'a11y');
  const violations = (a11y?.result?.violations ?? []).map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target),
  }));
  expect(violations, `accessibility violations in ${id}`).toEqual([]);
  const failures = await page.evaluate(() => (window as unknown as { __orbitFailures: string[] }).__orbitFailures);
  expect(failures, `what went wrong while ${id} rendered and played`).toEqual([]);
  expect(finished.status, `how ${id} ended: ${JSON.stringify(a11y?.result?.error ?? null)}`).toBe('success');
  expect(a11y, `the accessibility check ran on ${id}`).toBeDefined();
}

/** Waits until the preview's current render is of story `id` and has ended. */
async function rendered(page: Page, id: string): Promise<void> {
  await page.waitForFunction((id) => {
    const render = (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
    const phase = render?.phase;
    return render?.id === id && (phase === 'finished' || phase === 'errored' || phase === 'aborted');
  }, id);
}

/**
 * Sends one message to the preview and waits for the render it causes to end:
 * the preview announces every finished render (with its play function) as
 * 'storyRendered', and a failed one as 'storyErrored' or 'storyThrewException'.
 */
async function renderAfter(page: Page, name: string, payload: unknown): Promise<void> {
  await page.evaluate(
    ({ name, payload }) =>
      new Promise<void>((resolve) => {
        const channel = (window as unknown as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__;
        for (const ended of ['storyRendered', 'storyErrored', 'storyThrewException']) channel.once(ended, () => resolve());
        channel.emit(name, payload);
      }),
    { name, payload },
  );
}

/**
 * Shows the story `id`, already on the page, again in `locale`: the globals
 * change (the accessibility addon left to be run by hand, as in openStory
 * without checks), then the story is torn down and mounted afresh, so its
 * play function runs again in the new language. Nothing of the first mount
 * stays: its DOM and portals are removed with it, the page is scrolled back to
 * the top and focus is given back to the document.
 */
export async function remountInLocale(page: Page, id: string, locale: string): Promise<void> {
  await renderAfter(page, 'updateGlobals', { globals: { locale, a11y: { manual: true } } });
  await rendered(page, id);
  await page.evaluate(() => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    window.scrollTo(0, 0);
    // React Aria remembers, for the whole page, whether the last input was a pointer, and shows
    // focus rings only when it was not. A fresh page has had no pointer yet; a key press that no
    // control takes puts the page back in that state after the first mount's clicks.
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Unidentified', bubbles: true }));
  });
  await renderAfter(page, 'forceRemount', { storyId: id });
  shownLocale.set(page, locale);
  await rendered(page, id);
  await page.evaluate(() => document.fonts.ready);
}

/**
 * Shows the story `id` in `locale` as a fresh load would, on the preview the
 * page already has: the story shown before is torn down (DOM, portals and
 * all), the page is scrolled to the top, focus and React Aria's memory of the
 * last pointer input are reset as in remountInLocale, and the globals are set
 * before the new story mounts, so that nothing renders the old story again.
 * With `checks`, the accessibility addon runs after the play function.
 *
 * A page's first story is shown the same way, after another story is loaded.
 * A story loaded first was pictured unlike the same story shown after another
 * (the button of `Components/Button: Primary` without the hover its play
 * function's click leaves, which its baseline shows), and a retried story
 * always comes first in its new worker.
 */
export async function showStoryAfresh(page: Page, id: string, locale: string, { checks = false } = {}): Promise<void> {
  if (!shownLocale.has(page)) {
    const other = builtStories().find((story) => story.id !== id);
    if (!other) return openStory(page, id, locale, { checks });
    await openStory(page, other.id, locale);
  }
  // A fresh load has the pointer over nothing: move it off the page, so that no control of the
  // next story shows the hover of a click the last one's play function made.
  await page.mouse.move(-1, -1);
  await page.evaluate(
    ({ locale, manual }) => {
      const preview = window as unknown as PreviewWindow & { __orbitFailures: string[] };
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
      window.scrollTo(0, 0);
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Unidentified', bubbles: true }));
      preview.__orbitFailures = [];
      preview.__STORYBOOK_PREVIEW__?.storyStoreValue?.userGlobals.update({ locale, reducedMotion: 'on', a11y: { manual } });
    },
    { locale, manual: !checks },
  );
  await renderAfter(page, 'setCurrentStory', { storyId: id, viewMode: 'story' });
  shownLocale.set(page, locale);
  await rendered(page, id);
  await page.evaluate(() => document.fonts.ready);
}

/**
 * Shows the story `id` in `locale`, with reduced motion, and waits until it has
 * rendered and its fonts are ready. With `switchStory`, a page that already
 * shows a story in that locale switches to this one without loading again.
 */
export async function openStory(page: Page, id: string, locale: string, { switchStory = false, checks = false } = {}): Promise<void> {
  if (switchStory && shownLocale.get(page) === locale) {
    const current = await page.evaluate(() => (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.id);
    if (current !== id) await renderAfter(page, 'setCurrentStory', { storyId: id, viewMode: 'story' });
  } else {
    await page.goto(`/iframe.html?id=${id}&viewMode=story&globals=locale:${locale};reducedMotion:on${checks ? '' : ';a11y.manual:!true'}`);
    shownLocale.set(page, locale);
  }
  await rendered(page, id);
  await page.evaluate(() => document.fonts.ready);
}
