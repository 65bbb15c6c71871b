// The legal page's retry under each fault (HTTP 500, a reset connection, 429
// with Retry-After, offline, a timeout, then a slow network), in Hebrew,
// reached by keyboard alone and pressed by keyboard and pointer in turns: the
// privacy notice could not be got at first (errno 1006 with 'Try again'), and
// each retry says why it failed, until the document is shown.
import { expect } from '@playwright/test';
import { describeSubmitFaults } from '../support/app/faults';
import type { SubmitCase } from '../support/app/faults';
import { newJourney } from '../support/app/journeys';
import type { AppJourney } from '../support/app/journeys';

const PRIVACY = { path: '/v1/legal/privacy' };

const CASES: ReadonlyArray<SubmitCase<AppJourney>> = [
  {
    name: 'legal document: try again',
    match: PRIVACY,
    async prepare(journey) {
      const { page } = journey;
      // The first fetch fails, so that the page offers its retry.
      const refuse = (route: Parameters<Parameters<typeof page.route>[1]>[0]) => route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Internal Server Error</h1>' });
      await page.route(`**${PRIVACY.path}*`, refuse);
      await page.goto('/legal/privacy');
      const retry = journey.control('legal-retry');
      await expect(retry).toBeVisible();
      await expect(page.getByRole('alert')).toContainText(journey.text('auth-error-1006'));
      await page.unroute(`**${PRIVACY.path}*`, refuse);
      await journey.atPath('/legal/privacy', { focused: false });
      return {
        control: retry,
        typed: [],
        success: async () => {
          await expect(page.locator('article [lang]').getByRole('heading', { level: 2 }).first()).toBeVisible();
          await expect(retry).toHaveCount(0);
        },
      };
    },
  },
];

describeSubmitFaults(CASES, newJourney);
