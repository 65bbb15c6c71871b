// The entry page: typo hints, prefill from the query, and the language the
// browser asks for.
import { expect, test } from '../support/app/test';
import { expectAccessible } from '../support/app/axe';
import { uniqueEmail } from '../support/app/outbox';
import { VARIANTS } from '../support/app/variants';
import { newJourney } from '../support/app/journeys';

for (const variant of VARIANTS) {
  test.describe(`typo hints (${variant.name})`, () => {
    if (variant.locale) test.use({ locale: variant.locale });

    test('a malformed address needs a valid email', async ({ page }) => {
      const journey = newJourney(page, variant);
      await journey.openEntry();
      await journey.submitEmail('someone@');
      await expect(page.getByText(journey.text('auth-error-1011'))).toBeVisible();
      await expect(journey.f.email).toBeFocused();
      await expect(journey.f.email).toHaveValue('someone@');
      await expectAccessible(page);
    });

    test("the product's own domain is not a mail service", async ({ page }) => {
      const journey = newJourney(page, variant);
      await journey.openEntry();
      await journey.submitEmail('someone@orbit.com');
      await expect(page.getByText(journey.text('auth-error-1020', { domain: 'orbit.com' }))).toBeVisible();
      await expect(journey.f.email).toHaveValue('someone@orbit.com');
      await expectAccessible(page);
    });

    test('a known misspelling is named, and the suggestion fixes it', async ({ page }) => {
      const journey = newJourney(page, variant);
      await journey.openEntry();
      const email = uniqueEmail('typo').replace('example.com', 'gmial.com');
      const fixed = email.replace('gmial.com', 'gmail.com');
      await journey.submitEmail(email);
      await expect(page.getByText(journey.text('auth-error-1064', { domain: 'gmial.com' }))).toBeVisible();
      await expectAccessible(page);
      const use = page.getByRole('button', { name: journey.text('entry-suggestion-use', { suggestion: fixed }) });
      await journey.activate(use);
      await expect(journey.f.email).toHaveValue(fixed);
      await journey.activate('submit');
      await journey.atPath('/signup');
      await expect(page.getByText(fixed)).toBeVisible();
    });

    test('a near miss is a hint that a second submit may ignore', async ({ page }) => {
      const journey = newJourney(page, variant);
      await journey.openEntry();
      const email = uniqueEmail('near').replace('example.com', 'gmaik.com');
      await journey.submitEmail(email);
      await expect(page.getByText(journey.text('auth-error-1067'))).toBeVisible();
      await expect(page.getByText(journey.text('entry-suggestion-text', { suggestion: email.replace('gmaik.com', 'gmail.com') }))).toBeVisible();
      await expectAccessible(page);
      await journey.activate('submit');
      await journey.atPath('/signup');
      await expect(page.getByText(email)).toBeVisible();
    });

    test('an email mask cannot create an account', async ({ page }) => {
      const journey = newJourney(page, variant);
      await journey.openEntry();
      const email = uniqueEmail('mask').replace('example.com', 'mozmail.com');
      await journey.submitEmail(email);
      await expect(page.getByText(journey.text('auth-error-1066'))).toBeVisible();
      await expect(journey.f.email).toHaveValue(email);
      await expectAccessible(page);
    });
  });
}

for (const variant of VARIANTS) {
  test.describe(`the flow's query (${variant.name})`, () => {
    if (variant.locale) test.use({ locale: variant.locale });

    test('email and login_hint in the query fill the field, and redirect_to is kept', async ({ page }) => {
      const journey = newJourney(page, variant);
      await journey.openEntry('?login_hint=hint%40example.com&redirect_to=%2Fsettings');
      await expect(journey.f.email).toHaveValue('hint@example.com');
      await journey.openEntry('?email=given%40example.com&login_hint=hint%40example.com');
      await expect(journey.f.email).toHaveValue('given@example.com');
      await journey.openEntry('?redirect_to=%2Fsettings');
      await journey.submitEmail(uniqueEmail('redirect'));
      await journey.atPath('/signup');
      await expect(page).toHaveURL(/redirect_to=%2Fsettings/);
    });
  });
}

test.describe('the language of the browser', () => {
  const cases = [
    { language: 'he', dir: 'rtl', lang: /^he/, heading: /[\u0590-\u05FF]/ },
    { language: 'de', dir: 'ltr', lang: /^de/, heading: 'Geben Sie Ihre E-Mail-Adresse ein' },
    { language: 'sw', dir: 'ltr', lang: /^en/, heading: 'Enter your email' },
  ];
  for (const { language, dir, lang, heading } of cases) {
    test(`Accept-Language: ${language}`, async ({ browser }) => {
      const context = await browser.newContext({ locale: language, extraHTTPHeaders: { 'Accept-Language': language } });
      const page = await context.newPage();
      await page.goto('/');
      await expect(page.locator('h1')).toHaveText(heading);
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expectAccessible(page);
      await context.close();
    });
  }
});
