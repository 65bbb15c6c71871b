// What settings shows once and a person keeps: the authenticator's key on the
// scan step (in settings and in the set-up inside sign-in), read as an app
// would take it after 'Can't scan the code?', and the clipboard that backup
// codes and a recovery key are copied to.
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectAccessible } from '../axe';
import type { Journey } from '../journey';

/** On the scan step: 'Can't scan the code?', then the key shown in groups, without its spaces. */
export async function readKey(journey: Journey): Promise<string> {
  await journey.activate(journey.control('settings-totp-show-key'));
  const key = journey.page.locator('#settings-totp-key');
  await expect(key).toHaveText(/[A-Z2-7]{4} /);
  return (await key.textContent())!.replace(/\s/g, '');
}

/** The scan step with its code, then its key (readKey) in groups of four, for the account `email`, axe clean. */
export async function shownKey(journey: Journey, email: string): Promise<string> {
  const { page } = journey;
  await expect(page.locator('#settings-totp-qr')).toBeVisible();
  const key = await readKey(journey);
  await expect(page.locator('#settings-totp-key')).toHaveText(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
  await expect(page.locator('#settings-totp-account')).toHaveText(email);
  await expectAccessible(page);
  return key;
}

/** Lets the page read and write the clipboard, for what it copies. */
export async function grantClipboard(page: Page, baseURL: string): Promise<void> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseURL).origin });
}
