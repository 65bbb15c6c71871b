// The keys id tokens are signed with (RS256), kept in oauth_signing_keys in
// three slots: the active key signs; a pending key is published before it
// becomes active; retired keys stay published after, and never sign. A
// deployment names its keys in configuration (config.ts) and every instance
// writes that set at start; without configuration the first instance to start
// makes one active key, which the others read.
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, SignJWT } from 'jose';
import type { CryptoKey, JWK, JWTPayload } from 'jose';
import type { Database } from '../db/database';
import type { ConfiguredSigningKeys, PrivateSigningJwk } from '../config/oauth';

export type KeySlot = 'active' | 'pending' | 'retired';

/** A published key, as GET /v1/jwks lists it. */
export interface PublicSigningJwk {
  readonly kty: 'RSA';
  readonly kid: string;
  readonly use: 'sig';
  readonly alg: 'RS256';
  readonly n: string;
  readonly e: string;
}

interface KeyRow {
  kid: string;
  slot: KeySlot;
  private_jwk: PrivateSigningJwk;
  public_jwk: PublicSigningJwk;
}

function publicPart(jwk: PrivateSigningJwk): PublicSigningJwk {
  return { kty: 'RSA', kid: jwk.kid, use: 'sig', alg: 'RS256', n: jwk.n, e: jwk.e };
}

/** A new RSA key as a private JWK whose kid is its RFC 7638 thumbprint. */
export async function newSigningJwk(): Promise<PrivateSigningJwk> {
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint(jwk as JWK);
  return { ...jwk, kty: 'RSA', kid, n: jwk.n!, e: jwk.e!, d: jwk.d! };
}

export class SigningKeys {
  private signingKey: { kid: string; key: CryptoKey } | undefined;
  private published: PublicSigningJwk[] = [];

  constructor(
    private readonly db: Database,
    private readonly now: () => number,
  ) {}

  /**
   * Makes the table hold the configured keys (or, without configuration, an
   * active key) and loads them. Runs at start, before requests are served.
   */
  async load(configured: ConfiguredSigningKeys | undefined): Promise<void> {
    if (configured) {
      await this.db.transaction(async (tx) => {
        await tx.query('DELETE FROM oauth_signing_keys');
        const slots: Array<[KeySlot, PrivateSigningJwk]> = [
          ['active', configured.active],
          ...(configured.pending ? ([['pending', configured.pending]] as Array<[KeySlot, PrivateSigningJwk]>) : []),
          ...configured.retired.map((jwk): [KeySlot, PrivateSigningJwk] => ['retired', jwk]),
        ];
        for (const [slot, jwk] of slots) {
          await tx.query(
            `INSERT INTO oauth_signing_keys (kid, slot, private_jwk, public_jwk, created_at) VALUES ($1, $2, $3::jsonb, $4::jsonb, $5)`,
            [jwk.kid, slot, JSON.stringify(jwk), JSON.stringify(publicPart(jwk)), this.now()],
          );
        }
      });
    } else {
      const existing = await this.db.query<{ kid: string }>(`SELECT kid FROM oauth_signing_keys WHERE slot = 'active'`);
      if (existing.length === 0) {
        const jwk = await newSigningJwk();
        // Two instances starting together: the one-active index keeps the first key.
        await this.db.query(
          `INSERT INTO oauth_signing_keys (kid, slot, private_jwk, public_jwk, created_at)
           VALUES ($1, 'active', $2::jsonb, $3::jsonb, $4)
           ON CONFLICT DO NOTHING`,
          [jwk.kid, JSON.stringify(jwk), JSON.stringify(publicPart(jwk)), this.now()],
        );
      }
    }
    const rows = await this.db.query<KeyRow>(
      `SELECT kid, slot, private_jwk, public_jwk FROM oauth_signing_keys
        ORDER BY CASE slot WHEN 'active' THEN 0 WHEN 'pending' THEN 1 ELSE 2 END, created_at, kid`,
    );
    const active = rows.find((row) => row.slot === 'active');
    if (!active) throw new Error('No active OAuth signing key');
    this.signingKey = { kid: active.kid, key: (await importJWK(active.private_jwk as JWK, 'RS256')) as CryptoKey };
    this.published = rows.map((row) => row.public_jwk);
  }

  /** The published keys: active, pending, then retired. */
  jwks(): { keys: PublicSigningJwk[] } {
    return { keys: [...this.published] };
  }

  /** The published key with this kid, if any. */
  publicKey(kid: string): PublicSigningJwk | undefined {
    return this.published.find((jwk) => jwk.kid === kid);
  }

  /** Signs claims with the active key, its kid in the header; `typ` names the kind of token (JWT unless told). */
  async sign(claims: JWTPayload, typ = 'JWT'): Promise<string> {
    const active = this.signingKey;
    if (!active) throw new Error('The OAuth signing keys are not loaded');
    return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: active.kid, typ }).sign(active.key);
  }
}
