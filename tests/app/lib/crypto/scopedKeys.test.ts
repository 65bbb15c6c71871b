import { describe, expect, it } from 'vitest';
import { deriveScopedKey } from '../../../../app/lib/crypto/scopedKeys';

// Computed independently with Python's hmac and hashlib from the definition
// (HKDF-SHA256, ikm kB ‖ rotation secret, salt the uid's bytes, info
// NS + "scoped_key\n" + scope, 48 bytes), not taken from this code.
const VECTOR = {
  kB: '8b2e1303e21eee06a945683b8d495b9bf079ca30baa37eb8392d9ffa4767be45',
  uid: 'aeaa1725c7a24ff983c6295725d5fc9b',
  data: {
    identifier: 'https://identity.example.com/apps/notes',
    keyRotationSecret: '517d478cb4f994aa69930416648a416fdaefa93e2ba3efe2a6a62a4c0e2da0df',
    keyRotationTimestamp: 1510011454564,
  },
  kid: '1510011454-b2zH4VSKMsitwJBixJz3MQ',
  k: 'bomscE3hIHnfGF0CFM0PxqWim4Cf1not1_lbWCSSnMo',
};

describe('scoped keys', () => {
  it('derive the key and kid of the independent vector', async () => {
    expect(await deriveScopedKey(VECTOR.kB, VECTOR.uid, VECTOR.data)).toEqual({ kty: 'oct', scope: VECTOR.data.identifier, kid: VECTOR.kid, k: VECTOR.k });
  });

  it('differ by scope, by rotation and by account', async () => {
    const base = await deriveScopedKey(VECTOR.kB, VECTOR.uid, VECTOR.data);
    const otherScope = await deriveScopedKey(VECTOR.kB, VECTOR.uid, { ...VECTOR.data, identifier: 'https://identity.example.com/apps/sync' });
    const rotated = await deriveScopedKey(VECTOR.kB, VECTOR.uid, { ...VECTOR.data, keyRotationSecret: '00'.repeat(32) });
    const otherAccount = await deriveScopedKey(VECTOR.kB, '00'.repeat(16), VECTOR.data);
    expect(new Set([base.k, otherScope.k, rotated.k, otherAccount.k]).size).toBe(4);
  });
});
