// The pairing relay: the channel server that fxa-pairing-channel speaks to.
// A device opens `/v1/ws/` and is told its new channel's id as the first
// message, `{"channelid": "…"}`; the other device opens `/v1/ws/{id}` and is
// told the same. From then on each text message one peer sends reaches the
// other as `{"message": text, "sender": {remote, ua, browser, os, city, region, country}}`,
// the sender's address, browser (its user agent, and the browser and system
// the product's one parser reads from it) and approximate place as the relay saw them.
// What the peers send is TLS 1.3 records under a key the relay never learns,
// so the relay only counts and forwards.
//
// Channels live in this process's memory: two open sockets cannot be stored,
// and relaying each record through the database would add a write and a
// notification per message for no gain, since both peers must reach the
// same process anyway. Behind a load balancer every `/v1/ws/` request goes to
// one instance (see docs/features/pairing.md).
//
// Bounds: two peers per channel (a third is refused before the upgrade),
// a message size (ws closes the socket with 1009 past it), a message count,
// an idle time and a total lifetime per channel, and a number of open
// channels per client address. When a channel ends, for any reason, both
// sockets close.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { RawData, WebSocket } from 'ws';
import { clientAddressOf } from '../request/client-address';
import type { TrustedProxies } from '../config/trusted-proxies';
import type { Logger } from '../log';
import type { Places } from '../sessions/places';
import { describeUserAgent } from '../sessions/user-agent';
import type { RelayLimits } from '../config/pairing';

/** Where the relay listens; the channel id, when given, is the last segment. */
export const RELAY_PATH = '/v1/ws/';

/** WebSocket close codes the relay ends a channel with (4000–4999 are the application's). */
export const RELAY_CLOSE = {
  /** The other peer left. */
  peerLeft: 4100,
  /** No message for the idle time. */
  idle: 4101,
  /** The channel's lifetime is over. */
  expired: 4102,
  /** The channel relayed as many messages as it may. */
  tooManyMessages: 4103,
  /** A peer sent binary data; the protocol is text. */
  notText: 4104,
  /** The server is stopping. */
  shutdown: 1001,
} as const;

/** What the other peer is told of a message's sender. */
export interface RelaySender {
  readonly remote: string;
  readonly ua: string;
  /** The browser or app read from the user agent, such as "Chrome"; null when unknown. */
  readonly browser: string | null;
  /** The operating system read from it, such as "Android"; null when unknown. */
  readonly os: string | null;
  readonly city: string | null;
  readonly region: string | null;
  readonly country: string | null;
}

interface Peer {
  readonly socket: WebSocket;
  readonly sender: RelaySender;
}

interface Channel {
  readonly id: string;
  /** The client address that created it, counted against its limit while it is open. */
  readonly creator: string;
  readonly peers: Peer[];
  messages: number;
  idleTimer: NodeJS.Timeout;
  readonly lifetimeTimer: NodeJS.Timeout;
  closed: boolean;
}

export interface PairingRelayOptions {
  readonly limits: RelayLimits;
  readonly trustedProxies: TrustedProxies;
  readonly places: Places;
  readonly logger: Logger;
  /** Origins a browser page may open the relay from, besides the request's own. */
  readonly allowedOrigins: readonly string[];
}

