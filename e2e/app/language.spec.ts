// The language toggle in the footer (SPEC §2.1, §2.7, §3.14), by keyboard
// only: choosing a language shows the page in it without a reload and keeps
// it across reloads, Hebrew lays the page out right to left, and 'Browser
// default' clears the choice so that the browser's language (en-US) decides.
import { expect, test } from '../support/app/test';
import type { Page } from '@playwright/test';
import { LOCALE_STORAGE_KEY } from '../../app/lib/l10n/negotiate';
import { expectAccessible } from '../support/app/axe';
import { newJourney } from '../support/app/journeys';

const HEADINGS = {
  'en-US': 'Enter your email',
  de: 'Geben Sie Ihre E-Mail-Adresse ein',
  he: 'הזנת כתובת הדוא״ל שלך',
};

function toggleOf(page: Page) {
  return page.getByRole('contentinfo').getByRole('button', { name: /Select language|Sprache auswählen|בחירת שפה/ });
}

/** Presses the key of a letter that a US keyboard lacks, as a Hebrew keyboard layout sends it. */
async function pressLetter(page: Page, letter: string): Promise<void> {
  const session = await page.context().newCDPSession(page);
  try {
    await session.send('Input.dispatchKeyEvent', { type: 'keyDown', key: letter, text: letter, unmodifiedText: letter });
    await session.send('Input.dispatchKeyEvent', { type: 'keyUp', key: letter });
  } finally {
    await session.detach();
  }
}

async function savedPreference(page: Page): Promise<string | null> {
  return page.evaluate((key) => window.localStorage.getItem(key), LOCALE_STORAGE_KEY);
}

async function expectShownIn(page: Page, lang: keyof typeof HEADINGS, dir: 'ltr' | 'rtl'): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('html')).toHaveAttribute('dir', dir);
  await expect(page.locator('h1')).toHaveText(HEADINGS[lang]);
}

test('choosing a language with the keyboard alone: German, kept on reload, Hebrew right to left, then the browser default', async ({
  page,
}) => {
  const journey = newJourney(page, { input: 'keyboard' });
  const toggle = toggleOf(page);
  const listbox = page.getByRole('listbox');

  await journey.openEntry();
  await expectShownIn(page, 'en-US', 'ltr');
  await expect(toggle).toHaveAccessibleName(/^Browser default\s+Select language$/);

  // Enter opens the list on the current choice; typing finds Deutsch; Enter chooses it.
  await journey.driver.tabTo(toggle);
  await page.keyboard.press('Enter');
  await expect(listbox).toBeVisible();
  await expect(listbox.getByRole('option', { name: 'Browser default' })).toBeFocused();
  await expectAccessible(page);
  await page.keyboard.type('Deutsch');
  await expect(listbox.getByRole('option', { name: /^\u2068?Deutsch/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(listbox).toBeHidden();

  await expectShownIn(page, 'de', 'ltr');
  await expect(toggle).toHaveAccessibleName(/Deutsch.*\(.*German.*\)\s+Sprache auswählen$/);
  await expect(toggle).toBeFocused();
  await expect(toggle).not.toHaveAttribute('aria-disabled');
  expect(await savedPreference(page)).toBe('de');
  await expectAccessible(page);

  await page.reload();
  await expectShownIn(page, 'de', 'ltr');
  await expect(journey.f.email).toBeVisible();
  await expect(toggle).toHaveAccessibleName(/Deutsch/);

  // Arrow down opens the list; Hebrew is found by the first letter of its own name.
  await journey.driver.tabTo(toggle);
  await page.keyboard.press('ArrowDown');
  await expect(listbox).toBeVisible();
  await expect(listbox.getByRole('option', { selected: true })).toHaveAttribute('lang', 'de');
  await pressLetter(page, 'ע');
  await expect(listbox.getByRole('option', { name: /עברית/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(listbox).toBeHidden();

  await expectShownIn(page, 'he', 'rtl');
  await expect(toggle).toBeFocused();
  expect(await savedPreference(page)).toBe('he');
  await expectAccessible(page);

  // Space opens the list, right to left too; Home goes to 'Browser default', the first choice.
  await page.keyboard.press('Space');
  await expect(listbox).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Home');
  await expect(listbox.getByRole('option').first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(listbox).toBeHidden();

  await expectShownIn(page, 'en-US', 'ltr');
  await expect(toggle).toHaveAccessibleName(/^Browser default\s+Select language$/);
  await expect(toggle).toBeFocused();
  expect(await savedPreference(page)).toBeNull();
  await expectAccessible(page);

  await page.reload();
  await expectShownIn(page, 'en-US', 'ltr');
});

test('Escape closes the list without a change and gives focus back to the toggle', async ({ page }) => {
  const journey = newJourney(page, { input: 'keyboard' });
  const toggle = toggleOf(page);
  await journey.openEntry();
  await journey.driver.tabTo(toggle);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(toggle).toBeFocused();
  await expectShownIn(page, 'en-US', 'ltr');
  expect(await savedPreference(page)).toBeNull();
});

test('the list of 57 languages scrolls inside the viewport', async ({ page }) => {
  const journey = newJourney(page, { input: 'keyboard' });
  const toggle = toggleOf(page);
  await journey.openEntry();
  await journey.driver.tabTo(toggle);
  await page.keyboard.press('Enter');
  const listbox = page.getByRole('listbox');
  await expect(listbox.getByRole('option')).toHaveCount(58);
  await page.keyboard.press('End');
  await expect(listbox.getByRole('option').last()).toBeFocused();
  await expect(listbox.getByRole('option').last()).toBeInViewport();
  const viewport = page.viewportSize()!;
  const box = (await listbox.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  expect(await listbox.evaluate((list) => list.scrollHeight > list.clientHeight && list.scrollTop > 0)).toBe(true);
});

test('the toggle is disabled, and keeps focus, while the chosen language loads', async ({ page }) => {
  const journey = newJourney(page, { input: 'keyboard' });
  const toggle = toggleOf(page);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/settings/locales/it/*.ftl', async (route) => {
    await held;
    await route.continue();
  });

  await journey.openEntry();
  await journey.driver.tabTo(toggle);
  await page.keyboard.press('Enter');
  await page.keyboard.type('Italiano');
  await expect(page.getByRole('option', { name: /^\u2068?Italiano/ })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(toggle).toHaveAttribute('aria-disabled', 'true');
  await expect(toggle).toBeFocused();
  await expect(toggle.getByRole('progressbar')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeHidden();
  // Still in English until the Italian strings arrive.
  await expect(page.locator('h1')).toHaveText(HEADINGS['en-US']);

  release();
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expect(toggle).not.toHaveAttribute('aria-disabled');
  await expect(toggle).toBeFocused();
  await expectAccessible(page);
});
