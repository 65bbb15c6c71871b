// What the settings area's container tests share: the routes around the
// area, a browser that holds a signed-in account, and a click inside act().
import { waitFor } from '@testing-library/dom';
import { act } from 'react';
import { expect } from 'vitest';
import { SettingsContainer } from '../../../../app/features/settings';
import type { AppServices } from '../../../../app/lib/app';
import type { TestAccount } from '../../../support/accounts';

/** The entry page (where an ended session is sent) and the settings area. */
export const settingsRoutes = () => [
  { path: '/', element: <h1>entry page</h1> },
  { path: '/settings/*', element: <SettingsContainer /> },
];

/** `services` as a browser that has signed in to `account` (its session confirmed). */
export function signedIn(account: TestAccount, services: AppServices): AppServices {
  services.accounts.save({ uid: account.uid, email: account.email, sessionToken: account.sessionToken, verified: true });
  services.accounts.setCurrent(account.uid);
  services.session.setSignedIn(true);
  return services;
}

/**
 * Clicks the element `selector` finds, once it is there (after a change the area reads the account
 * again before it shows the home's rows), letting React finish what the click starts.
 */
export async function click(container: HTMLElement, selector: string): Promise<void> {
  await waitFor(() => expect(container.querySelector(selector)).not.toBeNull(), { timeout: 10_000 });
  await act(async () => {
    container.querySelector<HTMLElement>(selector)!.click();
  });
}
