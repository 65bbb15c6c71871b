import { describe, expect, it } from 'vitest';
import { createAppServices } from '../../../../app/lib/app';
import { settleSignedInAtStartup } from '../../../../app/lib/session';
import { DEFAULT_CONFIG } from '../../../../app/lib/config';
import type { Transport } from '../../../../app/api';
import { MemoryStorage } from '../storage/memoryStorage';

function services(validTokens: string[]) {
  const transport: Transport = async (request) => {
    const body = (await request.json()) as { variables: { sessionToken: string } };
    return new Response(JSON.stringify({ data: { isValidToken: validTokens.includes(body.variables.sessionToken) } }), {
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return createAppServices({
    config: { ...DEFAULT_CONFIG, servers: { ...DEFAULT_CONFIG.servers, gql: { url: 'https://gql.example' } } },
    localStorage: new MemoryStorage(),
    sessionStorage: new MemoryStorage(),
    transport,
  });
}

describe('signed-in state at start-up, through the generated GraphQL client', () => {
  it('a valid stored session signs in', async () => {
    const app = services(['tok']);
    app.accounts.save({ uid: 'u1', sessionToken: 'tok' });
    app.accounts.setCurrent('u1');
    await expect(settleSignedInAtStartup(app, { isVendorBrowser: false })).resolves.toMatchObject({ rule: 'stored-session' });
    expect(app.session.isSignedIn()).toBe(true);
  });

  it("the browser's signed-in user is stored, made current and signed in", async () => {
    const app = services(['browser-tok']);
    app.accounts.save({ uid: 'u2', email: 'b@example.org', lastLogin: 7 });
    const result = await settleSignedInAtStartup(app, {
      isVendorBrowser: true,
      requestSignedInUser: async () => ({ uid: 'u2', sessionToken: 'browser-tok' }),
    });
    expect(result.rule).toBe('browser-session');
    // The browser's own session is never this page's to replace at the next sign-in.
    expect(app.accounts.current()).toEqual({ uid: 'u2', email: 'b@example.org', lastLogin: 7, sessionToken: 'browser-tok', ownSession: false });
    expect(app.session.isSignedIn()).toBe(true);
  });

  it('nobody signed in leaves the flag false', async () => {
    const app = services([]);
    await settleSignedInAtStartup(app, { isVendorBrowser: false });
    expect(app.session.isSignedIn()).toBe(false);
  });
});
