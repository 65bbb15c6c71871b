// Every form submit of the entry, sign-up and settings flows under each
// fault: a clear error, nothing typed lost, and a retry that succeeds.
import { expect, test } from '@playwright/test';
import { FAULTS, slowNetwork, withFault } from './support/faults';
import { Journey, PASSWORD } from './support/journey';
import { codeFor, uniqueEmail } from './support/outbox';

for (const fault of FAULTS) {
  test.describe(`${fault}`, () => {
    test('entry: the account-status check', async ({ page, context }) => {
      const journey = new Journey(page);
      const email = uniqueEmail(`entry-${fault}`);
      await journey.openEntry();
      await journey.type('email', email);
      await withFault({
        page,
        context,
        fault,
        match: { path: '/v1/account/status' },
        submit: () => journey.activate('submit'),
        typed: [{ field: journey.f.email, value: email }],
        success: () => journey.atPath('/signup'),
      });
    });

    test('sign-up: creating the account', async ({ page, context }) => {
      const journey = new Journey(page);
      const email = uniqueEmail(`signup-${fault}`);
      await journey.openEntry();
      await journey.submitEmail(email);
      await journey.atPath('/signup');
      await journey.type('password', PASSWORD);
      await journey.type('confirmation', PASSWORD);
      await journey.type('age', '30');
      await withFault({
        page,
        context,
        fault,
        match: { path: '/graphql', operation: 'SignUp' },
        submit: () => journey.activate('submit'),
        typed: [
          { field: journey.f.password, value: PASSWORD },
          { field: journey.f.confirmation, value: PASSWORD },
          { field: journey.f.age, value: '30' },
        ],
        success: () => journey.atPath('/confirm_signup_code'),
      });
    });

    test('code: confirming, and asking for a new code', async ({ page, context, baseURL }) => {
      const journey = new Journey(page);
      const email = uniqueEmail(`code-${fault}`);
      await journey.signUp(email);
      await withFault({
        page,
        context,
        fault,
        match: { path: '/v1/session/resend_code' },
        submit: () => journey.activate('resend'),
        typed: [],
        success: () => expect(page.getByText('A new code was sent to your email.')).toBeVisible(),
      });
      const code = await codeFor(baseURL!, email, 2);
      await journey.type('code', code);
      await withFault({
        page,
        context,
        fault,
        match: { path: '/v1/session/verify_code' },
        submit: () => journey.activate('submit'),
        typed: [{ field: journey.f.code, value: code }],
        success: () => journey.atPath('/signup_confirmed'),
      });
    });

    test('settings: signing out', async ({ page, context, baseURL }) => {
      const journey = new Journey(page);
      const email = uniqueEmail(`signout-${fault}`);
      await journey.signUp(email);
      await journey.confirm(baseURL!, email);
      await withFault({
        page,
        context,
        fault,
        match: { path: '/graphql', operation: 'DestroySession' },
        submit: () => journey.activate('signOut'),
        typed: [],
        success: () => expect(page).toHaveURL((url) => url.pathname === '/'),
      });
    });
  });
}

test('a slow network still gets there, showing that work is under way', async ({ page }) => {
  const journey = new Journey(page);
  const email = uniqueEmail('slow');
  await journey.openEntry();
  const restore = await slowNetwork(page, { path: '/v1/account/status' });
  await journey.submitEmail(email);
  // A pending button is no longer a submit button, so the form cannot be sent twice.
  await expect(page.locator('form button[aria-busy="true"]')).toBeVisible();
  await journey.atPath('/signup');
  await restore();
});
