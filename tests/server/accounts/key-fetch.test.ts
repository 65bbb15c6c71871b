// The account keys operation against the published protocol: an account made
// with the protocol's vectors gets back a wrapped kB that the vectors'
// unwrapBKey opens to the kB it was made with, and a key-fetch token is
// traded once even when two fetches arrive together.
import { hkdfSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { credentialsV1, wrapKb } from '../../../server/crypto/onepw';
import { databases, uniqueEmail, useTestServer } from '../harness';

// PROTOCOL.md, version 2 cross-check: password pässwörd, clientSalt suffix
// 0123456789abcdef0123456789abcdef. Version 2 is not salted with the address,
// so any address may carry it.
const NS = 'identity.mozilla.com/picl/v1/';
const PASSWORD = 'pässwörd';
const CLIENT_SALT = `${NS}quickStretchV2:0123456789abcdef0123456789abcdef`;
const QUICK_STRETCH = '1962d132874d2be60129f21229c42205e75661b08b7e657c4997972475459e41';
const AUTH_PW = 'd278c764bd1852a14bfc4e9d8c1682b4f1a57edb9a9372bf8c370cc41592155b';
const KB = '0f1e2d3c4b5a69788796a5b4c3d2e1f00112233445566778899aabbccddeeff0';

/** HKDF-SHA256 with an empty salt, as the protocol defines its steps. */
function hkdf(key: string, info: string): string {
  return Buffer.from(hkdfSync('sha256', Buffer.from(key, 'hex'), Buffer.alloc(0), Buffer.from(NS + info, 'utf8'), 32)).toString('hex');
}
const UNWRAP_B_KEY = hkdf(QUICK_STRETCH, 'unwrapBkey');

describe.each(databases)('account keys by the protocol on $name', (database) => {
  const t = useTestServer(database);

  async function confirmedSignUp(): Promise<{ keyFetchToken: string }> {
    const email = uniqueEmail('vectors');
    const v1 = credentialsV1(email, PASSWORD);
    const created = await t.rest().POST('/v1/account/create', {
      body: {
        verificationMethod: 'email-otp',
        email,
        authPW: v1.authPW,
        wrapKb: wrapKb(KB, v1.unwrapBKey),
        authPWVersion2: AUTH_PW,
        wrapKbVersion2: wrapKb(KB, UNWRAP_B_KEY),
        clientSalt: CLIENT_SALT,
      },
      params: { query: { keys: true } },
    });
    expect(created.error).toBeUndefined();
    const code = await t.latestCode(email);
    const confirmed = await t.rest(created.data!.sessionToken).POST('/v1/session/verify_code', { body: { code } });
    expect(confirmed.response.status).toBe(200);
    return { keyFetchToken: created.data!.keyFetchToken! };
  }

  it('derives the vectors’ authPW with the HKDF step used here', () => {
    expect(hkdf(QUICK_STRETCH, 'authPW')).toBe(AUTH_PW);
  });

  it('gives the wrapped kB that the vectors’ unwrapBKey opens to the kB the account was made with; one of two simultaneous fetches succeeds', async () => {
    const { keyFetchToken } = await confirmedSignUp();
    const [first, second] = await Promise.all([t.rest(keyFetchToken).GET('/v1/account/keys'), t.rest(keyFetchToken).GET('/v1/account/keys')]);
    const answers = [first, second];
    const won = answers.filter((answer) => answer.data !== undefined);
    const lost = answers.filter((answer) => answer.error !== undefined);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0]!.error).toMatchObject({ code: 401, errno: 110 });
    expect(wrapKb(won[0]!.data!.wrapKB, UNWRAP_B_KEY)).toBe(KB);
    expect(won[0]!.data!.kA).toMatch(/^[0-9a-f]{64}$/);
  });
});
