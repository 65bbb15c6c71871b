// Where connected services were last used from: a place is named only when
// GEOIP_DATABASE names a MaxMind DB file and the address is in it, and a
// forwarded address counts only from a proxy listed in TRUSTED_PROXIES. The
// database is a real one (the address registries' countries, from the npm
// registry); its country is named in the request's language.
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GetConnectedClientsDocument } from '../../../generated/graphql';
import type { GetConnectedClientsQuery } from '../../../generated/graphql';
import { databases, documentRequest, useTestServer } from '../harness';
import type { TestServer } from '../harness';
import { PUBLIC_CLIENT, clientsEnv, relyingParty, signInWith } from '../oauth/fixtures';
import { LAST_ACCESS_RESOLUTION_MS } from '../../../server/sessions/session-service';
import { TestClock } from '../second-factor/steps';
import { signUpVerified } from './flows';

const MMDB = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@ip-location-db/geo-whois-asn-country-mmdb/package.json')),
  'geo-whois-asn-country.mmdb',
);
/** Addresses the database places in Germany and in the United States, and one it does not know (a documentation range). */
const GERMANY = '5.9.0.1';
const UNITED_STATES = '8.8.8.8';
const UNKNOWN = '192.0.2.1';
const NOWHERE = { city: null, country: null, state: null, stateCode: null };

type Client = GetConnectedClientsQuery['account'] extends infer A ? (A extends { attachedClients: (infer C)[] } ? C : never) : never;

/** The account's clients as the session `token` reads them, sent through a proxy that saw `forwardedFor`. */
async function clientsVia(t: TestServer, token: string, forwardedFor: string | undefined, language = 'en'): Promise<Client[]> {
  const response = await fetch(`${t.server.url}/graphql`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      'Accept-Language': language,
      Authorization: `Bearer ${token}`,
      ...(forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {}),
    },
    body: JSON.stringify(documentRequest(GetConnectedClientsDocument, {})),
  });
  const body = (await response.json()) as { data?: GetConnectedClientsQuery; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data!.account!.attachedClients as Client[];
}

const current = (clients: Client[]) => clients.find((client) => client.isCurrentSession)!;

describe.each(databases)('places of connected services on $name', (database) => {
  describe('with a GeoIP database behind a trusted proxy', () => {
    const clock = new TestClock();
    const t = useTestServer(database, {
      now: clock.now,
      env: { GEOIP_DATABASE: MMDB, TRUSTED_PROXIES: '127.0.0.1, ::1', OAUTH_CLIENTS: clientsEnv([PUBLIC_CLIENT]) },
    });

    it("names the country of the forwarded address in the request's language, and follows the session when it moves", async () => {
      const account = await signUpVerified(t);
      expect(current(await clientsVia(t, account.sessionToken, `${UNKNOWN}, ${GERMANY}`)).location).toEqual({ ...NOWHERE, country: 'Germany' });
      expect(current(await clientsVia(t, account.sessionToken, GERMANY, 'de')).location).toEqual({ ...NOWHERE, country: 'Deutschland' });
      expect(current(await clientsVia(t, account.sessionToken, GERMANY, 'he')).location.country).toBe('גרמניה');
      // The session reading the list is where its request comes from, and a move to another place
      // is recorded at once (a change of address within one place waits for the minute's write).
      expect(current(await clientsVia(t, account.sessionToken, UNITED_STATES)).location).toEqual({ ...NOWHERE, country: 'United States' });
      const recorded = async () => (await t.db.query<{ last_address: string }>('SELECT last_address FROM sessions WHERE uid = $1', [account.uid]))[0]!.last_address;
      expect(await recorded()).toBe(UNITED_STATES);
      // Back where it was: recorded at once again, before the minute is out.
      clock.advance(LAST_ACCESS_RESOLUTION_MS / 2);
      expect(current(await clientsVia(t, account.sessionToken, GERMANY)).location).toEqual({ ...NOWHERE, country: 'Germany' });
      expect(await recorded()).toBe(GERMANY);
    });

    it('names the country an app last refreshed its token from', async () => {
      const account = await signUpVerified(t);
      const signedIn = await signInWith(t, await relyingParty(t, PUBLIC_CLIENT), PUBLIC_CLIENT, account, { scope: 'openid profile', offline: true });
      const refreshed = await fetch(`${t.server.url}/v1/oauth/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': GERMANY },
        body: new URLSearchParams({ grant_type: 'refresh_token', client_id: PUBLIC_CLIENT.id, refresh_token: signedIn.tokens.refresh_token! }),
      });
      expect(refreshed.status).toBe(200);
      const app = (await clientsVia(t, account.sessionToken, UNKNOWN, 'fr')).find((client) => client.clientId === PUBLIC_CLIENT.id);
      expect(app?.refreshTokenId).toMatch(/^[0-9a-f]{32}$/);
      expect(app!.location).toEqual({ ...NOWHERE, country: 'Allemagne' });
    });

    it('names no place for an address the database does not know, or for the proxy itself', async () => {
      const account = await signUpVerified(t);
      expect(current(await clientsVia(t, account.sessionToken, UNKNOWN)).location).toEqual(NOWHERE);
      const other = await signUpVerified(t);
      expect(current(await clientsVia(t, other.sessionToken, undefined)).location).toEqual(NOWHERE);
    });
  });

  describe('with a GeoIP database and no trusted proxy', () => {
    const t = useTestServer(database, { env: { GEOIP_DATABASE: MMDB } });

    it('ignores X-Forwarded-For: the connection is the client, and a loopback address has no place', async () => {
      const account = await signUpVerified(t);
      expect(current(await clientsVia(t, account.sessionToken, GERMANY)).location).toEqual(NOWHERE);
      const [row] = await t.db.query<{ last_address: string }>('SELECT last_address FROM sessions WHERE uid = $1', [account.uid]);
      expect(row!.last_address).toMatch(/^(127\.0\.0\.1|::1)$/);
    });
  });

  describe('without a GeoIP database', () => {
    const t = useTestServer(database, { env: { TRUSTED_PROXIES: '127.0.0.1, ::1' } });

    it('names no place, even for an address a database would know', async () => {
      const account = await signUpVerified(t);
      expect(current(await clientsVia(t, account.sessionToken, GERMANY)).location).toEqual(NOWHERE);
    });
  });
});
