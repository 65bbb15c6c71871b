// The device authorization grant (RFC 8628) on every database: the device
// authorization endpoint and who may use it, the person's answer on /device
// by user code (case and dashes ignored, guesses limited), and the token
// endpoint's polling answers: authorization_pending, slow_down with its
// growing interval, expired_token, access_denied, then the tokens, once.
import { describe, expect, it, beforeEach } from 'vitest';
import { sha256Hex } from '../../../server/crypto/tokens';
import { signUpVerified } from '../api/flows';
import type { TestAccount } from '../api/flows';
import { databases, useTestServer } from '../harness';
import type { TestServer } from '../harness';
import { TestClock } from '../second-factor/steps';
import { PUBLIC_CLIENT, basic, postForm } from './fixtures';

const GRANT_TYPE = 'urn:ietf:params:oauth:grant-type:device_code';

/** A command-line tool: public, untrusted, with the device grant. */
const DEVICE_CLIENT = { id: 'de71ce00de71ce01', name: 'Terminal notes' };
/** A server-side television app: confidential, trusted, with the device grant. */
const TV_CLIENT = { id: 'de71ce00de71ce02', name: 'Living room', secret: 'e'.repeat(64) };

function clientsJson(): string {
  return JSON.stringify([
    { id: DEVICE_CLIENT.id, name: DEVICE_CLIENT.name, redirectUris: ['http://127.0.0.1:8111/unused'], deviceGrant: true },
    { id: TV_CLIENT.id, name: TV_CLIENT.name, redirectUris: ['https://tv.example.com/unused'], trusted: true, deviceGrant: true, secretHash: sha256Hex(TV_CLIENT.secret) },
    // A code-flow client that was not given the device grant.
    { id: PUBLIC_CLIENT.id, name: PUBLIC_CLIENT.name, redirectUris: PUBLIC_CLIENT.redirectUris },
  ]);
}

