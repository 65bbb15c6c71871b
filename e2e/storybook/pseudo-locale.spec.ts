// Every story of the built Storybook in the accented pseudo-locale en-XA: a
// visible text or an accessible name that is still plain ASCII did not come
// from Fluent. The check is the one the app's pages get (e2e/support/pseudo.ts),
// proven here on the same two fixed pages before it judges the stories.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test as base } from '@playwright/test';
import type { Page } from '@playwright/test';
import { PSEUDO_LOCALE, findHardCoded } from '../support/pseudo';

// One page per worker, reused from story to story, so that the built
// Storybook is fetched and compiled once per worker rather than per story.
const test = base.extend<{ page: Page }, { workerPage: Page }>({
  workerPage: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext(workerInfo.project.use);
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ workerPage }, use) => {
    await use(workerPage);
  },
});

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
}

const root = process.cwd();
const index = JSON.parse(readFileSync(path.join(root, process.env.STORYBOOK_DIR ?? 'storybook-static', 'index.json'), 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
/**
 * The sample data the stories give their components in place of what a
 * person or another system supplies at run time; none of it is a product
 * string, so none of it is translated. Each is taken out only where it stands
 * on its own, never from inside a word.
 */
const STORY_SAMPLE_DATA: readonly string[] = [
  // Addresses a person typed, and the domains of them that the typo hints name back.
  'someone@example.com',
  'someone@gmail.com',
  'someone@gmaik.com',
  'someone@orbit.com',
  'abc123@mozmail.com',
  'other@example.org',
  'orbit.com',
  'gmial.com',
  // A person's display name, and the default avatar's letter: the first character of the display name or address.
  'Ada Lovelace',
  'A',
  's',
  // A relying service's name, as the service registered it.
  'Monitor',
  // The wait the server words itself, in the language of the request, inside a throttling error.
  'in 15 minutes',
  'in 2 minutes',
];

const fixture = (name: string) => readFileSync(path.join(root, 'e2e/support/fixtures', name), 'utf8');

test.describe('the hard-coded text check', () => {
  test('reports the hard-coded text and ARIA label of the fixture', async ({ page }) => {
    await page.setContent(fixture('hard-coded.html'));
    const texts = (await findHardCoded(page)).map((finding) => `${finding.source}: ${finding.text}`);
    expect(texts).toEqual(expect.arrayContaining(['text: Continue to settings', 'aria-label: Close']));
  });

  test('passes the accented fixture', async ({ page }) => {
    await page.setContent(fixture('accented.html'));
    expect(await findHardCoded(page, { userValues: ['someone@example.com'] })).toEqual([]);
  });
});

async function openStory(page: Page, id: string): Promise<void> {
  await page.goto(`/iframe.html?id=${id}&viewMode=story&globals=locale:${PSEUDO_LOCALE};reducedMotion:on;a11y.manual:!true`);
  await page.waitForFunction(() => {
    const preview = (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } })
      .__STORYBOOK_PREVIEW__;
    const phase = preview?.currentRender?.phase;
    return phase === 'finished' || phase === 'errored' || phase === 'aborted';
  });
  await page.evaluate(() => document.fonts.ready);
}

for (const story of stories) {
  test(`${story.title}: ${story.name}`, async ({ page }) => {
    await openStory(page, story.id);
    const lang = await page.locator('html').getAttribute('lang');
    // A story that pins a real locale (to show a translation or right-to-left
    // layout) is not in the pseudo-locale, so plain letters there are translations.
    test.skip(lang !== PSEUDO_LOCALE, `the story pins the locale ${lang ?? '(none)'}`);
    expect(await findHardCoded(page, { userValues: STORY_SAMPLE_DATA, documentTitle: false }), `hard-coded English in ${story.id}`).toEqual([]);
  });
}
