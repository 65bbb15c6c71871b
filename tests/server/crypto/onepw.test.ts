// The onepw helpers against the protocol's published vectors (v1) and the
// independently computed v2 cross-check vector.
import { describe, expect, it } from 'vitest';
import {
  CLIENT_SALT_PREFIX,
  authPWFrom,
  credentialsV1,
  credentialsV2,
  isClientSalt,
  newClientSalt,
  quickStretchV1,
  quickStretchV2,
  signUpCredentials,
  unwrapBKeyFrom,
  wrapKb,
  xorBytes,
} from '../../../server/crypto/onepw';

const EMAIL = 'andré@example.org';
const PASSWORD = 'pässwörd';

describe('onepw version 1', () => {
  it('encodes the vector inputs as UTF-8', () => {
    expect(Buffer.from(EMAIL, 'utf8').toString('hex')).toBe('616e6472c3a9406578616d706c652e6f7267');
    expect(Buffer.from(PASSWORD, 'utf8').toString('hex')).toBe('70c3a4737377c3b67264');
  });

  it('matches the published quickStretch, authPW and unwrapBKey', () => {
    const stretched = quickStretchV1(EMAIL, PASSWORD);
    expect(stretched.toString('hex')).toBe('e4e8889bd8bd61ad6de6b95c059d56e7b50dacdaf62bd84644af7e2add84345d');
    expect(authPWFrom(stretched).toString('hex')).toBe(
      '247b675ffb4c46310bc87e26d712153abe5e1c90ef00a4784594f97ef54f2375',
    );
    expect(unwrapBKeyFrom(stretched).toString('hex')).toBe(
      'de6a2648b78284fcb9ffa81ba95803309cfba7af583c01a8a1a63e567234dd28',
    );
    expect(credentialsV1(EMAIL, PASSWORD).authPW).toBe(
      '247b675ffb4c46310bc87e26d712153abe5e1c90ef00a4784594f97ef54f2375',
    );
  });

  it('depends on the exact email, case included', () => {
    expect(credentialsV1('André@example.org', PASSWORD).authPW).not.toBe(credentialsV1(EMAIL, PASSWORD).authPW);
  });
});

describe('onepw version 2', () => {
  const clientSalt = `${CLIENT_SALT_PREFIX}0123456789abcdef0123456789abcdef`;

  it('matches the cross-check vector', () => {
    const stretched = quickStretchV2(clientSalt, PASSWORD);
    expect(stretched.toString('hex')).toBe('1962d132874d2be60129f21229c42205e75661b08b7e657c4997972475459e41');
    expect(credentialsV2(clientSalt, PASSWORD).authPW).toBe(
      'd278c764bd1852a14bfc4e9d8c1682b4f1a57edb9a9372bf8c370cc41592155b',
    );
  });

  it('accepts only well-formed client salts', () => {
    expect(isClientSalt(clientSalt)).toBe(true);
    expect(isClientSalt(newClientSalt())).toBe(true);
    expect(isClientSalt(`${CLIENT_SALT_PREFIX}0123`)).toBe(false);
    expect(isClientSalt(`${CLIENT_SALT_PREFIX}0123456789ABCDEF0123456789ABCDEF`)).toBe(false);
    expect(() => quickStretchV2('quickStretchV2:00', PASSWORD)).toThrow(/clientSalt/);
  });
});

describe('kB wrapping', () => {
  it('wraps and unwraps with XOR', () => {
    const kB = 'ab'.repeat(32);
    const unwrapBKey = credentialsV1(EMAIL, PASSWORD).unwrapBKey;
    const wrapped = wrapKb(kB, unwrapBKey);
    expect(wrapped).not.toBe(kB);
    expect(wrapKb(wrapped, unwrapBKey)).toBe(kB);
    expect(() => xorBytes(Buffer.alloc(2), Buffer.alloc(3))).toThrow();
  });

  it('derives sign-up credentials whose wrapKb values unwrap to the same kB', () => {
    const clientSalt = `${CLIENT_SALT_PREFIX}${'0'.repeat(32)}`;
    const creds = signUpCredentials(EMAIL, PASSWORD, { kB: 'cd'.repeat(32), clientSalt });
    expect(wrapKb(creds.wrapKb, credentialsV1(EMAIL, PASSWORD).unwrapBKey)).toBe('cd'.repeat(32));
    expect(wrapKb(creds.wrapKbVersion2, credentialsV2(clientSalt, PASSWORD).unwrapBKey)).toBe('cd'.repeat(32));
    expect(creds.authPWVersion2).toBe(credentialsV2(clientSalt, PASSWORD).authPW);
  });
});