async function post(t: TestServer, path: string, body: Record<string, unknown>, token?: string) {
  const response = await fetch(`${t.server.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

interface Started {
  readonly device_code: string;
  readonly user_code: string;
  readonly verification_uri: string;
  readonly verification_uri_complete: string;
  readonly expires_in: number;
  readonly interval: number;
}

async function start(t: TestServer, fields: Record<string, string> = {}): Promise<Started> {
  const answer = await postForm(t, '/v1/oauth/device_authorization', { client_id: DEVICE_CLIENT.id, scope: 'openid profile', ...fields });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as unknown as Started;
}

const poll = (t: TestServer, deviceCode: string, clientId = DEVICE_CLIENT.id) =>
  postForm(t, '/v1/oauth/token', { grant_type: GRANT_TYPE, device_code: deviceCode, client_id: clientId });

describe.each(databases)('Device authorization grant on $name', (database) => {
  const clock = new TestClock();
  const t = useTestServer(database, { env: { OAUTH_CLIENTS: clientsJson() }, now: clock.now });
  let account: TestAccount;

  beforeEach(async () => {
    clock.advance(60_000);
    account = await signUpVerified(t);
  });

  const describeCode = (userCode: string, token = account.sessionToken) => post(t, '/v1/session/device_authorization', { user_code: userCode }, token);
  const answer = (userCode: string, approve: boolean, token = account.sessionToken) =>
    post(t, '/v1/session/device_authorization/answer', { user_code: userCode, approve }, token);

  it('is announced in discovery', async () => {
    const document = (await (await fetch(`${t.server.url}/.well-known/openid-configuration`)).json()) as Record<string, unknown>;
    expect(document.device_authorization_endpoint).toBe(`${t.server.url}/v1/oauth/device_authorization`);
  });

  it('answers a device code, a short user code, the /device page and the timings, and keeps only hashes', async () => {
    const started = await start(t);
    expect(started.device_code).toMatch(/^[0-9a-f]{64}$/);
    expect(started.user_code).toMatch(/^[BCDFGHJKLMNPQRSTVWXZ]{4}-[BCDFGHJKLMNPQRSTVWXZ]{4}$/);
    expect(started.verification_uri).toBe(`${t.server.url}/device`);
    expect(started.verification_uri_complete).toBe(`${t.server.url}/device?user_code=${started.user_code}`);
    expect(started).toMatchObject({ expires_in: 600, interval: 5 });
    const rows = await t.db.query<{ device_code_hash: string; user_code_hash: string }>('SELECT device_code_hash, user_code_hash FROM oauth_device_codes');
    const row = rows.find((r) => r.device_code_hash === sha256Hex(started.device_code));
    expect(row?.user_code_hash).toBe(sha256Hex(started.user_code.replace('-', '')));
    expect(JSON.stringify(rows)).not.toContain(started.device_code);
  });

  it('is refused to a client without the device grant, a confidential client without its secret, and scopes it may not have', async () => {
    expect(await postForm(t, '/v1/oauth/device_authorization', { client_id: PUBLIC_CLIENT.id, scope: 'openid' })).toMatchObject({
      status: 400,
      body: { error: 'unauthorized_client', errno: 111 },
    });
    expect(await postForm(t, '/v1/oauth/device_authorization', { client_id: TV_CLIENT.id, scope: 'openid' })).toMatchObject({
      status: 401,
      body: { error: 'invalid_client' },
    });
    expect(await postForm(t, '/v1/oauth/device_authorization', { client_id: DEVICE_CLIENT.id, scope: 'profile:write' })).toMatchObject({
      status: 400,
      body: { error: 'invalid_scope', errno: 114 },
    });
    expect(await postForm(t, '/v1/oauth/device_authorization', { client_id: 'f'.repeat(16), scope: 'openid' })).toMatchObject({
      status: 400,
      body: { error: 'invalid_client', errno: 101 },
    });
    const tv = await postForm(t, '/v1/oauth/device_authorization', { scope: 'openid' }, { Authorization: basic(TV_CLIENT.id, TV_CLIENT.secret) });
    expect(tv.status).toBe(200);
  });

  it('signs the device in once the person approves: pending, then tokens for the account, with an id token and a refresh token', async () => {
    const started = await start(t, { access_type: 'offline' });
    expect(await poll(t, started.device_code)).toMatchObject({ status: 400, body: { error: 'authorization_pending', errno: 122 } });

    // Typed in lower case and without the dash, as a person might.
    const typed = started.user_code.replace('-', '').toLowerCase();
    const details = await describeCode(typed);
    expect(details).toMatchObject({
      status: 200,
      body: { clientId: DEVICE_CLIENT.id, serviceName: DEVICE_CLIENT.name, userCode: started.user_code, scope: 'openid profile:uid profile:email profile:display_name' },
    });
    expect(await answer(` ${started.user_code.toLowerCase()} `, true)).toMatchObject({ status: 200 });

    clock.advance(5_000);
    const tokens = await poll(t, started.device_code);
    expect(tokens.status, JSON.stringify(tokens.body)).toBe(200);
    expect(tokens.headers.get('Cache-Control')).toBe('no-store');
    expect(tokens.body).toMatchObject({ token_type: 'bearer', scope: 'openid profile:uid profile:email profile:display_name', refresh_token: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const userinfo = await fetch(`${t.server.url}/v1/oauth/userinfo`, { headers: { Authorization: `Bearer ${tokens.body.access_token as string}` } });
    expect(await userinfo.json()).toMatchObject({ sub: account.uid, email: account.email });
    const claims = await post(t, '/v1/oauth/id_token/verify', { id_token: tokens.body.id_token, client_id: DEVICE_CLIENT.id });
    expect(claims).toMatchObject({ status: 200, body: { sub: account.uid, aud: DEVICE_CLIENT.id, acr: 'AAL1' } });
    const refreshed = await postForm(t, '/v1/oauth/token', { grant_type: 'refresh_token', refresh_token: tokens.body.refresh_token as string, client_id: DEVICE_CLIENT.id });
    expect(refreshed.status).toBe(200);

    // The device code is spent, and the user code can no longer be answered.
    clock.advance(5_000);
    expect(await poll(t, started.device_code)).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    expect(await answer(started.user_code, true)).toMatchObject({ status: 400, body: { errno: 183 } });
  });

  it('without access_type=offline issues no refresh token; a confidential client polls with its secret', async () => {
    const tv = await postForm(t, '/v1/oauth/device_authorization', { scope: 'profile' }, { Authorization: basic(TV_CLIENT.id, TV_CLIENT.secret) });
    const started = tv.body as unknown as Started;
    expect(await answer(started.user_code, true)).toMatchObject({ status: 200 });
    expect(await poll(t, started.device_code, TV_CLIENT.id)).toMatchObject({ status: 401, body: { error: 'invalid_client' } });
    const tokens = await postForm(t, '/v1/oauth/token', { grant_type: GRANT_TYPE, device_code: started.device_code }, { Authorization: basic(TV_CLIENT.id, TV_CLIENT.secret) });
    expect(tokens.status, JSON.stringify(tokens.body)).toBe(200);
    expect(tokens.body).not.toHaveProperty('refresh_token');
    expect(tokens.body).not.toHaveProperty('id_token');
  });

  it('is bound to its client', async () => {
    const started = await start(t);
    await answer(started.user_code, true);
    const stolen = await postForm(t, '/v1/oauth/token', { grant_type: GRANT_TYPE, device_code: started.device_code }, { Authorization: basic(TV_CLIENT.id, TV_CLIENT.secret) });
    expect(stolen).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });

  it('answers slow_down to a poll sooner than the interval, and adds 5 seconds to the interval each time', async () => {
    const started = await start(t);
    expect(await poll(t, started.device_code)).toMatchObject({ body: { error: 'authorization_pending' } });
    clock.advance(4_999);
    expect(await poll(t, started.device_code)).toMatchObject({ status: 400, body: { error: 'slow_down', errno: 123 } });
    // The interval is now 10 s: 5 s later is still too soon, and makes it 15 s.
    clock.advance(5_000);
    expect(await poll(t, started.device_code)).toMatchObject({ body: { error: 'slow_down' } });
    clock.advance(14_999);
    expect(await poll(t, started.device_code)).toMatchObject({ body: { error: 'slow_down' } });
    clock.advance(20_000);
    expect(await poll(t, started.device_code)).toMatchObject({ body: { error: 'authorization_pending' } });
  });

  it('answers access_denied when the person denies', async () => {
    const started = await start(t);
    expect(await answer(started.user_code, false)).toMatchObject({ status: 200 });
    expect(await poll(t, started.device_code)).toMatchObject({ status: 400, body: { error: 'access_denied', errno: 125 } });
    expect(await answer(started.user_code, true)).toMatchObject({ status: 400, body: { errno: 183 } });
  });

  it('answers expired_token once the codes expire, and the page can no longer find the code', async () => {
    const started = await start(t);
    clock.advance(600_000);
    expect(await poll(t, started.device_code)).toMatchObject({ status: 400, body: { error: 'expired_token', errno: 124 } });
    expect(await describeCode(started.user_code)).toMatchObject({ status: 400, body: { errno: 183 } });
    expect(await answer(started.user_code, true)).toMatchObject({ status: 400, body: { errno: 183 } });
  });

  it('an approval is exchanged once: of simultaneous polls exactly one gets tokens', async () => {
    const started = await start(t);
    await answer(started.user_code, true);
    const polls = await Promise.all(Array.from({ length: 6 }, () => poll(t, started.device_code)));
    expect(polls.filter((p) => p.status === 200)).toHaveLength(1);
    expect(polls.filter((p) => p.status !== 200).every((p) => p.body.error === 'invalid_grant')).toBe(true);
  });

  it('a code is answered once: of simultaneous answers exactly one counts', async () => {
    const started = await start(t);
    const other = await signUpVerified(t);
    const answers = await Promise.all([answer(started.user_code, true), answer(started.user_code, false, other.sessionToken), answer(started.user_code, true, other.sessionToken)]);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 400 && a.body.errno === 183)).toHaveLength(2);
  });

  it('an unknown or malformed user code is 183, and an unknown device code invalid_grant', async () => {
    expect(await describeCode('BCDF-GHJK')).toMatchObject({ status: 400, body: { errno: 183 } });
    expect(await describeCode('AEIO-UAEI')).toMatchObject({ status: 400, body: { errno: 183 } });
    expect(await poll(t, '0'.repeat(64))).toMatchObject({ status: 400, body: { error: 'invalid_grant', errno: 105 } });
  });

  it('asks for a session', async () => {
    const started = await start(t);
    expect((await describeCode(started.user_code, '')).status).toBe(401);
    expect((await answer(started.user_code, true, '')).status).toBe(401);
  });
});

describe.each(databases)('Guessing user codes on $name', (database) => {
  const t = useTestServer(database, { env: { OAUTH_CLIENTS: clientsJson(), RATE_CODE_VERIFY_LIMIT: '3' } });

  it('is limited per account under the code-check limit: then even the right code is refused with the wait', async () => {
    const account = await signUpVerified(t);
    const started = await start(t);
    const guesses = ['BCDF-GHJK', 'CDFG-HJKL', 'DFGH-JKLM', 'FGHJ-KLMN'].filter((guess) => guess !== started.user_code);
    for (const guess of guesses.slice(0, 3)) {
      expect(await post(t, '/v1/session/device_authorization', { user_code: guess }, account.sessionToken)).toMatchObject({ status: 400, body: { errno: 183 } });
    }
    const refused = await post(t, '/v1/session/device_authorization/answer', { user_code: started.user_code, approve: true }, account.sessionToken);
    expect(refused).toMatchObject({ status: 429, body: { errno: 114, retryAfter: expect.any(Number) } });
    // Nothing was approved.
    expect(await poll(t, started.device_code)).toMatchObject({ body: { error: 'authorization_pending' } });
  });
});
