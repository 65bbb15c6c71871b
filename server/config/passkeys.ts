// Settings of passkeys (WebAuthn): the relying party's id (a domain, never an
// IP address: browsers refuse one) and the origins whose ceremonies count.
//
// PASSKEY_RP_ID defaults to PUBLIC_URL's host, and to `localhost` when
// PUBLIC_URL is unset (development and tests, where the browser reaches the
// server as http://localhost:<port>). PASSKEY_ORIGINS (comma-separated)
// defaults to PUBLIC_URL; unset with PUBLIC_URL unset, the accepted origin is
// the address the server listens at, named `localhost`. Each origin's host
// must be the RP ID or under it. With PUBLIC_URL on an IP address and no
// PASSKEY_RP_ID, passkeys are off: their operations answer 'feature not enabled'.
import { isIP } from 'node:net';

export interface PasskeyConfig {
  readonly enabled: boolean;
  readonly rpId: string;
  /** What the browser shows as the relying party's name. */
  readonly rpName: string;
  /** The origins accepted; undefined: the listening origin with the host `localhost`. */
  readonly origins: readonly string[] | undefined;
  /** Most passkeys one account holds. */
  readonly maxPerAccount: number;
  /** How long a ceremony's challenge lasts. */
  readonly challengeTtlMs: number;
}

const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** Whether a host may be used as an RP ID: a lower-case domain name, not an IP address. */
export function isValidRpId(host: string): boolean {
  return isIP(host.replace(/^\[|\]$/g, '')) === 0 && DOMAIN.test(host);
}

/** Whether `host` is the RP ID or a host under it, as WebAuthn requires of an origin. */
export function hostFitsRpId(host: string, rpId: string): boolean {
  return host === rpId || host.endsWith(`.${rpId}`);
}

export function loadPasskeyConfig(env: NodeJS.ProcessEnv, publicUrl: string | undefined): PasskeyConfig {
  const explicit = env.PASSKEY_RP_ID && env.PASSKEY_RP_ID !== '' ? env.PASSKEY_RP_ID : undefined;
  if (explicit !== undefined && !isValidRpId(explicit)) {
    throw new Error('PASSKEY_RP_ID must be a lower-case domain name, not an IP address');
  }
  const publicHost = publicUrl ? new URL(publicUrl).hostname : undefined;
  const rpId = explicit ?? publicHost ?? 'localhost';
  const enabled = isValidRpId(rpId);
  let origins: string[] | undefined;
  const listed = env.PASSKEY_ORIGINS && env.PASSKEY_ORIGINS !== '' ? env.PASSKEY_ORIGINS : undefined;
  if (listed !== undefined) {
    origins = listed.split(',').map((each) => {
      let url: URL;
      try {
        url = new URL(each.trim());
      } catch {
        throw new Error('PASSKEY_ORIGINS must list http or https origins');
      }
      if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== each.trim().replace(/\/$/, '')) {
        throw new Error('PASSKEY_ORIGINS must list http or https origins without a path');
      }
      if (!hostFitsRpId(url.hostname, rpId)) throw new Error(`PASSKEY_ORIGINS: ${url.origin} is not on ${rpId}`);
      return url.origin;
    });
  } else if (publicUrl !== undefined) {
    if (explicit !== undefined && publicHost !== undefined && !hostFitsRpId(publicHost, rpId)) {
      throw new Error(`PASSKEY_RP_ID ${rpId} does not cover PUBLIC_URL's host ${publicHost}`);
    }
    origins = [publicUrl];
  }
  return {
    enabled,
    rpId,
    rpName: env.PASSKEY_RP_NAME && env.PASSKEY_RP_NAME !== '' ? env.PASSKEY_RP_NAME : 'Orbit accounts',
    origins,
    maxPerAccount: 10,
    challengeTtlMs: 5 * 60_000,
  };
}
