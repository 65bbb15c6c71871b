// Localization of the served app: a message missing from the chosen locale's
// bundle falls back to English on its own while every other message stays in
// the locale (SPEC §7), and the browser's language picks the entry page's
// language and direction, with English for a language the product lacks.
import { FluentBundle, FluentResource } from '@fluent/bundle';
import { FluentParser, FluentSerializer, Message, Resource } from '@fluent/syntax';
import { expect, test } from '../support/app/test';
import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/app/axe';
import { withoutDrawing } from '../support/app/drawing';

/** The message taken out of the German app bundle: the entry page's submit button. */
const REMOVED_ID = 'entry-submit';
const ENGLISH_SUBMIT = 'Sign up or sign in';

function ids(source: string): string[] {
  return new FluentParser({ withSpans: false })
    .parse(source)
    .body.filter((entry): entry is Message => entry instanceof Message)
    .map((message) => message.id.name);
}

/** A Fluent resource without the message `id`, everything else as it was. */
function withoutMessage(source: string, id: string): string {
  const resource = new FluentParser({ withSpans: false }).parse(source);
  const kept = resource.body.filter((entry) => !(entry instanceof Message && entry.id.name === id));
  return new FluentSerializer({ withJunk: false }).serialize(new Resource(kept));
}

/** Every visible text of the page, in document order. */
async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.nodeValue?.trim();
      if (text && node.parentElement?.checkVisibility({ visibilityProperty: true })) texts.push(text);
    }
    return texts;
  });
}

async function openGermanEntry(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('input[name="email"]')).toBeVisible();
  // The footer's language toggle comes in a chunk of its own, after the page renders.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
}

test.describe('a message missing from the locale', () => {
  test.use({ locale: 'de-DE' });

  test('shows in English while every other message stays German, and no message id shows', async ({ page }) => {
    const german = await (await page.request.get('/settings/locales/de/app.ftl')).text();
    expect(ids(german)).toContain(REMOVED_ID);
    const english = await (await page.request.get('/settings/locales/en/app.ftl')).text();

    // The page with the complete German bundle, to compare with.
    await openGermanEntry(page);
    const germanSubmit = (await page.locator('form:not(#third-party-form) button[type="submit"]').innerText()).trim();
    expect(germanSubmit).not.toBe(ENGLISH_SUBMIT);
    const complete = await visibleTexts(page);
    const completeTitle = await page.title();

    // The served German bundle, as it is, minus one message. The server draws the first screen
    // from the complete bundle it reads itself, so the page is left for the browser to draw.
    await page.route(
      (url) => url.pathname === '/',
      async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, body: withoutDrawing(await response.text()) });
      },
    );
    let served = '';
    await page.route('**/settings/locales/de/app.ftl', async (route) => {
      const response = await route.fetch();
      served = withoutMessage(await response.text(), REMOVED_ID);
      await route.fulfill({ response, body: served });
    });
    await page.reload();
    await openGermanEntry(page);
    expect(ids(served)).not.toContain(REMOVED_ID);
    expect(ids(served)).toHaveLength(ids(german).length - 1);

    const submit = page.locator('form:not(#third-party-form) button[type="submit"]');
    await expect(submit).toHaveText(ENGLISH_SUBMIT);
    await expect(page.getByRole('button', { name: ENGLISH_SUBMIT })).toBeVisible();
    // Every other text is exactly what the complete German bundle showed.
    const partial = await visibleTexts(page);
    expect(partial).toEqual(complete.map((text) => (text === germanSubmit ? ENGLISH_SUBMIT : text)));
    expect(await page.title()).toBe(completeTitle);
    await expect(page.locator('h1')).toHaveText('Geben Sie Ihre E-Mail-Adresse ein');

    // No message id stands in for a message anywhere on the page.
    const pageText = `${await page.locator('body').innerText()}\n${await page.title()}`;
    for (const id of ids(english)) expect(pageText, `the id ${id} is shown`).not.toContain(id);
    await expectAccessible(page);
  });
});

/** The entry heading as the served bundle of `locale` words it. */
async function servedHeading(page: Page, locale: string): Promise<string> {
  const source = await (await page.request.get(`/settings/locales/${locale}/app.ftl`)).text();
  const bundle = new FluentBundle(locale, { useIsolating: false });
  bundle.addResource(new FluentResource(source));
  const pattern = bundle.getMessage('entry-heading')?.value;
  if (!pattern) throw new Error(`entry-heading is missing from ${locale}`);
  return bundle.formatPattern(pattern);
}

// entry.spec.ts covers a bare he, de and an unsupported language; these add
// regional tags, weighted lists and a list of only unsupported languages.
test.describe('the language of the browser on the entry page', () => {
  const cases = [
    { language: 'he-IL,he;q=0.9,en;q=0.5', lang: 'he', dir: 'rtl' },
    { language: 'de-AT,de;q=0.8', lang: 'de', dir: 'ltr' },
    { language: 'tlh,x-klingon;q=0.5', lang: 'en', dir: 'ltr' },
  ];
  for (const { language, lang, dir } of cases) {
    test(`Accept-Language: ${language}`, async ({ browser }) => {
      const primary = language.split(',')[0]!;
      const context = await browser.newContext({ locale: primary, extraHTTPHeaders: { 'Accept-Language': language } });
      const page = await context.newPage();
      await page.goto('/');
      await expect(page.locator('h1')).toHaveText(await servedHeading(page, lang));
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      await expectAccessible(page);
      await context.close();
    });
  }
});
