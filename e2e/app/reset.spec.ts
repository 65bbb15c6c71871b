// Password reset journeys against the real server, on accounts from the
// fixtures: by the emailed code alone (from sign-in's 'Forgot password?', a
// wrong, an expired, a replaced and a throttled code on the way, the warning that synced
// data is lost, a new kB, the other browser signed out, and a sign-in with the
// new password), with the authenticator app, with a backup code, with the
// recovery phone, and with the account recovery key (kB kept, the key used
// up). Each runs by pointer, and by keyboard alone in Hebrew, with axe on
// every page reached.
import { expect, test } from '../support/app/test';
import type { Page } from '@playwright/test';
import { BREACHED_PASSWORD, PASSWORD, authClient, createAccount, nextTotpCode, signInBrowser, wrongTotpCode } from '../support/app/accounts';
import { expectAccessible } from '../support/app/axe';
import { message } from '../support/app/l10n';
import { nextCode, smsCode } from '../support/app/outbox';
import { currentKb } from '../support/app/keys';
import { NEW_PASSWORD } from '../support/app/steps/reset';
import { VARIANTS } from '../support/app/variants';
import { resetJourney, signinJourney } from '../support/app/journeys';

/** The catalogue's 114 with whatever wait the server words, in the journey's language. */
function throttledText(locale: string | undefined): RegExp {
  const text = message(locale, 'auth-error-114', { retryAfterLocalized: 'WAIT' }).replace(/[\u2068\u2069]/g, '');
  const [before, after] = text.split('WAIT').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`${before}.+${after}`);
}

