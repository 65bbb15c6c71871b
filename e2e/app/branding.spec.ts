// A relying party's branding (SPEC §1, §2.1, §7.3) on the pages of the
// example branded client that ships outside production: its header logo,
// background and button colours, page title and favicon, in English and (CMS
// localisation on) in Hebrew, on the OAuth entry and the password sign-in
// page, and on every page after them: signing in with an emailed code, and
// signing up with its code. By pointer in English and by keyboard in Hebrew,
// axe on each page.
import { expect, test } from '../support/app/test';
import type { Page } from '@playwright/test';
import { PASSWORD, createAccount } from '../support/app/accounts';
import { codeFor, uniqueEmail } from '../support/app/outbox';
import { OAUTH_QUERY } from '../support/app/relying-party';
import { VARIANTS } from '../support/app/variants';
import type { Journey } from '../support/app/journey';
import { newJourney } from '../support/app/journeys';

/** The example branded client and what its content (server/cms/example-content.json) gives the sign-in page. */
const BRANDED_CLIENT = 'c0ffee00b4a2d001';
const SIGNIN_TITLE: Record<string, string> = { en: 'Sign in to Orbit Paint', he: 'כניסה אל Orbit Paint' };
const HEADLINE: Record<string, string> = { en: 'Welcome back to Orbit Paint', he: 'ברוך שובך אל Orbit Paint' };
const BUTTON: Record<string, string> = { en: 'Continue to Orbit Paint', he: 'המשך אל Orbit Paint' };
const ENTRY_HEADLINE: Record<string, string> = { en: 'Paint with your Orbit account', he: 'לצייר עם חשבון Orbit שלך' };
const BRANDED_QUERY = new URLSearchParams({ ...OAUTH_QUERY, client_id: BRANDED_CLIENT }).toString();

/** A page of the flow with the client's shared branding: split layout, header logo, colours, its title and favicon; axe clean. */
async function expectSharedBranding(page: Page, journey: Journey, pathname: string, submitId: string): Promise<void> {
  await journey.atPath(pathname);
  await expect(page.locator('header img')).toHaveAttribute('src', '/__dev/cms/paint-logo.svg');
  await expect(page.locator('main img[src="/__dev/cms/paint-split.svg"]')).toBeVisible();
  await expect(journey.control(submitId)).toHaveCSS('background-color', 'rgb(122, 31, 92)');
  await expect(page).toHaveTitle(journey.text('app-page-title', { title: 'Orbit Paint' }));
  await expect(page.locator('link[rel~="icon"][data-branding]')).toHaveAttribute('href', '/__dev/cms/paint-favicon.svg');
}

for (const variant of VARIANTS) {
  test.describe(variant.name, () => {
    if (variant.locale) test.use({ locale: variant.locale });

    test('the branded client’s OAuth entry shows its split layout, logo, headline, button and favicon', async ({ page }) => {
      const journey = newJourney(page, variant);
      const language = variant.locale ? 'he' : 'en';
      await page.goto(`/oauth?${new URLSearchParams({ ...OAUTH_QUERY, client_id: BRANDED_CLIENT }).toString()}`);
      const button = page.locator('#entry-submit');
      await expect(button).toHaveText(BUTTON[language]!);
      await expect(button).toHaveCSS('background-color', 'rgb(122, 31, 92)');
      await expect(button).toHaveCSS('color', 'rgb(255, 255, 255)');
      await expect(journey.f.heading).toHaveText(ENTRY_HEADLINE[language]!);
      await expect(page.locator('main img[src="/__dev/cms/paint-split.svg"]')).toBeVisible();
      await expect(page.locator('header img')).toHaveAttribute('src', '/__dev/cms/paint-logo.svg');
      await expect(page).toHaveTitle(journey.text('app-page-title', { title: 'Orbit Paint' }));
      await expect(page.locator('link[rel~="icon"][data-branding]')).toHaveAttribute('href', '/__dev/cms/paint-favicon.svg');
      await journey.atPath('/oauth', { focused: false });
    });

    test('the branded client’s sign-in shows its logo, colours, headline, button, title and favicon', async ({ page }) => {
      const journey = newJourney(page, variant);
      const language = variant.locale ? 'he' : 'en';
      await page.goto(`/oauth/signin?client_id=${BRANDED_CLIENT}&email=${encodeURIComponent('someone@example.com')}`);

      const button = page.locator('#signin-submit');
      await expect(button).toHaveText(BUTTON[language]!);
      await expect(button).toHaveCSS('background-color', 'rgb(122, 31, 92)');
      await expect(button).toHaveCSS('color', 'rgb(255, 255, 255)');
      await expect(journey.f.heading).toHaveText(HEADLINE[language]!);
      const headerLogo = page.locator('header img');
      await expect(headerLogo).toHaveAttribute('src', '/__dev/cms/paint-logo.svg');
      await expect(headerLogo).toHaveAttribute('alt', 'Orbit Paint');
      expect((await headerLogo.boundingBox())?.height).toBeLessThanOrEqual(40);
      await expect(page).toHaveTitle(journey.text('app-page-title', { title: SIGNIN_TITLE[language]! }));
      await expect(page.locator('link[rel~="icon"][data-branding]')).toHaveAttribute('href', '/__dev/cms/paint-favicon.svg');
      await journey.atPath('/oauth/signin', { focused: false });

      // The password field and the button are still reached as on any sign-in page.
      await journey.type('password', 'not the password');
      await expect(journey.f.password).toHaveValue('not the password');
    });

    test('the branded client’s flow stays branded through sign-in with an emailed code and through sign-up', async ({ page, baseURL }) => {
      const journey = newJourney(page, variant);
      const language = variant.locale ? 'he' : 'en';
      const account = await createAccount(baseURL!, `branded-${variant.input}`);
      await page.goto(`/oauth?${BRANDED_QUERY}`);
      await journey.submitEmail(account.email);
      await journey.atPath('/oauth/signin');
      await expect(journey.f.heading).toHaveText(HEADLINE[language]!);
      await journey.type('password', PASSWORD);
      await journey.activate('submit');
      await expectSharedBranding(page, journey, '/signin_token_code', 'signin-token-code-submit');
      await journey.enterCode(await codeFor(baseURL!, account.email, 2));
      await expect(page).not.toHaveURL((url) => url.pathname === '/signin_token_code');

      await page.context().clearCookies();
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
      const email = uniqueEmail(`branded-signup-${variant.input}`);
      await page.goto(`/oauth?${BRANDED_QUERY}`);
      await journey.submitEmail(email);
      await expectSharedBranding(page, journey, '/oauth/signup', 'signup-submit');
      await expect(journey.control('third-party-google')).toBeVisible();
      await journey.choosePassword();
      await expectSharedBranding(page, journey, '/confirm_signup_code', 'confirm-signup-code-submit');
    });
  });
}
