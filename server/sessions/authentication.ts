// What a session proves for an id token: when the person signed in, how
// (RFC 8176 `amr` values) and at which assurance level (`acr`).
//
//   - a password confirmed by an authenticator code: ['pwd', 'otp'], AAL2;
//   - a password confirmed by an emailed code: ['pwd', 'email'], AAL1;
//   - a passkey with user verification: ['hwk', 'user', 'mfa'], AAL2 (a key
//     held in hardware, unlocked by the person: two factors in one step);
//   - otherwise a password alone: ['pwd'], AAL1.
import type { SessionRecord } from './session-service';

export interface SessionAuthentication {
  readonly authAt: number;
  readonly acr: 'AAL1' | 'AAL2';
  readonly amr: string[];
}

export function authenticationOf(session: Pick<SessionRecord, 'createdAt' | 'verifiedMethod'>): SessionAuthentication {
  switch (session.verifiedMethod) {
    case 'passkey':
      return { authAt: session.createdAt, acr: 'AAL2', amr: ['hwk', 'user', 'mfa'] };
    case 'totp-2fa':
      return { authAt: session.createdAt, acr: 'AAL2', amr: ['pwd', 'otp'] };
    case 'email-otp':
      return { authAt: session.createdAt, acr: 'AAL1', amr: ['pwd', 'email'] };
    default:
      return { authAt: session.createdAt, acr: 'AAL1', amr: ['pwd'] };
  }
}

/** Whether a session was confirmed by two factors (AAL2). */
export function isTwoFactor(session: Pick<SessionRecord, 'verified' | 'verifiedMethod'>): boolean {
  return session.verified && (session.verifiedMethod === 'totp-2fa' || session.verifiedMethod === 'passkey');
}
