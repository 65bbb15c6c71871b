// Who sent a request, for the per-address limits and HSTS. The connection's
// peer is the client unless it is a proxy listed in TRUSTED_PROXIES; only then
// are X-Forwarded-For and X-Forwarded-Proto read, and X-Forwarded-For from the
// right: each hop appends the address it saw, so the first address from the
// right that is not a trusted proxy is the client. Anything to its left was
// written by the client itself and proves nothing.
import { isIP } from 'node:net';
import { plainAddress } from '../config/trusted-proxies';
import type { TrustedProxies } from '../config/trusted-proxies';

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