/** Refuses an upgrade with a plain HTTP answer; the socket never becomes a WebSocket. */
function refuse(socket: Duplex, status: number, reason: string): void {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(reason)}\r\n\r\n${reason}`);
}

export class PairingRelay {
  private readonly wss: WebSocketServer;
  private readonly channels = new Map<string, Channel>();
  private readonly openByAddress = new Map<string, number>();

  constructor(private readonly options: PairingRelayOptions) {
    this.wss = new WebSocketServer({ noServer: true, maxPayload: options.limits.maxMessageBytes, perMessageDeflate: false });
  }

  /** Open channels, for tests and the log. */
  get size(): number {
    return this.channels.size;
  }

  /** Takes the upgrade requests for the relay's path on `server`; others are left to their own handlers, or refused. */
  attach(server: object): void {
    // @hono/node-server types its server as HTTP/1 or HTTP/2; the relay needs HTTP/1's upgrade event.
    (server as Server).on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => this.upgrade(request, socket, head));
  }

  private upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    const url = new URL(request.url ?? '/', 'http://relay');
    if (!url.pathname.startsWith(RELAY_PATH) && url.pathname !== RELAY_PATH.slice(0, -1)) {
      refuse(socket, 404, 'Not Found');
      return;
    }
    const origin = request.headers.origin;
    if (origin !== undefined && !this.originAllowed(origin, request)) {
      refuse(socket, 403, 'Forbidden');
      return;
    }
    const id = url.pathname.slice(RELAY_PATH.length);
    const address = clientAddressOf(request.socket.remoteAddress, request.headers['x-forwarded-for'] as string | undefined, this.options.trustedProxies);
    let channel: Channel;
    if (id === '') {
      if ((this.openByAddress.get(address) ?? 0) >= this.options.limits.channelsPerAddress) {
        refuse(socket, 429, 'Too Many Requests');
        return;
      }
      channel = this.open(address);
    } else {
      const found = /^[0-9a-f]{32}$/.test(id) ? this.channels.get(id) : undefined;
      if (!found || found.closed) {
        refuse(socket, 404, 'Not Found');
        return;
      }
      // A channel is for two devices: a third is turned away before it joins.
      if (found.peers.length >= 2) {
        refuse(socket, 409, 'Conflict');
        return;
      }
      channel = found;
    }
    const place = this.options.places.of(address, 'en');
    const ua = request.headers['user-agent'] ?? '';
    const { browser, os } = describeUserAgent(ua);
    const sender: RelaySender = { remote: address, ua, browser, os, city: place.city, region: place.state, country: place.country };
    this.wss.handleUpgrade(request, socket, head, (ws) => this.join(channel, { socket: ws, sender }));
  }

  private originAllowed(origin: string, request: IncomingMessage): boolean {
    if (this.options.allowedOrigins.includes(origin)) return true;
    try {
      return new URL(origin).host === request.headers.host;
    } catch {
      return false;
    }
  }

  private open(creator: string): Channel {
    const id = randomBytes(16).toString('hex');
    const { idleMs, lifetimeMs } = this.options.limits;
    const channel: Channel = {
      id,
      creator,
      peers: [],
      messages: 0,
      idleTimer: setTimeout(() => this.end(channel, RELAY_CLOSE.idle, 'idle'), idleMs),
      lifetimeTimer: setTimeout(() => this.end(channel, RELAY_CLOSE.expired, 'expired'), lifetimeMs),
      closed: false,
    };
    this.channels.set(id, channel);
    this.openByAddress.set(creator, (this.openByAddress.get(creator) ?? 0) + 1);
    return channel;
  }

  private join(channel: Channel, peer: Peer): void {
    if (channel.closed || channel.peers.length >= 2) {
      // The channel ended, or filled, while this socket's handshake finished.
      peer.socket.close(RELAY_CLOSE.peerLeft, 'channel closed');
      return;
    }
    channel.peers.push(peer);
    peer.socket.send(JSON.stringify({ channelid: channel.id }));
    peer.socket.on('message', (data: RawData, isBinary: boolean) => this.relay(channel, peer, data, isBinary));
    peer.socket.on('close', () => this.end(channel, RELAY_CLOSE.peerLeft, 'peer left'));
    // An oversize frame or a broken connection: ws closes the socket, which ends the channel above.
    peer.socket.on('error', () => undefined);
  }

  private relay(channel: Channel, from: Peer, data: RawData, isBinary: boolean): void {
    if (channel.closed) return;
    if (isBinary) {
      this.end(channel, RELAY_CLOSE.notText, 'text only');
      return;
    }
    channel.messages += 1;
    if (channel.messages > this.options.limits.maxMessages) {
      this.end(channel, RELAY_CLOSE.tooManyMessages, 'too many messages');
      return;
    }
    channel.idleTimer.refresh();
    const text = Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.concat(Array.isArray(data) ? data : [Buffer.from(data)]).toString('utf8');
    const envelope = JSON.stringify({ message: text, sender: from.sender });
    // Before the other device joins there is nobody to tell: the creator speaks only once spoken to.
    for (const peer of channel.peers) if (peer !== from) peer.socket.send(envelope);
  }

  private end(channel: Channel, code: number, reason: string): void {
    if (channel.closed) return;
    channel.closed = true;
    clearTimeout(channel.idleTimer);
    clearTimeout(channel.lifetimeTimer);
    this.channels.delete(channel.id);
    const left = (this.openByAddress.get(channel.creator) ?? 1) - 1;
    if (left > 0) this.openByAddress.set(channel.creator, left);
    else this.openByAddress.delete(channel.creator);
    for (const peer of channel.peers) {
      if (peer.socket.readyState === peer.socket.OPEN || peer.socket.readyState === peer.socket.CONNECTING) peer.socket.close(code, reason);
    }
    this.options.logger.info('pairing channel closed', { reason, messages: channel.messages });
  }

  /** Ends every channel and stops taking upgrades' sockets. */
  close(): void {
    for (const channel of [...this.channels.values()]) this.end(channel, RELAY_CLOSE.shutdown, 'shutdown');
    this.wss.close();
  }
}
