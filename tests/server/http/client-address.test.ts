// Whose address a request counts against: the peer's, unless the peer is a
// trusted proxy; then the first hop of X-Forwarded-For from the right that is
// not one.
import { describe, expect, it } from 'vitest';
import { parseTrustedProxies } from '../../../server/config/trusted-proxies';
import { clientAddressOf, forwardedHttps } from '../../../server/request/client-address';

describe('client addresses', () => {
  const none = parseTrustedProxies(undefined);
  const proxies = parseTrustedProxies('127.0.0.1, 10.0.0.0/8, fd00::/8');

  it('is the peer when no proxy is trusted, whatever the headers say', () => {
    expect(clientAddressOf('198.51.100.4', '203.0.113.9', none)).toBe('198.51.100.4');
    expect(forwardedHttps('198.51.100.4', 'https', none)).toBe(false);
  });

  it('is the peer when the peer is not a trusted proxy', () => {
    expect(clientAddressOf('198.51.100.4', '203.0.113.9', proxies)).toBe('198.51.100.4');
    expect(forwardedHttps('198.51.100.4', 'https', proxies)).toBe(false);
  });

  it('skips trusted hops from the right and stops at the first other one', () => {
    expect(clientAddressOf('127.0.0.1', '203.0.113.9', proxies)).toBe('203.0.113.9');
    expect(clientAddressOf('127.0.0.1', 'spoofed, 203.0.113.9, 10.4.4.4', proxies)).toBe('203.0.113.9');
    expect(clientAddressOf('::ffff:10.1.1.1', '2001:db8::7, fd00::2', proxies)).toBe('2001:db8::7');
  });

  it('keeps the last address it could read when a hop is not an address', () => {
    expect(clientAddressOf('127.0.0.1', 'not-an-address, 10.2.2.2', proxies)).toBe('10.2.2.2');
    expect(clientAddressOf('127.0.0.1', '', proxies)).toBe('127.0.0.1');
  });

  it('reads an IPv4 peer written as IPv6 as IPv4', () => {
    expect(clientAddressOf('::ffff:127.0.0.1', '192.0.2.1', proxies)).toBe('192.0.2.1');
    expect(forwardedHttps('::ffff:127.0.0.1', 'https, http', proxies)).toBe(true);
  });

  it('refuses a list it cannot read, naming the setting', () => {
    for (const bad of ['proxy.internal', '10.0.0.0/33', '10.0.0.0/8/1', '::1/129', '10.0.0.0/x']) {
      expect(() => parseTrustedProxies(bad), bad).toThrow(/^TRUSTED_PROXIES /);
    }
  });
});
