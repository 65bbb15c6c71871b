// Third-party sign-in: the local identity providers' test-user page, as a
// journey meets it after choosing a provider on an Orbit page.
import { expect } from '@playwright/test';
import type { Journey } from '../journey';

/** At the local provider's test-user page: an address typed in, then Sign in (or Cancel). */
export async function atProvider(journey: Journey, email: string | 'cancel'): Promise<void> {
  const { page } = journey;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Local (search-company|platform-vendor) identity provider/);
  if (email === 'cancel') {
    await journey.activate(page.getByRole('button', { name: 'Cancel' }));
    return;
  }
  await journey.type(page.getByLabel('Or any other address'), email);
  await journey.activate(page.getByRole('button', { name: 'Sign in' }));
}
