// Steps of the settings pages: most changes end back on the settings home,
// scrolled to the section of what changed, with an alert saying it.
import { expect } from '@playwright/test';
import type { Journey } from '../journey';

/** The settings home at its section `section` ('security', 'profile', …), its alert saying the message `alert`. */
export async function expectHomeSays(journey: Journey, section: string, alert: string): Promise<void> {
  await expect(journey.page).toHaveURL((url) => url.pathname === '/settings' && url.hash === `#${section}`);
  await expect(journey.page.locator('#settings-alert')).toHaveText(journey.text(alert));
}
