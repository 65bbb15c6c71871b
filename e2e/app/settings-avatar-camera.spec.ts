// A profile picture taken with the camera, by pointer in English and by
// keyboard alone in Hebrew: Chromium's fake camera (its media stream flags,
// so this file runs in a browser of its own) gives the frame, which is
// cropped and saved like a chosen photo; the camera is let go once the frame
// is taken.
import { expect, test } from '../support/app/test';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../../scripts/lib/chromium.mjs';
import { expectAccessible } from '../support/app/axe';
import { VARIANTS } from '../support/app/variants';
import { newJourney } from '../support/app/journeys';
import { expectHomeSays } from '../support/app/steps/settings';

test.use({
  permissions: ['camera'],
  launchOptions: {
    executablePath: CHROMIUM_EXECUTABLE,
    args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
});

for (const variant of VARIANTS) {
  test.describe(variant.name, () => {
    if (variant.locale) test.use({ locale: variant.locale });

    test('a photo taken with the camera is cropped, saved and shown on the home', async ({ page, baseURL }) => {
      const journey = newJourney(page, variant);
      await journey.openAs(baseURL!, `avatar-camera-${variant.input}`, '/settings/avatar');
      await journey.activate(journey.control('settings-avatar-camera'));
      const capture = journey.control('settings-avatar-capture');
      await expect(capture).toBeEnabled();
      await expect.poll(() => page.locator('#settings-avatar-video').evaluate((video: HTMLVideoElement) => video.videoWidth)).toBeGreaterThan(0);
      await expectAccessible(page);
      await journey.activate(capture);
      await expect(page.locator('#settings-avatar-crop')).toBeVisible();
      // The camera is let go once the frame is taken.
      await expect(page.locator('#settings-avatar-video')).toHaveCount(0);
      await journey.activate(journey.control('settings-avatar-save'));
      await expectHomeSays(journey, 'profile', 'settings-avatar-saved');
      await expect(page.locator('#profile img')).toHaveAttribute('src', /\/user-content\/avatars\/[0-9a-f]{32}$/);
    });
  });
}
