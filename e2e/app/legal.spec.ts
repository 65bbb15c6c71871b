// The legal pages (SPEC §1, §2.1, §2.2): the privacy notice and the terms of
// service drawn from the server's markdown, in the page's language, in the
// language the path names, and in English when a language has none. By
// pointer in English and by keyboard in Hebrew, axe on every page.
import { expect, test } from '../support/app/test';
import type { Page } from '@playwright/test';
import { VARIANTS } from '../support/app/variants';
import { newJourney } from '../support/app/journeys';
import { localized, message } from '../support/app/l10n';

/** The document's own first heading, in each shipped language (server/legal/docs). */
const PRIVACY_TITLE: Record<string, string> = {
  en: 'Orbit accounts Privacy Notice',
  he: 'הודעת הפרטיות של חשבונות Orbit',
};
const GERMAN_TERMS_TITLE = 'Nutzungsbedingungen für Orbit-Konten';
const ENGLISH_PRIVACY_TITLE = PRIVACY_TITLE.en!;

/** The whole page is in `locale`: the document's language and direction, its heading, its title and its links. */
async function expectDrawnIn(page: Page, locale: string, heading: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.locator('html')).toHaveAttribute('dir', locale === 'he' ? 'rtl' : 'ltr');
  await expect(page.locator('h1')).toHaveText(localized(locale, heading));
  await expect(page).toHaveTitle(localized(locale, 'app-page-title', { title: message(locale, heading) }));
  await expect(page.getByRole('link', { name: localized(locale, 'legal-back-link') })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: localized(locale, 'app-footer-terms') })).toHaveAttribute('href', '/legal/terms');
  await expect(footer.getByRole('link', { name: localized(locale, 'app-footer-privacy') })).toHaveAttribute('href', '/legal/privacy');
}

/** The part of the page the document is drawn in, in its own language. */
const documentBody = (page: Page) => page.locator('article [lang]');

for (const variant of VARIANTS) {
  test.describe(variant.name, () => {
    if (variant.locale) test.use({ locale: variant.locale });

    test('the legal index leads to the privacy notice in the page language; a path names German, and Japanese falls back to English', async ({ page }) => {
      const journey = newJourney(page, variant);
      const language = variant.locale ? 'he' : 'en';

      await page.goto('/legal');
      await expect(journey.f.heading).toHaveText(journey.text('legal-index-heading'));
      await expect(page).toHaveTitle(journey.title('legal-index-heading'));
      await journey.atPath('/legal', { focused: false });

      await journey.activate(page.getByRole('main').getByRole('link', { name: journey.text('legal-privacy-heading') }));
      await expect(page).toHaveTitle(journey.title('legal-privacy-heading'));
      await expect(journey.f.heading).toHaveText(journey.text('legal-privacy-heading'));
      await expect(documentBody(page)).toHaveAttribute('lang', language);
      await expect(documentBody(page)).toHaveAttribute('dir', variant.locale ? 'rtl' : 'ltr');
      await expect(page.getByRole('heading', { level: 2, name: PRIVACY_TITLE[language] })).toBeVisible();
      // A link to another site opens in a new tab and says so; one on this site does not.
      const outside = documentBody(page).locator('a[href^="https://"]');
      await expect(outside).toHaveAttribute('target', '_blank');
      await expect(outside).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(outside).toContainText(journey.text('external-link-new-window'));
      await expect(documentBody(page).locator('a[href="/settings"]')).not.toHaveAttribute('target');
      await journey.atPath('/legal/privacy', { focused: false });

      // A language the path names draws the whole page in it: the document's own language and direction, heading and links.
      await page.goto('/de/legal/terms');
      await expectDrawnIn(page, 'de', 'legal-terms-heading');
      await expect(documentBody(page)).toHaveAttribute('lang', 'de');
      await expect(page.getByRole('heading', { level: 2, name: GERMAN_TERMS_TITLE })).toBeVisible();
      await expect(page.locator('#legal-fallback-note')).toHaveCount(0);
      await journey.atPath('/de/legal/terms', { focused: false });

      await page.goto('/he/legal/terms');
      await expectDrawnIn(page, 'he', 'legal-terms-heading');
      await expect(documentBody(page)).toHaveAttribute('dir', 'rtl');
      await journey.atPath('/he/legal/terms', { focused: false });

      // Japanese has no document: the page is drawn in English, the document's language, and says so.
      await page.goto('/ja/legal/privacy');
      await expectDrawnIn(page, 'en', 'legal-privacy-heading');
      await expect(documentBody(page)).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { level: 2, name: ENGLISH_PRIVACY_TITLE })).toBeVisible();
      await expect(page.locator('#legal-fallback-note')).toHaveText(localized('en', 'legal-fallback-note', { requested: '日本語', shown: 'English' }));
      await journey.atPath('/ja/legal/privacy', { focused: false });

      await journey.activate(page.getByRole('link', { name: localized('en', 'legal-back-link') }));
      await expect(page).toHaveURL((url) => url.pathname === '/legal');
      await expect(journey.f.heading).toHaveText(journey.text('legal-index-heading'));
    });
  });
}
