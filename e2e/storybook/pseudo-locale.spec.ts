// Every story of the built Storybook in the accented pseudo-locale en-XA: a
// visible text or an accessible name that is still plain ASCII did not come
// from Fluent. The check is the one the app's pages get (e2e/support/pseudo.ts),
// proven here on the same two fixed pages before it judges the stories.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { PSEUDO_LOCALE, findHardCoded } from '../support/pseudo';
import { builtStories, openStory, test } from './story-page';
import { SAMPLE } from '../../app/lib/flow/fixtures';
import { SETTINGS_STORY_SAMPLE_TEXTS } from '../../app/features/settings/storySamples';

const root = process.cwd();
const stories = builtStories();
/**
 * The sample data the stories give their components in place of what a
 * person or another system supplies at run time; none of it is a product
 * string, so none of it is translated. Each is taken out only where it stands
 * on its own, never from inside a word.
 */
const STORY_SAMPLE_DATA: readonly string[] = [
  // The settings stories' backup codes, authenticator key and issuer, and connected devices; first,
  // so that no shorter sample below cuts into a code.
  ...SETTINGS_STORY_SAMPLE_TEXTS,
  // The samples the pages' stories share (app/lib/flow/fixtures.ts): addresses, a display name, a
  // service's name, a phone's last digits, a wait the server words itself.
  ...Object.values(SAMPLE),
  // Addresses the typo-hint stories type, and the domains of them that the hints name back.
  'someone@gmail.com',
  'someone@gmaik.com',
  'someone@orbit.com',
  'abc123@mozmail.com',
  'orbit.com',
  'gmial.com',
  // The languages a legal document's note names, by their own names (the language menu's, not product strings).
  'English',
  // The long address the account summary's and the address's stories wrap.
  'a.very.long.address.that.must.wrap.somewhere@example.org',
  // The default avatar's letter: the first character of the display name or address.
  'A',
  's',
  // The connected devices' sample times as the browser's Intl writes them: the pseudo-locale is
  // no locale Intl knows, so it writes them in English, as it would for any unknown language.
  '2 minutes ago',
  'Mar 10, 2026, 11:58 AM',
  '3 days ago',
  'Mar 7, 2026, 12:00 PM',
  // The sample passkeys' times, likewise.
  'Feb 8, 2026, 12:00 PM',
  '2 days ago',
  'Mar 8, 2026, 12:00 PM',
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

for (const story of stories) {
  test(`${story.title}: ${story.name}`, async ({ page }) => {
    await openStory(page, story.id, PSEUDO_LOCALE, { switchStory: true });
    const lang = await page.locator('html').getAttribute('lang');
    // A story that pins a real locale (to show a translation or right-to-left
    // layout) is not in the pseudo-locale, so plain letters there are translations.
    test.skip(lang !== PSEUDO_LOCALE, `the story pins the locale ${lang ?? '(none)'}`);
    expect(await findHardCoded(page, { userValues: STORY_SAMPLE_DATA, documentTitle: false }), `hard-coded English in ${story.id}`).toEqual([]);
  });
}
