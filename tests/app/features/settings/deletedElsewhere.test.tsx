// @vitest-environment happy-dom
// An account deleted in another tab: this tab's settings area forgets the
// account and ends its session the way every session ends, its own session
// storage (step-up tokens, flow state) included, before the clean start page.
import { waitFor } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SettingsDataProvider } from '../../../../app/features/settings/data';
import { createAppServices } from '../../../../app/lib/app';
import { DEFAULT_CONFIG } from '../../../../app/lib/config';
import { ACCOUNT_BROADCAST_NAME } from '../../../../app/lib/webChannel';
import { createTestAccount } from '../../../support/accounts';
import { IN_PROCESS_ORIGIN, useInProcessServer } from '../../../support/inProcessServer';
import { renderRoutes } from '../../../support/render';
import { MemoryStorage } from '../../lib/storage/memoryStorage';

const server = useInProcessServer();

afterEach(() => {
  vi.restoreAllMocks();
});

describe('an account deleted in another tab', () => {
  it("ends this tab's session: the stored account, step-up tokens and flow state in session storage are forgotten, then a clean /", async () => {
    const account = await createTestAccount(server, 'deleted-elsewhere@example.com');
    const origin = { url: IN_PROCESS_ORIGIN };
    const localStorage = new MemoryStorage();
    const sessionStorage = new MemoryStorage();
    const services = createAppServices({
      config: { ...DEFAULT_CONFIG, servers: { gql: origin, auth: origin, oauth: origin, profile: origin, paymentsNext: origin } },
      localStorage,
      sessionStorage,
      location: () => ({ pathname: '/settings', search: '' }),
      replace: () => {},
      transport: server.transport,
    });
    services.accounts.save({ uid: account.uid, email: account.email, sessionToken: account.sessionToken, verified: true });
    services.accounts.setCurrent(account.uid);
    services.session.setSignedIn(true);
    services.mfaTokens.recordOtpRequest(account.sessionToken, 'email', Date.now());
    services.sessionStore.set('flow', { flowId: 'f'.repeat(64) });
    expect(sessionStorage.length).toBeGreaterThan(0);
    const initial = (await services.api.getAccount())!;

    // Where the tab is sent, recorded instead of leaving the test's document.
    const sentTo: string[] = [];
    vi.spyOn(window.location, 'assign').mockImplementation((to) => void sentTo.push(String(to)));
    await renderRoutes([{ path: '*', element: <SettingsDataProvider initial={initial}>settings</SettingsDataProvider> }], '/settings', { services });

    const otherTab = new BroadcastChannel(ACCOUNT_BROADCAST_NAME);
    otherTab.postMessage({ kind: 'delete', uid: account.uid });
    otherTab.close();

    await waitFor(() => expect(sentTo).toEqual(['/']));
    expect(services.accounts.current()).toBeUndefined();
    expect(services.mfaTokens.otpRequestedAt(account.sessionToken, 'email')).toBeUndefined();
    expect(sessionStorage.length).toBe(0);
    expect(services.session.hasEnded()).toBe(true);
  });
});
