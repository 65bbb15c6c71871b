// Every address that reports an outcome (an account or address confirmed, a
// sign-in confirmed or locked, a password reset, a sign-in reported, a service
// connected), opened bare in a fresh browser, claims nothing: the neutral page
// under its own title (the route's title never shows), which leads to a clean
// start page. By pointer in English and by keyboard alone in Hebrew, axe on
// every page.
import { expect, test } from '../support/app/test';
import { SERVICE } from '../support/app/relying-party';
import { VARIANTS } from '../support/app/variants';
import { newJourney } from '../support/app/journeys';

/** Each outcome address, and the claim (a message of the product) it makes only after its flow. */
const OUTCOME_ROUTES: readonly { address: string; claim: string; args?: Record<string, string> }[] = [
  { address: '/signup_confirmed', claim: 'signup-confirmed-heading' },
  { address: '/signup_verified', claim: 'signup-verified-heading' },
  { address: '/signup_confirmed_sync?context=fx_desktop_v3&service=sync', claim: 'sync-confirmed-heading' },
  { address: '/primary_email_verified', claim: 'primary-email-verified-heading' },
  { address: '/cannot_create_account', claim: 'cannot-create-account-heading' },
  { address: '/signin_confirmed', claim: 'signin-confirmed-heading' },
  { address: '/signin_verified', claim: 'signin-confirmed-heading' },
  { address: '/signin_bounced', claim: 'signin-bounced-heading' },
  { address: '/reset_password_verified', claim: 'reset-verified-heading' },
  { address: '/reset_password_with_recovery_key_verified', claim: 'reset-verified-key-heading' },
  { address: '/signin_reported', claim: 'signin-reported-heading' },
  { address: `/oauth/success/${SERVICE.clientId}`, claim: 'oauth-success-heading', args: { serviceName: SERVICE.name } },
];

for (const variant of VARIANTS) {
  test.describe(variant.name, () => {
    if (variant.locale) test.use({ locale: variant.locale });

    test('every outcome address opened bare in a fresh browser claims nothing, and leads to a clean start page', async ({ page }) => {
      const journey = newJourney(page, variant);
      for (const { address, claim, args } of OUTCOME_ROUTES) {
        await test.step(address, async () => {
          await page.goto(address);
          await journey.atPath(new URL(address, 'http://localhost').pathname, { focused: false });
          await expect(journey.f.heading).toHaveText(journey.text('flow-no-outcome-heading'));
          await expect(page).toHaveTitle(journey.title('flow-no-outcome-heading'));
          await expect(page.getByText(journey.text(claim, args))).toHaveCount(0);
        });
      }
      // The confirmation link's page, bare, says its link is broken: no sign-in is claimed.
      await page.goto('/complete_signin');
      await journey.atPath('/complete_signin', { focused: false });
      await expect(page.getByRole('alert')).toBeVisible();
      await expect(page.getByText(journey.text('signin-confirmed-text'))).toHaveCount(0);
      await expect(page.getByText(journey.text('signin-confirmed-elsewhere-text'))).toHaveCount(0);

      // The neutral page leads to the start page, with nothing of the address it was opened at.
      await page.goto('/reset_password_verified?redirect_to=%2Fsettings%2Fdelete_account');
      await journey.atPath('/reset_password_verified', { focused: false });
      await journey.activate(journey.control('flow-no-outcome-start'));
      await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '');
      await expect(journey.f.email).toBeVisible();
    });
  });
}
