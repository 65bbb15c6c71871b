// Sign-up: a new account with its verifiers (scrypt of authPW, per key-stretch
// version), its unconfirmed primary address, a first session, and the emailed
// code that confirms both. An account never confirmed can be claimed again,
// and so can an address another account only added without confirming it.
import { isUniqueViolation } from '../db/database';
import { randomHex } from '../crypto/tokens';
import { appError } from '../errors';
import type { SessionRecord } from '../sessions/session-service';
import { hashNewCredentials } from './credentials';
import type { AccountDeps } from './deps';
import { issueKeyFetchToken } from './key-fetch';
import { checkEmail, normalizeEmail } from './records';
import { releaseUnconfirmedClaim } from './secondary-emails';
import { SECURITY_EVENTS, recordSecurityEvent } from './security-events';
import type { SessionCodeService } from './session-codes';

export interface SignUpInput {
  readonly email: string;
  readonly authPW: string;
  readonly wrapKb: string;
  readonly authPWVersion2?: string;
  readonly wrapKbVersion2?: string;
  readonly clientSalt?: string;
  readonly locale: string;
  readonly userAgent?: string;
  readonly keys?: boolean;
}

export interface SignUpResult {
  readonly uid: string;
  readonly sessionToken: string;
  readonly keyFetchToken?: string;
  /** Seconds since the epoch. */
  readonly authAt: number;
  readonly verificationMethod: 'email-otp';
  readonly verificationReason: 'signup';
}

export class SignUpService {
  constructor(
    private readonly deps: Pick<AccountDeps, 'db' | 'config' | 'sessions' | 'now'>,
    private readonly sessionCodes: SessionCodeService,
  ) {}

  async create(input: SignUpInput): Promise<SignUpResult> {
    checkEmail(input.email);
    const normalized = normalizeEmail(input.email);
    const { v1, v2 } = await hashNewCredentials(input, this.deps.config.scrypt);
    const uid = randomHex(16);
    const now = this.deps.now();
    let created: { token: string; session: SessionRecord };
    let keyFetchToken: string | undefined;
    try {
      ({ created, keyFetchToken } = await this.deps.db.transaction(async (tx) => {
        // Someone else's unconfirmed secondary address never keeps its owner out: the claim goes with this
        // sign-up, atomically. Confirmed meanwhile, it stays, and is found below.
        await releaseUnconfirmedClaim(tx, normalized, now);
        const existing = await tx.query<{ uid: string; verified: boolean }>(
          'SELECT a.uid, a.verified FROM emails e JOIN accounts a ON a.uid = e.uid WHERE e.normalized_email = $1',
          [normalized],
        );
        const found = existing[0];
        if (found?.verified) throw appError('ACCOUNT_EXISTS');
        // An account never confirmed can be claimed again by whoever confirms the address.
        if (found) await tx.query('DELETE FROM accounts WHERE uid = $1 AND NOT verified', [found.uid]);
        await tx.query(
          `INSERT INTO accounts (uid, email, normalized_email, verified, created_at, password_created_at, locale,
             auth_salt, verify_hash, wrap_kb, auth_salt_v2, verify_hash_v2, wrap_kb_v2, client_salt, ka, updated_at)
           VALUES ($1, $2, $3, false, $4, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $4)`,
          [
            uid,
            input.email,
            normalized,
            now,
            input.locale,
            v1.salt,
            v1.hash,
            v1.wrapKb,
            v2?.salt ?? null,
            v2?.hash ?? null,
            v2?.wrapKb ?? null,
            v2?.clientSalt ?? null,
            randomHex(32),
          ],
        );
        await tx.query(
          `INSERT INTO emails (uid, email, normalized_email, is_primary, verified, created_at, updated_at)
           VALUES ($1, $2, $3, true, false, $4, $4)`,
          [uid, input.email, normalized, now],
        );
        const session = await this.deps.sessions.create(tx, {
          uid,
          verified: false,
          verificationMethod: 'email-otp',
          verificationReason: 'signup',
          userAgent: input.userAgent,
        });
        await recordSecurityEvent(tx, { uid, name: SECURITY_EVENTS.accountCreated, verified: false, at: now, userAgent: input.userAgent });
        const fetchToken = input.keys ? await issueKeyFetchToken(tx, now, { uid, sessionId: session.session.id, version: v2 ? 2 : 1 }) : undefined;
        return { created: session, keyFetchToken: fetchToken };
      }));
    } catch (error) {
      if (isUniqueViolation(error)) throw appError('ACCOUNT_EXISTS');
      throw error;
    }
    await this.sessionCodes.sendForNewSession({ uid, email: input.email, locale: input.locale }, created.session.id, 'signup');
    return {
      uid,
      sessionToken: created.token,
      ...(keyFetchToken ? { keyFetchToken } : {}),
      authAt: Math.floor(now / 1000),
      verificationMethod: 'email-otp',
      verificationReason: 'signup',
    };
  }
}
