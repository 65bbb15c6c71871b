import { describe, expect, it, vi } from 'vitest';
import { createAppServices } from '../../../../app/lib/app';
import { DEFAULT_CONFIG } from '../../../../app/lib/config';
import type { Transport } from '../../../../app/api';
import { MemoryStorage } from '../storage/memoryStorage';

function services(answer: unknown, pathname = '/settings') {
  const local = new MemoryStorage();
  const sent: Request[] = [];
  const replace = vi.fn();
  const transport: Transport = async (request) => {
    sent.push(request);
    return new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } });
  };
  const app = createAppServices({
    config: { ...DEFAULT_CONFIG, servers: { ...DEFAULT_CONFIG.servers, gql: { url: 'https://gql.example' } } },
    localStorage: local,
    sessionStorage: new MemoryStorage(),
    location: () => ({ pathname, search: '?service=sync' }),
    replace,
    transport,
  });
  return { app, sent, replace };
}

describe('shared services', () => {
  it("send the current account's session token", async () => {
    const { app, sent } = services({ data: { account: null } });
    app.accounts.save({ uid: 'u1', sessionToken: 'tok' });
    app.accounts.setCurrent('u1');
    await app.api.getAccount();
    expect(sent[0]?.headers.get('authorization')).toBe('Bearer tok');
  });

  it("'Must verify' on a settings page replaces the location with /signin keeping the query", async () => {
    const { app, replace } = services({ errors: [{ message: 'Must verify', extensions: { errno: 138 } }] });
    await expect(app.api.getAccount()).rejects.toThrow();
    expect(replace).toHaveBeenCalledWith('/signin?service=sync');
  });

  it("'Invalid token' marks the user signed out", async () => {
    const { app } = services({ errors: [{ message: 'Invalid token', extensions: { errno: 110 } }] }, '/');
    app.session.setSignedIn(true);
    await expect(app.api.getAccount()).rejects.toThrow();
    expect(app.session.isSignedIn()).toBe(false);
  });
});
