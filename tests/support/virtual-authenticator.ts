// An in-process WebAuthn authenticator for the server suites: it holds ES256
// (P-256) keys made with node:crypto and answers creation and request options
// the way a browser and a platform authenticator together would, building
// clientDataJSON, the authenticator data (RP ID hash, flags, sign counter and,
// on creation, the attested credential with its COSE key) and a 'none'
// attestation object in CBOR. Each answer may be bent (another origin, RP ID
// or challenge, a chosen counter, no user verification) to test refusals.
import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

export interface VirtualCredential {
  readonly id: string;
  readonly privateKey: KeyObject;
  readonly userHandle: string;
  counter: number;
}

export interface Bend {
  readonly origin?: string;
  readonly rpId?: string;
  readonly challenge?: string;
  readonly userVerified?: boolean;
  /** The sign counter to report (an assertion); by default the last one plus one. */
  readonly counter?: number;
  /** Which credential answers a request; by default the latest made. */
  readonly credentialId?: string;
}

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_BE = 0x08;
const FLAG_BS = 0x10;
const FLAG_AT = 0x40;

function b64url(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('base64url');
}

function sha256(bytes: Uint8Array | string): Buffer {
  return createHash('sha256').update(bytes).digest();
}

function uint32(value: number): Buffer {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(value);
  return out;
}

/** A passkey provider that syncs (backed up) or keeps keys on this device only. */
export class VirtualAuthenticator {
  readonly credentials: VirtualCredential[] = [];

  constructor(
    private readonly origin: string,
    private readonly options: { readonly synced?: boolean; readonly aaguid?: string } = {},
  ) {}

  private flags(userVerified: boolean, attested: boolean): number {
    return (
      FLAG_UP |
      (userVerified ? FLAG_UV : 0) |
      (this.options.synced ? FLAG_BE | FLAG_BS : 0) |
      (attested ? FLAG_AT : 0)
    );
  }

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }), 'utf8');
  }

  /** Answers creation options: a new key pair, and the registration response a browser would send. */
  create(
    options: { challenge: string; rp: { id?: string }; user: { id: string } },
    bend: Bend = {},
  ): { id: string; rawId: string; type: 'public-key'; response: { clientDataJSON: string; attestationObject: string; transports: string[] }; clientExtensionResults: Record<string, never>; authenticatorAttachment: 'platform' } {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const cose = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
    const rawId = randomBytes(32);
    const rpId = bend.rpId ?? options.rp.id ?? new URL(this.origin).hostname;
    const aaguid = Buffer.from((this.options.aaguid ?? '00000000-0000-0000-0000-000000000000').replace(/-/g, ''), 'hex');
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(rawId.length);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([this.flags(bend.userVerified ?? true, true)]),
      uint32(0),
      aaguid,
      idLength,
      rawId,
      Buffer.from(cose),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', new Uint8Array(authData)],
      ]) as never,
    );
    const id = b64url(rawId);
    this.credentials.push({ id, privateKey, userHandle: options.user.id, counter: 0 });
    return {
      id,
      rawId: id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', bend.challenge ?? options.challenge, bend.origin ?? this.origin)),
        attestationObject: b64url(attestationObject),
        transports: ['internal', 'hybrid'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** Answers request options with an assertion signed by one of its credentials. */
  get(
    options: { challenge: string; rpId?: string },
    bend: Bend = {},
  ): { id: string; rawId: string; type: 'public-key'; response: { clientDataJSON: string; authenticatorData: string; signature: string; userHandle: string }; clientExtensionResults: Record<string, never>; authenticatorAttachment: 'platform' } {
    const credential = bend.credentialId
      ? this.credentials.find((each) => each.id === bend.credentialId)
      : this.credentials[this.credentials.length - 1];
    if (!credential) throw new Error('the virtual authenticator holds no such credential');
    credential.counter = bend.counter ?? credential.counter + 1;
    const rpId = bend.rpId ?? options.rpId ?? new URL(this.origin).hostname;
    const authData = Buffer.concat([sha256(rpId), Buffer.from([this.flags(bend.userVerified ?? true, false)]), uint32(credential.counter)]);
    const clientDataJSON = this.clientData('webauthn.get', bend.challenge ?? options.challenge, bend.origin ?? this.origin);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), credential.privateKey);
    return {
      id: credential.id,
      rawId: credential.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: credential.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }
}
