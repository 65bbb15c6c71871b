// Signing keys and their rotation by configuration: the active key signs, a
// pending key is published before it signs, a retired key stays published
// and never signs; without configuration one key is made and shared by every
// instance on the database.
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOAuthConfig, parseSigningKeys } from '../../../server/config/oauth';
import type { PrivateSigningJwk } from '../../../server/config/oauth';
import { newSigningJwk, SigningKeys } from '../../../server/oauth/signing-keys';
import type { Database } from '../../../server/db/database';
import { databases } from '../harness';

const CLAIMS = { iss: 'https://accounts.example.com', aud: 'a1b2c3d4e5f60718', sub: '0'.repeat(32) };

describe.each(databases)('OAuth signing keys on $name', (database) => {
  let db: Database;
  let a: PrivateSigningJwk;
  let b: PrivateSigningJwk;
  beforeAll(async () => {
    db = await database.open();
    [a, b] = await Promise.all([newSigningJwk(), newSigningJwk()]);
  });
  afterAll(async () => {
    await db.close();
  });

  const loaded = async (configured: Parameters<SigningKeys['load']>[0]) => {
    const keys = new SigningKeys(db, Date.now);
    await keys.load(configured);
    return keys;
  };
  const kidOf = (token: string) => decodeProtectedHeader(token).kid;

  it('without configuration, instances share the one key the first made', async () => {
    const [first, second] = await Promise.all([loaded(undefined), loaded(undefined)]);
    expect(first.jwks().keys).toHaveLength(1);
    expect(second.jwks()).toEqual(first.jwks());
    expect(kidOf(await second.sign(CLAIMS))).toBe(first.jwks().keys[0]!.kid);
  });

  it('rotates: pending is published first, then signs; the retired key verifies and never signs', async () => {
    // Step 1: A signs, B is published ahead of its turn. A relying party caches this key set.
    const step1 = await loaded({ active: a, pending: b, retired: [] });
    expect(step1.jwks().keys.map((key) => key.kid)).toEqual([a.kid, b.kid]);
    const signedByA = await step1.sign(CLAIMS);
    expect(kidOf(signedByA)).toBe(a.kid);
    const cached = createLocalJWKSet(step1.jwks());

    // Step 2: B signs, A is retired.
    const step2 = await loaded({ active: b, retired: [a] });
    const signedByB = await step2.sign(CLAIMS);
    expect(kidOf(signedByB)).toBe(b.kid);
    // The cached set of step 1 already verifies what B signs,
    await expect(jwtVerify(signedByB, cached)).resolves.toBeTruthy();
    // and what A signed still verifies against the current set.
    await expect(jwtVerify(signedByA, createLocalJWKSet(step2.jwks()))).resolves.toBeTruthy();
    expect(step2.publicKey(a.kid)).toBeDefined();

    // Step 3: A is dropped; its tokens no longer verify.
    const step3 = await loaded({ active: b, retired: [] });
    expect(step3.publicKey(a.kid)).toBeUndefined();
    await expect(jwtVerify(signedByA, createLocalJWKSet(step3.jwks()))).rejects.toThrow();
  });

  it('publishes no private part', async () => {
    const keys = await loaded({ active: a, pending: b, retired: [] });
    for (const key of keys.jwks().keys) expect(Object.keys(key).sort()).toEqual(['alg', 'e', 'kid', 'kty', 'n', 'use']);
  });
});

describe('OAuth configuration', () => {
  it('reads signing keys, and refuses a public key, a repeated kid or an unknown slot', async () => {
    const a = await newSigningJwk();
    const b = await newSigningJwk();
    expect(parseSigningKeys(JSON.stringify({ active: a, pending: b }), 'keys').pending?.kid).toBe(b.kid);
    const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...publicOnly } = a as Record<string, unknown>;
    expect(() => parseSigningKeys(JSON.stringify({ active: publicOnly }), 'keys')).toThrow(/private RSA key/);
    expect(() => parseSigningKeys(JSON.stringify({ active: a, retired: [a] }), 'keys')).toThrow(/kid twice/);
    expect(() => parseSigningKeys(JSON.stringify({ active: a, spare: b }), 'keys')).toThrow(/unknown field/);
    expect(() => parseSigningKeys('{', 'keys')).toThrow(/not valid JSON/);
  });

  it('needs PUBLIC_URL in production, as an origin', () => {
    expect(() => loadOAuthConfig({}, true)).toThrow(/PUBLIC_URL/);
    expect(loadOAuthConfig({ PUBLIC_URL: 'https://accounts.example.com' }, true).publicUrl).toBe('https://accounts.example.com');
    expect(() => loadOAuthConfig({ PUBLIC_URL: 'https://accounts.example.com/path' }, true)).toThrow(/origin/);
    expect(loadOAuthConfig({}, false).publicUrl).toBeUndefined();
  });

  it('reads key-bearing scopes, refuses a bad one, and has the example scopes outside production only', () => {
    const scope = { scope: 'https://identity.example.com/apps/sync', keyRotationSecret: 'ab'.repeat(32), keyRotationTimestamp: 1, redirectUris: ['https://rp.example.com/cb'] };
    expect(loadOAuthConfig({ OAUTH_KEY_BEARING_SCOPES: JSON.stringify([scope]), PUBLIC_URL: 'https://accounts.example.com' }, true).keyBearingScopes).toEqual([scope]);
    expect(() => loadOAuthConfig({ OAUTH_KEY_BEARING_SCOPES: JSON.stringify([{ ...scope, keyRotationSecret: 'short' }]) }, false)).toThrow(/keyRotationSecret/);
    expect(loadOAuthConfig({ PUBLIC_URL: 'https://accounts.example.com' }, true).keyBearingScopes).toEqual([]);
    const example = loadOAuthConfig({}, false, 3030).keyBearingScopes;
    // The example relying party's scope, and the sync scope whose key goes to a paired device at the pairing URN.
    expect(example).toHaveLength(2);
    expect(example[0]!.redirectUris).toContain('http://localhost:3030/__dev/rp/confidential/callback');
    expect(example[1]).toMatchObject({ scope: 'https://identity.example.com/apps/oldsync', redirectUris: ['urn:ietf:wg:oauth:2.0:oob:pair-auth-webchannel'] });
  });

  it('reads lifetimes and the prompt=none allow-list', () => {
    const config = loadOAuthConfig({ OAUTH_CODE_TTL_SECONDS: '60', OAUTH_PROMPT_NONE_CLIENTS: 'a1b2c3d4e5f60718, 0123456789abcdef' }, false);
    expect(config.codeTtlMs).toBe(60_000);
    expect(config.promptNoneClients).toEqual(['a1b2c3d4e5f60718', '0123456789abcdef']);
    expect(() => loadOAuthConfig({ OAUTH_PROMPT_NONE_CLIENTS: 'notes' }, false)).toThrow(/client id/);
  });
});
