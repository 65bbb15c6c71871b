// The origin people reach the product at, for what leaves the server with
// an address in it (the links of emails and device notifications) and for
// the origins allowed to call the APIs from a browser. It is PUBLIC_URL when
// set (always in production). Outside production, unset, it is the address
// the server listens at: development listens on loopback only, so that is
// the one address a browser can reach it by. It is never the Host header
// of a request, which whoever sends the request writes.
import type { ServerConfig } from './index';

export class PublicOrigin {
  private listening: string | undefined;

  constructor(private readonly config: Pick<ServerConfig, 'host' | 'port' | 'oauth'>) {}

  /** Told once the socket listens, with its port: the origin when PUBLIC_URL is unset. */
  listeningAt(port: number): void {
    this.listening = `http://${hostInUrl(this.config.host)}:${port}`;
  }

  /**
   * PUBLIC_URL, else the address the server listens at; before it listens
   * (services used without a socket) the configured host and port.
   */
  get value(): string {
    return this.config.oauth.publicUrl ?? this.listening ?? `http://${hostInUrl(this.config.host)}:${this.config.port}`;
  }
}

/** A host as written in a URL: an IPv6 address in brackets. */
export function hostInUrl(host: string): string {
  return host.includes(':') ? `[${host}]` : host;
}
