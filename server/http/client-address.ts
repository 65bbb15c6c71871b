// Who sent a request, for the per-address limits and HSTS. The connection's
// peer is the client unless it is a proxy listed in TRUSTED_PROXIES; only then
// are X-Forwarded-For and X-Forwarded-Proto read, and X-Forwarded-For from the
// right: each hop appends the address it saw, so the first address from the
// right that is not a trusted proxy is the client. Anything to its left was
// written by the client itself and proves nothing.
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

/** The client's address: the peer's, or behind trusted proxies the first untrusted hop of X-Forwarded-For from the right. */
export function clientAddressOf(peer: string | undefined, forwardedFor: string | undefined, proxies: TrustedProxies): string {
  if (!peer) return 'unknown';
  let client = plainAddress(peer);
  if (!proxies.has(client) || !forwardedFor) return client;
  const hops = forwardedFor.split(',').map((hop) => plainAddress(hop.trim()));
  for (let i = hops.length - 1; i >= 0; i -= 1) {
    const hop = hops[i]!;
    // A hop that is not an address cannot be counted: the last one that was stands.
    if (isIP(hop) === 0) break;
    client = hop;
    if (!proxies.has(hop)) break;
  }
  return client;
}

/** Whether the request reached the first trusted proxy over TLS, as that proxy says in X-Forwarded-Proto. */
export function forwardedHttps(peer: string | undefined, forwardedProto: string | undefined, proxies: TrustedProxies): boolean {
  if (!peer || !forwardedProto || !proxies.has(peer)) return false;
  // Each proxy appends; the leftmost is what the client used to reach the first of them.
  return forwardedProto.split(',')[0]?.trim().toLowerCase() === 'https';
}
