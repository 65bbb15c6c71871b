// The example relying party of development mode, driven as a browser would:
// its sign-in buttons send the visitor to /authorization, the page's request
// for a code is made with the account's session, and the callback shows the id
// token's claims and userinfo. Refreshing works until the service is
// disconnected in settings; signing out revokes its tokens.
import { describe, expect, it } from 'vitest';
import { AttachedClientDisconnectDocument, GetConnectedClientsDocument, UpdateDisplayNameDocument } from '../../../generated/graphql';
import { DEV_RP_CLIENTS } from '../../../server/config/oauth-clients';
import { ACCOUNT_DELETED_EVENT, PROFILE_CHANGE_EVENT } from '../../../server/oauth/deliveries';
import { signUpVerified } from '../api/flows';
import { databases, useTestServer } from '../harness';
import { authorize } from './fixtures';
import { stepUpToken } from '../second-factor/steps';
import { newPasswordCredentials } from '../reset/steps';

/** A visitor's browser: one cookie, redirects followed by hand. */
class Visitor {
  private cookie = '';
  constructor(private readonly base: string) {}

  async request(path: string, method: 'GET' | 'POST' = 'GET'): Promise<Response> {
    const response = await fetch(new URL(path, this.base), { method, redirect: 'manual', headers: this.cookie ? { Cookie: this.cookie } : {} });
    const set = response.headers.get('Set-Cookie');
    if (set) this.cookie = set.split(';')[0]!;
    return response;
  }

  async page(): Promise<string> {
    const response = await this.request('/__dev/rp');
    expect(response.status).toBe(200);
    return response.text();
  }
}

