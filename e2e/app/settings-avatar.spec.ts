// The profile picture, by pointer in English and by keyboard alone in
// Hebrew, with axe on every page: a photo chosen with the file chooser,
// moved and zoomed inside the circle, saved and shown on the home (a
// 600×600 JPEG from the profile server) and after a reload, then removed;
// files that are too small, too large or no image each say so. The camera's
// journey is in settings-avatar-camera.spec.ts (it needs its own browser).
import { readFileSync } from 'node:fs';
import { expect, test } from '../support/app/test';
import type { Page } from '@playwright/test';
import { PICTURE_FILE } from '../support/app/accounts';
import { expectAccessible } from '../support/app/axe';
import { VARIANTS } from '../support/app/variants';
import type { Journey } from '../support/app/journey';
import { newJourney } from '../support/app/journeys';
import { expectHomeSays } from '../support/app/steps/settings';

/** The profile section's picture on the settings home: its image's address, or null when the letter shows. */
async function homePicture(page: Page): Promise<string | null> {
  const picture = page.locator('#profile img');
  return (await picture.count()) === 0 ? null : picture.getAttribute('src');
}

/** Moves the picture inside the circle and zooms in, by drag and slider or by arrow keys. */
async function cropAndZoom(journey: Journey, page: Page): Promise<void> {
  const area = page.locator('#settings-avatar-crop');
  const zoom = page.getByTestId('settings-avatar-zoom');
  await expect(area).toBeVisible();
  await expect(zoom).toHaveValue('1');
  if (journey.driver.mode === 'keyboard') {
    await journey.driver.tabTo(zoom);
    // Up raises a slider in either direction of writing (Right lowers it right to left).
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowUp');
    await journey.driver.tabTo(area, { backwards: true });
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowUp');
  } else {
    await zoom.fill('1.5');
    const box = (await area.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 20, box.y + box.height / 2 - 10, { steps: 4 });
    await page.mouse.up();
  }
  await expect(zoom).toHaveValue('1.5');
  // The picture moved from the centre.
  await expect(page.locator('.reactEasyCrop_Image')).not.toHaveAttribute('style', /translate\(0px, 0px\)/);
}

for (const variant of VARIANTS) {
  test.describe(variant.name, () => {
    if (variant.locale) test.use({ locale: variant.locale });

    test('a chosen photo, moved and zoomed, is saved, shown on the home and after a reload, and then removed', async ({ page, baseURL }) => {
      const journey = newJourney(page, variant);
      await journey.openAs(baseURL!, `avatar-upload-${variant.input}`, '/settings');
      expect(await homePicture(page)).toBeNull();
      await expect(page.locator('#settings-action-avatar')).toHaveText(journey.text('settings-action-add-picture'));

      await journey.activate(journey.control('settings-action-avatar'));
      await journey.atPath('/settings/avatar');
      await expect(page).toHaveTitle(journey.title('settings-avatar-heading'));
      await expect(page.locator('#settings-avatar-delete')).toHaveCount(0);
      await expectAccessible(page);

      const chooser = page.waitForEvent('filechooser');
      await journey.activate(journey.control('settings-avatar-upload'));
      await (await chooser).setFiles(PICTURE_FILE);
      await cropAndZoom(journey, page);
      await expectAccessible(page);

      const uploaded = page.waitForResponse((response) => response.url().endsWith('/v1/avatar/upload'));
      await journey.activate(journey.control('settings-avatar-save'));
      const upload = await uploaded;
      expect(upload.status()).toBe(201);
      expect(upload.request().headers()['content-type']).toBe('image/jpeg');
      await expectHomeSays(journey, 'profile', 'settings-avatar-saved');
      await expect(page.locator('#profile img')).toHaveAttribute('src', /\/user-content\/avatars\/[0-9a-f]{32}$/);
      // The exported picture: 600×600, as the page made it.
      await expect.poll(() => page.locator('#profile img').evaluate((img: HTMLImageElement) => `${img.naturalWidth}×${img.naturalHeight}`)).toBe('600×600');
      await expect(page.locator('#settings-action-avatar')).toHaveText(journey.text('settings-action-change-picture'));
      await expectAccessible(page);

      await page.reload();
      await journey.atPath('/settings', { focused: false });
      const saved = await homePicture(page);
      expect(saved).toMatch(/\/user-content\/avatars\/[0-9a-f]{32}$/);

      await journey.activate(journey.control('settings-action-avatar'));
      await journey.atPath('/settings/avatar');
      await expect(page.locator('#settings-avatar-current img')).toHaveAttribute('src', saved!);
      await journey.activate(journey.control('settings-avatar-delete'));
      await expectHomeSays(journey, 'profile', 'settings-avatar-removed');
      expect(await homePicture(page)).toBeNull();
      await page.reload();
      await journey.atPath('/settings', { focused: false });
      expect(await homePicture(page)).toBeNull();
      expect((await page.request.get(saved!)).status()).toBe(404);
    });

    test('a file too small, too large or no image says so, and the page keeps working', async ({ page, baseURL }) => {
      const journey = newJourney(page, variant);
      await journey.openAs(baseURL!, `avatar-errors-${variant.input}`, '/settings/avatar');
      const input = page.locator('#settings-avatar-file');
      const alert = page.getByRole('alert');
      const small = await page.evaluate(async () => {
        const canvas = document.createElement('canvas');
        canvas.width = 99;
        canvas.height = 120;
        canvas.getContext('2d')!.fillRect(0, 0, 99, 120);
        const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
        return [...new Uint8Array(await blob!.arrayBuffer())];
      });
      await input.setInputFiles({ name: 'small.png', mimeType: 'image/png', buffer: Buffer.from(small) });
      await expect(alert).toHaveText(journey.text('auth-error-1028'));
      await expectAccessible(page);
      await input.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('These are words, not a picture.') });
      await expect(alert).toHaveText(journey.text('auth-error-1013'));
      await input.setInputFiles({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.concat([readFileSync(PICTURE_FILE), Buffer.alloc(2_097_153)]) });
      await expect(alert).toHaveText(journey.text('auth-error-1065'));
      // A usable file after the errors goes on to the cropping.
      const chooser = page.waitForEvent('filechooser');
      await journey.activate(journey.control('settings-avatar-upload'));
      await (await chooser).setFiles(PICTURE_FILE);
      await expect(page.locator('#settings-avatar-crop')).toBeVisible();
      await expect(alert).toHaveCount(0);
    });
  });
}
