// Password stretching of the onepw protocol with WebCrypto: the password
// never leaves the browser; the server receives authPW and wrapKb only.

export const NS = 'identity.mozilla.com/picl/v1/';
export const V1_ITERATIONS = 1000;
export const V2_ITERATIONS = 650_000;
const KEY_BYTES = 32;

export type KeyStretchVersion = 1 | 2;

const encoder = new TextEncoder();

export function bytesToHex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function hexToBytes(hex: string): Uint8Array<ArrayBuffer> {
  if (hex.length % 2 !== 0 || !/^[0-9a-f]*$/i.test(hex)) throw new Error('Not an even-length hex string');
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

async function pbkdf2(password: string, salt: string, iterations: number): Promise<Uint8Array<ArrayBuffer>> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: encoder.encode(salt), iterations },
    key,
    KEY_BYTES * 8,
  );
  return new Uint8Array(bits);
}

/** HKDF-SHA256 with an empty salt unless one is given. */
export async function hkdf(
  keyMaterial: Uint8Array<ArrayBuffer>,
  info: string,
  length: number = KEY_BYTES,
  salt: Uint8Array<ArrayBuffer> = new Uint8Array(0),
): Promise<Uint8Array<ArrayBuffer>> {
  const key = await crypto.subtle.importKey('raw', keyMaterial, 'HKDF', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits(
    { name: 'HKDF', hash: 'SHA-256', salt, info: encoder.encode(info) },
    key,
    length * 8,
  );
  return new Uint8Array(bits);
}

/** v1: PBKDF2-SHA256(password, NS + 'quickStretch:' + email, 1000 iterations). */
export function quickStretchV1(email: string, password: string): Promise<Uint8Array<ArrayBuffer>> {
  return pbkdf2(password, `${NS}quickStretch:${email}`, V1_ITERATIONS);
}

/** v2: PBKDF2-SHA256(password, clientSalt, 650,000 iterations). */
export function quickStretchV2(clientSalt: string, password: string): Promise<Uint8Array<ArrayBuffer>> {
  return pbkdf2(password, clientSalt, V2_ITERATIONS);
}

export function deriveAuthPW(stretched: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  return hkdf(stretched, `${NS}authPW`);
}

export function deriveUnwrapBKey(stretched: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  return hkdf(stretched, `${NS}unwrapBkey`);
}

/** wrapKb = kB XOR unwrapBKey. The same operation unwraps. */
export function wrapKb(kB: Uint8Array, unwrapBKey: Uint8Array): Uint8Array<ArrayBuffer> {
  if (kB.length !== unwrapBKey.length) throw new Error('kB and unwrapBKey differ in length');
  return Uint8Array.from(kB, (byte, i) => byte ^ (unwrapBKey[i] ?? 0));
}

/** A new account key: 32 random bytes. */
export function randomKb(): Uint8Array<ArrayBuffer> {
  return crypto.getRandomValues(new Uint8Array(KEY_BYTES));
}

const CLIENT_SALT_PREFIX = `${NS}quickStretchV2:`;

/** A v2 clientSalt: NS + 'quickStretchV2:' + 32 lower-case hex characters. */
export function createClientSalt(): string {
  return CLIENT_SALT_PREFIX + bytesToHex(crypto.getRandomValues(new Uint8Array(16)));
}

export function isClientSalt(value: string): boolean {
  return value.startsWith(CLIENT_SALT_PREFIX) && /^[0-9a-f]{32}$/.test(value.slice(CLIENT_SALT_PREFIX.length));
}

/** SPEC §9: version 2 when stretch=2, or when the keyStretchV2 flag is set and stretch is not '1'. */
export function keyStretchVersion(stretch: string | null | undefined, keyStretchV2Flag: boolean): KeyStretchVersion {
  if (stretch === '2') return 2;
  if (keyStretchV2Flag && stretch !== '1') return 2;
  return 1;
}

export interface StretchedCredentials {
  version: KeyStretchVersion;
  /** Hex of authPW, sent to the server. */
  authPW: string;
  /** Hex of unwrapBKey, kept to unwrap kB. */
  unwrapBKey: string;
}

/** Derives authPW and unwrapBKey for one version; v2 needs the account's clientSalt. */
export async function deriveCredentials(
  version: KeyStretchVersion,
  email: string,
  password: string,
  clientSalt?: string,
): Promise<StretchedCredentials> {
  let stretched: Uint8Array<ArrayBuffer>;
  if (version === 2) {
    if (!clientSalt || !isClientSalt(clientSalt)) throw new Error('Version 2 stretching needs a valid clientSalt');
    stretched = await quickStretchV2(clientSalt, password);
  } else {
    stretched = await quickStretchV1(email, password);
  }
  const [authPW, unwrapBKey] = await Promise.all([deriveAuthPW(stretched), deriveUnwrapBKey(stretched)]);
  return { version, authPW: bytesToHex(authPW), unwrapBKey: bytesToHex(unwrapBKey) };
}