describe.each(databases)('the example relying party on $name', (database) => {
  // Only the tests drain the queue of logout tokens.
  const t = useTestServer(database, { env: { OAUTH_DELIVERY_INTERVAL_MS: String(24 * 60 * 60_000) } });

  /** Signs the visitor in as `kind` with the account; returns the page shown after. */
  async function signIn(visitor: Visitor, kind: 'public' | 'confidential', sessionToken: string): Promise<string> {
    expect(await visitor.page()).toContain(`Sign in as the ${kind} client`);
    const start = await visitor.request(`/__dev/rp/login/${kind}`, 'POST');
    expect(start.status).toBe(303);
    const request = new URL(start.headers.get('Location')!);
    expect(request.pathname).toBe('/authorization');
    expect(request.searchParams.get('client_id')).toBe(DEV_RP_CLIENTS[kind].clientId);
    expect(request.searchParams.get('code_challenge_method')).toBe('S256');
    // What the /authorization page asks for, once the person allowed it.
    const fields = Object.fromEntries(request.searchParams);
    const approved = await authorize(t, { sessionToken } as never, {
      client_id: fields.client_id,
      redirect_uri: fields.redirect_uri,
      scope: fields.scope,
      state: fields.state,
      nonce: fields.nonce,
      code_challenge: fields.code_challenge,
      code_challenge_method: 'S256',
      access_type: fields.access_type,
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const callback = new URL(approved.body.redirect as string);
    expect(callback.pathname).toBe(`/__dev/rp/${kind}/callback`);
    const back = await visitor.request(callback.pathname + callback.search);
    expect(back.status).toBe(303);
    return visitor.page();
  }

  it('signs in with PKCE, shows the claims and userinfo, refreshes, and fails to refresh once disconnected', async () => {
    const account = await signUpVerified(t);
    const visitor = new Visitor(t.server.url);
    const shown = await signIn(visitor, 'public', account.sessionToken);
    expect(shown).toContain('Signed in as the public client');
    expect(shown).toContain(`&quot;sub&quot;: &quot;${account.uid}&quot;`);
    expect(shown).toContain(`&quot;email&quot;: &quot;${account.email}&quot;`);

    await visitor.request('/__dev/rp/refresh', 'POST');
    expect(await visitor.page()).toContain('tokens refreshed at');

    const listed = await t.graphql(GetConnectedClientsDocument, {}, account.sessionToken);
    const entry = listed.data!.account!.attachedClients.find((client) => client.clientId === DEV_RP_CLIENTS.public.clientId)!;
    expect(entry.name).toBe(DEV_RP_CLIENTS.public.name);
    await t.graphql(AttachedClientDisconnectDocument, { input: { clientId: entry.clientId, refreshTokenId: entry.refreshTokenId } }, account.sessionToken);

    await visitor.request('/__dev/rp/refresh', 'POST');
    const after = await visitor.page();
    expect(after).toContain('Refreshing failed: invalid_grant');
    expect(after).toContain('Sign in as the public client');
  });

  it('signs the confidential client in with its secret, and signing out revokes its tokens', async () => {
    const account = await signUpVerified(t);
    const visitor = new Visitor(t.server.url);
    expect(await signIn(visitor, 'confidential', account.sessionToken)).toContain('Signed in as the confidential client');
    const connected = async () =>
      (await t.graphql(GetConnectedClientsDocument, {}, account.sessionToken)).data!.account!.attachedClients.some((client) => client.clientId === DEV_RP_CLIENTS.confidential.clientId);
    expect(await connected()).toBe(true);
    await visitor.request('/__dev/rp/logout', 'POST');
    expect(await visitor.page()).toContain('Sign in as the confidential client');
    expect(await connected()).toBe(false);
  });

  it('is signed out by the back-channel when the person signs out at the product, and by no forged token', async () => {
    const account = await signUpVerified(t);
    const visitor = new Visitor(t.server.url);
    const shown = await signIn(visitor, 'public', account.sessionToken);
    expect(shown).toContain('Sign out everywhere');
    expect(shown).toContain('&quot;sid&quot;');
    // A token it did not get from the product changes nothing.
    const [header, payload] = (await t.server.services.signingKeys.sign({ sub: account.uid })).split('.');
    const forged = await fetch(`${t.server.url}/__dev/rp/backchannel-logout`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ logout_token: `${header}.${payload}.${'A'.repeat(342)}` }).toString(),
    });
    expect(forged.status).toBe(400);
    expect(await visitor.page()).toContain('Signed in as the public client');

    expect((await t.rest(account.sessionToken).POST('/v1/session/destroy', { body: {} })).error).toBeUndefined();
    expect(await t.server.services.deliveries.drainOnce()).toEqual({ delivered: 1, failed: 0 });
    const after = await visitor.page();
    expect(after).toContain('You were signed out at the account service.');
    expect(after).toContain('Sign in as the public client');
  });

  it('signs out everywhere through the end-session page and checks the state it comes back with', async () => {
    const account = await signUpVerified(t);
    const visitor = new Visitor(t.server.url);
    await signIn(visitor, 'public', account.sessionToken);
    const out = await visitor.request('/__dev/rp/logout-everywhere', 'POST');
    expect(out.status).toBe(303);
    const request = new URL(out.headers.get('Location')!);
    expect(request.pathname).toBe('/oauth/signout');
    expect(request.searchParams.get('post_logout_redirect_uri')).toBe(`${t.server.url}/__dev/rp`);
    const checked = await t.rest(account.sessionToken).POST('/v1/oauth/end_session/check', { body: Object.fromEntries(request.searchParams) });
    expect(checked.data).toMatchObject({ session: 'current', client: { id: DEV_RP_CLIENTS.public.clientId } });
    const back = new URL(checked.data!.redirect!);
    expect(back.searchParams.get('state')).toBe(request.searchParams.get('state'));
    await visitor.request(back.pathname + back.search);
    expect(await visitor.page()).toContain('Signed out everywhere.');
    await visitor.request('/__dev/rp?state=forged');
    expect(await visitor.page()).toContain('Sign in as the public client');
  });

  it('lists the password change it is told of by a Security Event Token, and refuses one the product did not sign', async () => {
    const account = await signUpVerified(t);
    const visitor = new Visitor(t.server.url);
    await signIn(visitor, 'public', account.sessionToken);
    const [header, payload] = (await t.server.services.signingKeys.sign({ iss: t.server.url, aud: DEV_RP_CLIENTS.public.clientId, events: {} }, 'secevent+jwt')).split('.');
    const forged = await fetch(`${t.server.url}/__dev/rp/security-events`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/secevent+jwt' },
      body: `${header}.${payload}.${'A'.repeat(342)}`,
    });
    expect(forged.status).toBe(400);
    expect(await forged.json()).toEqual({ err: 'authentication_failed' });

    const jwt = await stepUpToken(t, account, 'password');
    const fresh = newPasswordCredentials(account.email, account.credentials.kB);
    expect((await t.rest(jwt).POST('/v1/password/change', { body: { email: account.email, oldAuthPW: account.credentials.authPWVersion2, ...fresh.body } })).error).toBeUndefined();
    // The change ends the session (a logout token) and tells the service (a security event).
    expect(await t.server.services.deliveries.drainOnce()).toEqual({ delivered: 2, failed: 0 });
    const shown = await visitor.page();
    expect(shown).toContain('You were signed out at the account service.');
    expect(shown).toContain('Security events received');
    expect(shown).toContain('https://schemas.openid.net/secevent/risc/event-type/credential-change (password update)');
  });

  it('lists a profile change and the account deleted, also once the account is gone', async () => {
    const account = await signUpVerified(t);
    const visitor = new Visitor(t.server.url);
    await signIn(visitor, 'public', account.sessionToken);
    expect((await t.graphql(UpdateDisplayNameDocument, { input: { displayName: 'Visitor' } }, account.sessionToken)).errors).toBeUndefined();
    const { response } = await t.rest(account.sessionToken).POST('/v1/account/destroy', { body: { email: account.email, authPW: account.credentials.authPWVersion2 } });
    expect(response.status).toBe(200);
    // Two events, and the logout token of the session the deletion ended.
    expect(await t.server.services.deliveries.drainOnce()).toEqual({ delivered: 3, failed: 0 });
    const shown = await visitor.page();
    expect(shown).toContain('You were signed out at the account service.');
    expect(shown).toContain(`${PROFILE_CHANGE_EVENT} at`);
    expect(shown).toContain(`${ACCOUNT_DELETED_EVENT} at`);
  });

  it('refuses an answer it did not ask for', async () => {
    const visitor = new Visitor(t.server.url);
    await visitor.page();
    await visitor.request('/__dev/rp/public/callback?code=00&state=forged');
    expect(await visitor.page()).toContain('No sign-in was under way');
  });
});
