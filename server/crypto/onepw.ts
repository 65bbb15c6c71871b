// The client side of the onepw password protocol, for tests and seeding: the
// browser does the same with WebCrypto. PBKDF2 stretches the password with
// the email (v1) or the account's client salt (v2); HKDF derives authPW, the
// only value the server sees, and unwrapBKey, which unwraps kB from wrapKb.
import { hkdfSync, pbkdf2Sync, randomBytes } from 'node:crypto';

export const NAMESPACE = 'identity.mozilla.com/picl/v1/';
export const V1_ITERATIONS = 1000;
export const V2_ITERATIONS = 650_000;
export const CLIENT_SALT_PREFIX = `${NAMESPACE}quickStretchV2:`;

function hkdf(ikm: Buffer, info: string, length = 32): Buffer {
  return Buffer.from(hkdfSync('sha256', ikm, Buffer.alloc(0), Buffer.from(`${NAMESPACE}${info}`, 'utf8'), length));
}

/** Version 1 stretch: PBKDF2-SHA256 with salt NS + "quickStretch:" + email. */
export function quickStretchV1(email: string, password: string): Buffer {
  return pbkdf2Sync(
    Buffer.from(password, 'utf8'),
    Buffer.from(`${NAMESPACE}quickStretch:${email}`, 'utf8'),
    V1_ITERATIONS,
    32,
    'sha256',
  );
}

/** Version 2 stretch: PBKDF2-SHA256 with the whole client salt string. */
export function quickStretchV2(clientSalt: string, password: string): Buffer {
  if (!isClientSalt(clientSalt)) throw new Error('clientSalt must be the v2 prefix followed by 32 hex characters');
  return pbkdf2Sync(Buffer.from(password, 'utf8'), Buffer.from(clientSalt, 'utf8'), V2_ITERATIONS, 32, 'sha256');
}

export function authPWFrom(stretched: Buffer): Buffer {
  return hkdf(stretched, 'authPW');
}

export function unwrapBKeyFrom(stretched: Buffer): Buffer {
  return hkdf(stretched, 'unwrapBkey');
}

/** XOR of two equally long byte strings: wraps kB and unwraps wrapKb alike. */
export function xorBytes(a: Buffer, b: Buffer): Buffer {
  if (a.length !== b.length) throw new Error('xor needs equally long inputs');
  const out = Buffer.alloc(a.length);
  for (let i = 0; i < a.length; i += 1) out[i] = a[i]! ^ b[i]!;
  return out;
}

export function isClientSalt(value: string): boolean {
  return value.startsWith(CLIENT_SALT_PREFIX) && /^[0-9a-f]{32}$/.test(value.slice(CLIENT_SALT_PREFIX.length));
}

/** A fresh v2 client salt: the prefix and 16 random bytes as hex. */
export function newClientSalt(): string {
  return `${CLIENT_SALT_PREFIX}${randomBytes(16).toString('hex')}`;
}

/** What the browser derives and sends for one stretching version. */
export interface StretchedCredentials {
  readonly authPW: string;
  readonly unwrapBKey: string;
}

export function credentialsV1(email: string, password: string): StretchedCredentials {
  const stretched = quickStretchV1(email, password);
  return { authPW: authPWFrom(stretched).toString('hex'), unwrapBKey: unwrapBKeyFrom(stretched).toString('hex') };
}

export function credentialsV2(clientSalt: string, password: string): StretchedCredentials {
  const stretched = quickStretchV2(clientSalt, password);
  return { authPW: authPWFrom(stretched).toString('hex'), unwrapBKey: unwrapBKeyFrom(stretched).toString('hex') };
}

/** wrapKb = kB XOR unwrapBKey, all hex. */
export function wrapKb(kB: string, unwrapBKey: string): string {
  return xorBytes(Buffer.from(kB, 'hex'), Buffer.from(unwrapBKey, 'hex')).toString('hex');
}

/** The sign-up (or reset) fields the browser sends for a password. */
export interface SignUpCredentials {
  readonly authPW: string;
  readonly wrapKb: string;
  readonly authPWVersion2: string;
  readonly wrapKbVersion2: string;
  readonly clientSalt: string;
  readonly kB: string;
}

/**
 * Derives everything a browser sends at sign-up with both stretching
 * versions. `kB` and `clientSalt` are random unless given.
 */
export function signUpCredentials(
  email: string,
  password: string,
  options: { kB?: string; clientSalt?: string } = {},
): SignUpCredentials {
  const kB = options.kB ?? randomBytes(32).toString('hex');
  const clientSalt = options.clientSalt ?? newClientSalt();
  const v1 = credentialsV1(email, password);
  const v2 = credentialsV2(clientSalt, password);
  return {
    authPW: v1.authPW,
    wrapKb: wrapKb(kB, v1.unwrapBKey),
    authPWVersion2: v2.authPW,
    wrapKbVersion2: wrapKb(kB, v2.unwrapBKey),
    clientSalt,
    kB,
  };
}
