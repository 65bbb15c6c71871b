// Reporting a sign-in against the real server: a sign-in blocked into the
// unblock email, whose report link is opened in another tab; the report is
// confirmed, the code then unblocks nothing, the same link says it was used,
// and a link cut short says it is damaged. By pointer, and by keyboard alone
// in Hebrew, with axe on every page reached.
import { expect, test } from '../support/app/test';
import { createAccount } from '../support/app/accounts';
import { nextCode, reportLinkFor } from '../support/app/outbox';
import { VARIANTS } from '../support/app/variants';
import { newJourney, signinJourney } from '../support/app/journeys';

for (const variant of VARIANTS) {
  test.describe(variant.name, () => {
    if (variant.locale) test.use({ locale: variant.locale });

    test("the unblock email's report link rejects the code, which then unblocks nothing; used and damaged links say so", async ({ page, context, baseURL }) => {
      const account = await createAccount(baseURL!, 'report');
      const signin = signinJourney(page, variant);
      await signin.reachUnblock(account);
      const code = await nextCode(baseURL!, account, 'unblock');
      const link = await reportLinkFor(baseURL!, account.email, code);
      expect(link).toBe(`${baseURL}/report_signin?uid=${account.uid}&unblockCode=${code}`);

      // The person reads the email in another tab and reports the sign-in.
      const report = newJourney(await context.newPage(), variant);
      await report.page.goto(link);
      await report.atPath('/report_signin', { focused: false });
      await expect(report.f.heading).toHaveText(report.text('report-signin-heading'));
      await report.activate(report.control('report-signin-submit'));
      await report.atPath('/signin_reported');
      await expect(report.f.heading).toHaveText(report.text('signin-reported-heading'));
      expect(new URL(report.page.url()).search).toBe('');

      // Whoever was signing in cannot use the code any more.
      await signin.enterCode(code);
      await signin.expectCodeRejected(code, { id: 'auth-error-127' });

      // The link again: the code was used, and the way to a new password is offered.
      await report.page.goto(link);
      await report.atPath('/report_signin', { focused: false });
      await report.activate(report.control('report-signin-submit'));
      await expect(report.page.getByRole('alert')).toHaveText(report.text('auth-error-1041'));
      await expect(report.control('report-signin-submit')).toHaveCount(0);
      await expect(report.control('report-signin-reset-password')).toBeVisible();
      await report.atPath('/report_signin', { focused: false });

      // A link that lost its code on the way sends nothing and says it is damaged.
      await report.page.goto(`/report_signin?uid=${account.uid}`);
      await report.atPath('/report_signin', { focused: false });
      await expect(report.page.getByRole('alert')).toHaveText(report.text('auth-error-1045'));
      await expect(report.control('report-signin-submit')).toHaveCount(0);
    });
  });
}
