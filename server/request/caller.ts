// Who sent a request, as the use cases take it: the client's address (the
// socket's peer, or behind a trusted proxy the forwarded one) and the
// language the request asks for.
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { TrustedProxies } from '../config/trusted-proxies';
import type { Caller } from '../ratelimit/guards';
import type { Services } from './services';
import { clientAddressOf } from './client-address';

/** The client's address (client-address.ts): the socket's peer, or behind a trusted proxy the forwarded one. */
export function clientAddress(c: Context, proxies: TrustedProxies): string {
  let peer: string | undefined;
  try {
    peer = getConnInfo(c).remote.address;
  } catch {
    peer = undefined;
  }
  return clientAddressOf(peer, c.req.header('X-Forwarded-For'), proxies);
}

export function callerOf(c: Context, services: Services): Caller {
  return {
    ip: clientAddress(c, services.config.trustedProxies),
    locale: services.strings.negotiate(c.req.header('Accept-Language')),
  };
}
