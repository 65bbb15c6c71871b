// The entry page: typo hints, prefill from the query, and the language the
// browser asks for.
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { Journey } from './support/journey';
import { uniqueEmail } from './support/outbox';
import { fluent } from './support/text';

test.describe('typo hints', () => {
  test('a malformed address needs a valid email', async ({ page }) => {
    const journey = new Journey(page);
    await journey.openEntry();
    await journey.submitEmail('someone@');
    await expect(page.getByText('Valid email required')).toBeVisible();
    await expect(journey.f.email).toBeFocused();
    await expect(journey.f.email).toHaveValue('someone@');
    await expectAccessible(page);
  });

  test("the product's own domain is not a mail service", async ({ page }) => {
    const journey = new Journey(page);
    await journey.openEntry();
    await journey.submitEmail('someone@orbit.com');
    await expect(page.getByText(fluent`Mistyped email? ${'orbit.com'} isn't a valid email service`)).toBeVisible();
  });

  test('a known misspelling is named, and the suggestion fixes it', async ({ page }) => {
    const journey = new Journey(page, 'keyboard');
    await journey.openEntry();
    const email = uniqueEmail('typo').replace('example.com', 'gmial.com');
    await journey.submitEmail(email);
    await expect(page.getByText(fluent`Mistyped email? ${'gmial.com'} isn't a valid email service`)).toBeVisible();
    await expectAccessible(page);
    await journey.keys.press(page.getByRole('button', { name: fluent`Use ${email.replace('gmial.com', 'gmail.com')}` }));
    await expect(journey.f.email).toHaveValue(email.replace('gmial.com', 'gmail.com'));
    await journey.activate('submit');
    await journey.atPath('/signup');
  });

  test('a near miss is a hint that a second submit may ignore', async ({ page }) => {
    const journey = new Journey(page);
    await journey.openEntry();
    const email = uniqueEmail('near').replace('example.com', 'gmaik.com');
    await journey.submitEmail(email);
    await expect(page.getByText('Mistyped email?')).toBeVisible();
    await expect(page.getByText(fluent`Did you mean ${email.replace('gmaik.com', 'gmail.com')}?`)).toBeVisible();
    await expectAccessible(page);
    await journey.activate('submit');
    await journey.atPath('/signup');
    await expect(page.getByText(email)).toBeVisible();
  });

  test('an email mask cannot create an account', async ({ page }) => {
    const journey = new Journey(page);
    await journey.openEntry();
    await journey.submitEmail(uniqueEmail('mask').replace('example.com', 'mozmail.com'));
    await expect(page.getByText("Email masks can't be used to create an account.")).toBeVisible();
  });
});

test('email and login_hint in the query fill the field, and redirect_to is kept', async ({ page }) => {
  const journey = new Journey(page);
  await journey.openEntry('?login_hint=hint%40example.com&redirect_to=%2Fsettings');
  await expect(journey.f.email).toHaveValue('hint@example.com');
  await journey.openEntry('?email=given%40example.com&login_hint=hint%40example.com');
  await expect(journey.f.email).toHaveValue('given@example.com');
  await journey.openEntry('?redirect_to=%2Fsettings');
  await journey.submitEmail(uniqueEmail('redirect'));
  await journey.atPath('/signup');
  await expect(page).toHaveURL(/redirect_to=%2Fsettings/);
});

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
