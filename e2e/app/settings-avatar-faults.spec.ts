// The avatar page's two submits under each fault (HTTP 500, a reset connection, 429 with
// Retry-After, offline, a timeout, then a slow network), in Hebrew, reached by keyboard alone and
// pressed by keyboard and pointer in turns: saving a cropped photo (the upload to the profile API)
// and removing the uploaded one (GraphQL deleteAvatar). After a failure the photo being cropped is
// still there to save again.
import { expect } from '@playwright/test';
import { PICTURE_FILE } from '../support/app/accounts';
import { describeSubmitFaults } from '../support/app/faults';
import type { SubmitCase } from '../support/app/faults';
import { newJourney } from '../support/app/journeys';
import type { AppJourney } from '../support/app/journeys';
import { expectHomeSays } from '../support/app/steps/settings';

const CASES: ReadonlyArray<SubmitCase<AppJourney>> = [
  {
    name: 'settings avatar: saving a cropped photo',
    match: { path: '/v1/avatar/upload' },
    async prepare(journey, baseURL) {
      await journey.openAs(baseURL, 'fault-avatar-save', '/settings/avatar');
      await journey.page.locator('#settings-avatar-file').setInputFiles(PICTURE_FILE);
      await expect(journey.page.locator('#settings-avatar-crop')).toBeVisible();
      return {
        control: journey.control('settings-avatar-save'),
        typed: [],
        success: async () => {
          await expectHomeSays(journey, 'profile', 'settings-avatar-saved');
          await expect(journey.page.locator('#profile img')).toHaveAttribute('src', /\/user-content\/avatars\/[0-9a-f]{32}$/);
        },
      };
    },
  },
  {
    name: 'settings avatar: removing the photo',
    match: { path: '/graphql', operation: 'DeleteAvatar' },
    async prepare(journey, baseURL) {
      const account = await journey.openAs(baseURL, 'fault-avatar-remove', '/settings/avatar', { avatar: true });
      await expect(journey.page.locator('#settings-avatar-current img')).toHaveAttribute('src', account.avatar.url);
      return {
        control: journey.control('settings-avatar-delete'),
        typed: [],
        success: async () => {
          await expectHomeSays(journey, 'profile', 'settings-avatar-removed');
          await expect(journey.page.locator('#profile img')).toHaveCount(0);
        },
      };
    },
  },
];

describeSubmitFaults(CASES, newJourney);
