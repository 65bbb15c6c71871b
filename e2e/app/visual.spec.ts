// Visual baselines of every page state a person can reach in the built app,
// in English and in Hebrew (right to left), and of the core screens (entry,
// sign-up, confirmation code, sign-in password, sign-in codes, settings) in
// German, whose longer words are the first to break a layout. The states are
// reached through the real journeys against a fresh server (support/app/app-states.ts),
// with fixed addresses and a fixed recovery phone, motion reduced, animations
// stopped and the caret hidden, so that each picture is the same on every run.
// Nothing is masked and the clock is left alone: no page state shows a date, a
// time or any value that differs from run to run (the codes a journey types
// come from the outbox and the field that holds one is pictured only with a
// fixed wrong code), and the browser's clock must stay in step with the
// server's for the session checks of the settings page.
import { expect, test } from '../support/app/test';
import { CORE_STATES, WALKS } from '../support/app/app-states';
import { isBaselineByteForByte } from '../support/picture';

const LOCALES = [
  { name: 'en', browser: 'en-US', lang: 'en-US', dir: 'ltr', states: 'all' },
  { name: 'he', browser: 'he-IL', lang: 'he', dir: 'rtl', states: 'all' },
  { name: 'de', browser: 'de-DE', lang: 'de', dir: 'ltr', states: 'core' },
] as const;

for (const locale of LOCALES) {
  test.describe(locale.name, () => {
    test.use({ locale: locale.browser, reducedMotion: 'reduce' });

    for (const walk of WALKS) {
      const shown = walk.states.filter((state) => locale.states === 'all' || CORE_STATES.has(state));
      if (shown.length === 0) continue;

      test(`${walk.name}: ${shown.join(', ')}`, async ({ page, baseURL, consoleCheck }) => {
        if (walk.expectedConsole) consoleCheck.allow(...walk.expectedConsole);
        const pictured: string[] = [];
        await walk.run(page, baseURL!, locale.name, async (state) => {
          if (!shown.includes(state)) return;
          pictured.push(state);
          await expect(page.locator('html')).toHaveAttribute('lang', locale.lang);
          await expect(page.locator('html')).toHaveAttribute('dir', locale.dir);
          // The footer's language toggle comes in a chunk of its own after the page renders;
          // once the network is quiet it is there, and the picture stops changing.
          await page.waitForLoadState('networkidle');
          const picture = `${state}--${locale.name}.png`;
          if (!(await isBaselineByteForByte(page, test.info(), picture))) await expect(page).toHaveScreenshot(picture, { fullPage: true });
        });
        expect(pictured).toEqual(shown);
      });
    }
  });
}
