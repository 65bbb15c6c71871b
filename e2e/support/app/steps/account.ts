// Account steps: a journey that is not about signing in starts on its page as
// an account from the fixtures (../accounts.ts), whose session the browser
// holds before the page loads, as it would after signing in.
import { createAccount, signInBrowser } from '../accounts';
import type { AccountState, Made, TestAccount } from '../accounts';
import type { Journey } from '../journey';

/**
 * The browser holds `account`'s session, then opens `address` (a path, with a
 * query if any): the page at its path, its heading shown and axe clean.
 */
export async function openSignedIn(journey: Journey, account: TestAccount, address: string): Promise<void> {
  await signInBrowser(journey.page, account);
  await journey.page.goto(address);
  await journey.atPath(new URL(address, 'http://localhost').pathname, { focused: false });
}

/** A new account in `state`, made through the REST API, signed in on the page at `address` (see openSignedIn). */
export async function openAs<S extends AccountState>(journey: Journey, baseURL: string, label: string, address: string, state: S = {} as S): Promise<Made<S>> {
  const account = await createAccount(baseURL, label, state);
  await openSignedIn(journey, account, address);
  return account;
}

/** The account steps of a journey, as its own methods. */
export function accountSteps(journey: Journey) {
  return {
    /** See openSignedIn. */
    openSignedIn: (account: TestAccount, address: string): Promise<void> => openSignedIn(journey, account, address),
    /** See openAs. */
    openAs: <S extends AccountState>(baseURL: string, label: string, address: string, state: S = {} as S): Promise<Made<S>> =>
      openAs(journey, baseURL, label, address, state),
  };
}

export type AccountSteps = ReturnType<typeof accountSteps>;