for (const variant of VARIANTS) {
  test.describe(variant.name, () => {
    if (variant.locale) test.use({ locale: variant.locale });

    test('by the emailed code alone: wrong, expired and throttled codes on the way, synced data lost, the other browser signed out, then a sign-in with the new password', async ({ page, browser, baseURL }) => {
      test.slow();
      const account = await createAccount(baseURL!, 'reset-code');
      // Another browser is signed in to the account.
      const other = await browser.newContext({ ...(variant.locale ? { locale: variant.locale } : {}) });
      const otherPage = await other.newPage();
      await signInBrowser(otherPage, account);
      await otherPage.goto('/settings');
      await expect(otherPage.getByText(account.email).first()).toBeVisible();

      // Sign-in's 'Forgot password?' leads to the reset with the address kept.
      const journey = resetJourney(page, variant, { byAddress: true });
      await journey.openSignin(account.email);
      await journey.activate(journey.control('signin-forgot-password'));
      await journey.atPath('/reset_password');
      await journey.sendCode(account.email);
      const first = await nextCode(baseURL!, account);

      const wrong = first === '000000' ? '111111' : '000000';
      await journey.enterCode(wrong);
      await journey.expectCodeRejected(wrong, { id: 'auth-error-183' });

      // The server answers that the code has expired: said so, with the way to a new one.
      await page.route('**/v1/password/forgot/verify_otp', (route) =>
        route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ code: 400, errno: 153, error: 'Bad Request', message: 'This confirmation code has expired' }) }),
        { times: 1 },
      );
      await journey.enterCode(first);
      await expect(page.getByText(journey.text('reset-code-expired-text'))).toBeVisible();
      await expectAccessible(page);

      // New codes: three are sent, then the server says to wait (four codes per window).
      let latest = first;
      for (let resent = 1; resent <= 3; resent += 1) {
        await journey.activate(journey.control('confirm-reset-password-resend'));
        await expect(page.getByRole('status').filter({ hasText: journey.text('flow-code-sent') }).first()).toBeVisible();
        latest = await nextCode(baseURL!, account);
      }
      await journey.activate(journey.control('confirm-reset-password-resend'));
      await expect(page.getByRole('alert')).toHaveText(throttledText(variant.locale));
      await expectAccessible(page);

      // A code that a newer one replaced no longer works (the server does not tell it from a wrong one)…
      await journey.enterCode(first);
      await journey.expectCodeRejected(first, { id: 'auth-error-183' });
      // …the last one sent does; without a recovery key the page warns first that synced data is lost.
      await journey.enterCode(latest);
      await journey.atPath('/complete_reset_password');
      await expect(page.getByText(journey.text('reset-data-loss-heading'))).toBeVisible();
      await expect(journey.control('reset-use-key')).toHaveCount(0);
      // A new password found in known breaches is refused under its field, and what was typed stays.
      await journey.type(journey.f.password, BREACHED_PASSWORD);
      await journey.type(journey.f.confirmation, BREACHED_PASSWORD);
      await journey.activate(journey.control('reset-new-password-submit'));
      await expect(journey.f.password).toHaveAttribute('aria-invalid', 'true');
      await expect(journey.f.password).toHaveAccessibleDescription(journey.text('auth-error-1068'));
      await expect(journey.f.password).toHaveValue(BREACHED_PASSWORD);
      await expect(journey.f.password).toBeFocused();
      await expect(page).toHaveURL((url) => url.pathname === '/complete_reset_password');
      await journey.type(journey.f.password, NEW_PASSWORD);
      await journey.type(journey.f.confirmation, NEW_PASSWORD);
      await journey.activate(journey.control('reset-new-password-submit'));
      await journey.atPath('/reset_password_verified');
      await journey.activate(journey.control('reset-verified-continue'));
      await journey.expectSettings(account.email);

      // The other browser's session ended with the reset.
      await otherPage.goto('/settings');
      await expect(otherPage).toHaveURL((url) => url.pathname !== '/settings');
      // There, the old password no longer signs in, and the new one does.
      const there = signinJourney(otherPage, variant, { byAddress: true });
      await there.signInWithNewPassword(baseURL!, account, PASSWORD, NEW_PASSWORD);
      await other.close();

      // kB is new: the data sealed with the old one cannot be read with the new password.
      expect(await currentKb(baseURL!, account, NEW_PASSWORD)).not.toBe(account.kB);
    });

    test('with the authenticator app: the chooser lists only what the account has, a wrong code is refused', async ({ page, baseURL }) => {
      const account = await createAccount(baseURL!, 'reset-totp', { recoveryPhone: true });
      const journey = resetJourney(page, variant);
      await journey.openReset(account.email);
      await journey.enterCode(await nextCode(baseURL!, account));
      await journey.expectChoices([
        { id: 'reset-choice-totp' },
        { id: 'reset-choice-backup-code', args: { count: 8 } },
        { id: 'reset-choice-phone', args: { phone: account.phone.slice(-4) } },
      ]);
      await journey.choose('reset-choice-totp');
      await journey.atPath('/confirm_totp_reset_password');
      const wrong = wrongTotpCode(account.secret);
      await journey.enterCode(wrong);
      await journey.expectCodeRejected(wrong);
      await journey.enterCode(nextTotpCode(account.secret));
      await journey.setNewPassword('/complete_reset_password', '/reset_password_verified', account.email);
    });

    test('with a backup code, which is then used up', async ({ page, baseURL }) => {
      const account = await createAccount(baseURL!, 'reset-backup', { totp: true });
      const journey = resetJourney(page, variant);
      await journey.openReset(account.email);
      await journey.enterCode(await nextCode(baseURL!, account));
      await journey.expectChoices([{ id: 'reset-choice-totp' }, { id: 'reset-choice-backup-code', args: { count: 8 } }]);
      await journey.choose('reset-choice-backup-code', { count: 8 });
      await journey.atPath('/confirm_backup_code_reset_password');
      await journey.enterCode(account.backupCodes[0]!);
      await journey.setNewPassword('/complete_reset_password', '/reset_password_verified', account.email);
      const left = await authClient(baseURL!, await browserSession(page)).GET('/v1/recoveryCodes/exists');
      expect(left.data).toMatchObject({ hasBackupCodes: true, count: 7 });
    });

    test('with the recovery phone', async ({ page, baseURL }) => {
      const account = await createAccount(baseURL!, 'reset-phone', { recoveryPhone: true });
      const journey = resetJourney(page, variant);
      await journey.openReset(account.email);
      await journey.enterCode(await nextCode(baseURL!, account));
      await journey.atPath('/reset_password_totp_recovery_choice');
      await journey.choose('reset-choice-phone', { phone: account.phone.slice(-4) });
      await journey.atPath('/reset_password_recovery_phone');
      await journey.enterCode(await smsCode(baseURL!, account.phone, 2));
      await journey.setNewPassword('/complete_reset_password', '/reset_password_verified', account.email);
    });

    test('with the account recovery key: its hint is shown, a wrong key is refused, kB is kept and the key is used up', async ({ page, baseURL }) => {
      const hint = 'Blue folder, top shelf';
      const account = await createAccount(baseURL!, 'reset-key', { recoveryKey: true, recoveryKeyHint: hint });
      const journey = resetJourney(page, variant);
      await journey.openReset(account.email);
      await journey.enterCode(await nextCode(baseURL!, account));
      // Only the key is asked about: the account has no second factor.
      await journey.expectChoices([{ id: 'reset-choice-use-key' }, { id: 'reset-choice-without-key' }]);
      await expect(page.getByRole('radio', { name: journey.text('reset-choice-use-key') })).toBeChecked();
      await journey.activate(journey.control('reset-choice-submit'));
      await journey.atPath('/account_recovery_confirm_key');
      // The hint saved in settings, read back once the reset is proved by its code.
      await expect(page.locator('#account-recovery-confirm-key-hint')).toHaveText(journey.text('reset-key-hint', { hint }));

      const keyField = page.locator('input[name="recoveryKey"]');
      // A well-formed key that is not the account's.
      const other = account.recoveryKey.startsWith('A') ? `B${account.recoveryKey.slice(1)}` : `A${account.recoveryKey.slice(1)}`;
      await journey.type(keyField, other);
      await journey.activate(journey.control('account-recovery-confirm-key-submit'));
      await expect(keyField).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText(journey.text('auth-error-159'))).toBeVisible();
      await expectAccessible(page);

      // The key as saved, typed in lower case: it is shown in groups of 4.
      await journey.type(keyField, account.recoveryKey.toLowerCase());
      await expect(keyField).toHaveValue(account.recoveryKey.match(/.{4}/g)!.join(' '));
      await journey.activate(journey.control('account-recovery-confirm-key-submit'));
      await journey.atPath('/account_recovery_reset_password');
      await expect(page.locator('#reset-data-kept')).toBeVisible();
      await journey.setNewPassword('/account_recovery_reset_password', '/reset_password_with_recovery_key_verified', account.email);

      // The same kB under the new password, and the key is spent.
      expect(await currentKb(baseURL!, account, NEW_PASSWORD)).toBe(account.kB);
      const exists = await authClient(baseURL!, await browserSession(page)).GET('/v1/recoveryKey/exists');
      expect(exists.data).toMatchObject({ exists: false });
    });
  });
}

/** The session the reset signed the browser in with. */
async function browserSession(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    const uid = JSON.parse(localStorage.getItem('__orbit_storage.currentAccountUid') ?? 'null') as string | null;
    const accounts = JSON.parse(localStorage.getItem('__orbit_storage.accounts') ?? '{}') as Record<string, { sessionToken?: string }>;
    return uid ? accounts[uid]?.sessionToken : undefined;
  });
  expect(token, 'the reset signed this browser in').toBeTruthy();
  return token!;
}
