// Step-up: a sensitive settings change needs a short-lived token of its scope
// (SPEC §3.11), which the code mailed to the account buys. A journey about the
// change answers the settings dialog that asks for it; a fault table takes the
// token over REST (stepUpToken in ../accounts.ts) and puts it where the app
// caches it, so that each press of the submit sends the change and nothing else.
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { MFA_TOKEN_CACHE_KEY, mfaCacheKey } from '../../../../app/lib/storage/mfaTokenCache';
import { fullKey, STORAGE_NAMESPACE } from '../../../../app/lib/storage/namespacedStorage';
import { stepUpToken } from '../accounts';
import type { StepUpScope, TestAccount } from '../accounts';
import { expectAccessible } from '../axe';
import { expectPageBehindStill } from '../dialog';
import type { Journey } from '../journey';
import { nextCode } from '../outbox';
import type { Mailbox } from '../outbox';
import { openSignedIn } from './account';

/** Puts `jwt` where the app caches step-up tokens of `scope` for this tab's session. */
export async function cacheStepUpToken(page: Page, account: TestAccount, scope: StepUpScope, jwt: string): Promise<void> {
  await page.evaluate(
    ({ key, entry, token }) => sessionStorage.setItem(key, JSON.stringify({ [entry]: token })),
    { key: fullKey(STORAGE_NAMESPACE, MFA_TOKEN_CACHE_KEY), entry: mfaCacheKey(account.sessionToken, scope), token: jwt },
  );
}

/**
 * The page at `address` signed in as `account` (see openSignedIn), with a
 * step-up token of `scope` already in the app's cache: `jwt`, or one taken
 * over REST from the mailed code first.
 */
export async function openWithStepUp(journey: Journey, baseURL: string, account: TestAccount, address: string, scope: StepUpScope, jwt?: string): Promise<void> {
  const token = jwt ?? (await stepUpToken(baseURL, account, scope));
  await openSignedIn(journey, account, address);
  await cacheStepUpToken(journey.page, account, scope, token);
}

/**
 * The settings dialog asking for the step-up shows (axe clean, unless `axe`
 * is false), is answered with the code mailed for it, and closes.
 */
export async function answerStepUp(journey: Journey, baseURL: string, account: Mailbox, { axe = true } = {}): Promise<void> {
  const dialog = journey.page.getByRole('dialog', { name: journey.text('settings-step-up-heading') });
  await expect(dialog).toBeVisible();
  await expectPageBehindStill(journey.page);
  if (axe) await expectAccessible(journey.page);
  await journey.type(journey.page.locator('#settings-step-up-code'), await nextCode(baseURL, account));
  await journey.activate(journey.control('settings-step-up-code-submit'));
  await expect(dialog).toHaveCount(0);
}
