// Passkeys in the journeys: Chromium's virtual authenticator, reached through
// the DevTools protocol, stands for the person's fingerprint reader. WebAuthn
// refuses an IP address as RP ID, so passkey journeys open the app at
// localhost, which the server (PUBLIC_URL unset) takes as its origin.
import type { CDPSession, Page } from '@playwright/test';

/** The app at localhost, on the journeys' port. */
export const LOCALHOST_ORIGIN = `http://localhost:${Number(process.env.E2E_PORT ?? 23030)}`;

export interface VirtualAuthenticator {
  cdp: CDPSession;
  authenticatorId: string;
  /** The passkeys it holds now. */
  credentials(): Promise<unknown[]>;
}

/** A platform authenticator on this page holding discoverable passkeys, verifying its user at once. */
export async function virtualAuthenticator(page: Page): Promise<VirtualAuthenticator> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return {
    cdp,
    authenticatorId,
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}

/** Every path the page goes through from now on, in-app route changes included. */
export function pathsSeen(page: Page): string[] {
  const seen: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.push(new URL(frame.url()).pathname);
  });
  return seen;
}
