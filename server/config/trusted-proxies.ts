// The proxies whose word on the client's address is taken (TRUSTED_PROXIES),
// read at start. The connection's peer is the client unless it is one of
// them: only then does the transport read X-Forwarded-For and
// X-Forwarded-Proto (server/http/client-address.ts).
import { BlockList, isIP } from 'node:net';

export interface TrustedProxies {
  /** The setting as written, for logs. */
  readonly source: string;
  /** Whether `address` is one of the trusted proxies. */
  has(address: string): boolean;
}

/** An IPv4 address written as IPv6 (`::ffff:10.0.0.1`, from a dual-stack socket) as plain IPv4. */
export function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

/**
 * Parses a comma-separated list of addresses and CIDR ranges
 * (`127.0.0.1, 10.0.0.0/8, fd00::/8`). Anything else stops the start with
 * `name` and the entry at fault.
 */
export function parseTrustedProxies(raw: string | undefined, name = 'TRUSTED_PROXIES'): TrustedProxies {
  const list = new BlockList();
  const entries = (raw ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  for (const entry of entries) {
    const [address = '', prefix, extra] = entry.split('/');
    const family = isIP(address);
    const bits = prefix === undefined ? undefined : Number(prefix);
    const maxBits = family === 4 ? 32 : 128;
    if (family === 0 || extra !== undefined || (bits !== undefined && (!/^\d{1,3}$/.test(prefix!) || bits > maxBits))) {
      throw new Error(`${name} must list IP addresses or CIDR ranges separated by commas; ${JSON.stringify(entry)} is neither`);
    }
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, bits, type);
  }
  return {
    source: entries.join(','),
    has(address) {
      const plain = plainAddress(address);
      const family = isIP(plain);
      if (family === 0 || entries.length === 0) return false;
      return list.check(plain, family === 4 ? 'ipv4' : 'ipv6');
    },
  };
}

