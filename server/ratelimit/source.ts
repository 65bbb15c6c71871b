// The source a per-client limit counts: the client's address, except that
// every IPv6 address of one /64 is one source. A /64 is what one subscriber,
// one host or one virtual machine is given, so an attacker who holds one can
// send each request from another of its 2^64 addresses; counting per full
// address would make every limit keyed on the client endless for them.
import ipaddr from 'ipaddr.js';

/** `ip` for an IPv4 address (or anything that is not an address); its /64, as `prefix::/64`, for IPv6. */
export function sourceOf(ip: string): string {
  if (!ipaddr.IPv6.isValid(ip)) return ip;
  const address = ipaddr.IPv6.parse(ip);
  // An IPv4 client seen through a dual-stack socket is that IPv4 client.
  if (address.isIPv4MappedAddress()) return address.toIPv4Address().toString();
  const prefix = new ipaddr.IPv6([...address.parts.slice(0, 4), 0, 0, 0, 0]);
  return `${prefix.toString()}/64`;
}
