// The accented pseudo-locale en-XA over every page state of the built app: a
// visible text or an accessible name that is still plain ASCII did not come
// from Fluent. The check itself is proven first on two fixed pages, one with
// hard-coded English that it must report and one fully accented that it must
// pass.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/app/test';
import { WALKS } from '../support/app/app-states';
import { choosePseudoLocale, expectNoHardCodedText, findHardCoded, PSEUDO_LOCALE } from '../support/pseudo';

const fixture = (name: string) => readFileSync(path.join(process.cwd(), 'e2e/support/fixtures', name), 'utf8');

test.describe('the hard-coded text check', () => {
  test('reports a hard-coded text, a hard-coded ARIA label and a language name outside a language list', async ({ page }) => {
    await page.setContent(fixture('hard-coded.html'));
    const findings = await findHardCoded(page);
    expect(findings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ source: 'text', text: 'Continue to settings' }),
        expect.objectContaining({ source: 'aria-label', text: 'Close' }),
        expect.objectContaining({ source: 'accessible-name', where: 'button', text: 'Close' }),
        expect.objectContaining({ source: 'text', text: 'Deutsch' }),
      ]),
    );
    // The accented heading and title are not reported.
    expect(findings.map((finding) => finding.text)).not.toContain('Éñţéŕ ýóúŕ éɱáíļ');
    expect(findings.map((finding) => finding.source)).not.toContain('document-title');
  });

  test('passes a fully accented page with the user’s email, digits and a language list', async ({ page }) => {
    await page.setContent(fixture('accented.html'));
    await expectNoHardCodedText(page, { userValues: ['someone@example.com'] });
    // Without the typed email among the allowed values, the same page fails.
    expect(await findHardCoded(page)).toEqual([expect.objectContaining({ text: expect.stringContaining('someone@example.com') })]);
  });
});

test.describe(`every page state in ${PSEUDO_LOCALE}`, () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await choosePseudoLocale(page, baseURL!);
  });

  for (const walk of WALKS) {
    test(`${walk.name}: ${walk.states.join(', ')}`, async ({ page, baseURL, consoleCheck }, testInfo) => {
      // What a walk breaks on purpose logs what the walk says it does.
      if (walk.expectedConsole) consoleCheck.allow(...walk.expectedConsole);
      const visited: string[] = [];
      // No picture is taken here, so a retry may take addresses of its own.
      const label = testInfo.retry === 0 ? 'xa' : `xa${testInfo.retry}`;
      await walk.run(page, baseURL!, label, async (state, values) => {
        visited.push(state);
        await expect(page.locator('html')).toHaveAttribute('lang', PSEUDO_LOCALE);
        // Soft, so that one run lists the hard-coded text of every state of the walk.
        expect.soft(await findHardCoded(page, values), `hard-coded English on ${state}`).toEqual([]);
      });
      expect(visited).toEqual(walk.states);
    });
  }
});
