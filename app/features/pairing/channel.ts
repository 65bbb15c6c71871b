// The encrypted channel between the two devices: fxa-pairing-channel (TLS 1.3
// with the channel's key as pre-shared key) over this site's relay. The relay
// sees only records it cannot read; the key travels in the QR code's fragment.
import { PairingChannel, base64urlToBytes, bytesToBase64url } from 'fxa-pairing-channel/dist/FxAccountsPairingChannel.babel.umd.js';
import type { PairingChannelMessageEvent } from 'fxa-pairing-channel/dist/FxAccountsPairingChannel.babel.umd.js';
import { readPairingMessage } from './rules';
import type { ChannelSecret, PairingMessage } from './rules';

/** What the relay says of the other device. */
export interface PeerDetails {
  readonly ua: string;
  /** The browser the relay read from the user agent (the server's one parser), such as "Chrome". */
  readonly browser: string | undefined;
  /** Its operating system, such as "Android". */
  readonly os: string | undefined;
  readonly city: string | undefined;
  readonly region: string | undefined;
  readonly country: string | undefined;
}

export interface OpenChannel {
  readonly secret: ChannelSecret;
  send(message: PairingMessage): Promise<void>;
  /** Calls `listener` with each pairing message; returns the way to stop. */
  onMessage(listener: (message: PairingMessage, peer: PeerDetails) => void): () => void;
  /** Calls `listener` once the channel ends without this side closing it: the other device left, or the relay closed it. */
  onEnd(listener: () => void): () => void;
  close(): Promise<void>;
}

function detailsOf(sender: Record<string, unknown> | undefined): PeerDetails {
  const text = (name: string) => (typeof sender?.[name] === 'string' && sender[name] !== '' ? (sender[name] as string) : undefined);
  return { ua: text('ua') ?? '', browser: text('browser'), os: text('os'), city: text('city'), region: text('region'), country: text('country') };
}

function wrap(channel: PairingChannel): OpenChannel {
  let closing = false;
  return {
    // The package's base64url keeps the '=' padding; the address carries the key without it (43
    // characters), which the package's decoder takes back as it is.
    secret: { channelId: channel.channelId, channelKey: bytesToBase64url(channel.channelKey).replace(/=+$/, '') },
    send: (message) => channel.send(message),
    onMessage(listener) {
      const handle = (event: Event) => {
        const { data, sender } = (event as PairingChannelMessageEvent).detail;
        const message = readPairingMessage(data);
        if (message) listener(message, detailsOf(sender));
      };
      channel.addEventListener('message', handle);
      return () => channel.removeEventListener('message', handle);
    },
    onEnd(listener) {
      const handle = () => {
        if (!closing) listener();
      };
      channel.addEventListener('close', handle);
      channel.addEventListener('error', handle);
      return () => {
        channel.removeEventListener('close', handle);
        channel.removeEventListener('error', handle);
      };
    },
    async close() {
      closing = true;
      if (!channel.closed) await channel.close().catch(() => undefined);
    },
  };
}

/** The relay's address for this page: the same origin, over ws or wss. */
export function relayOrigin(origin: string): string {
  return origin.replace(/^http/, 'ws');
}

/** Opens a new channel on the relay; its secret goes into the QR code. */
export async function createChannel(origin: string): Promise<OpenChannel> {
  return wrap(await PairingChannel.create(relayOrigin(origin)));
}

/** Joins the channel the QR code named. */
export async function joinChannel(origin: string, secret: ChannelSecret): Promise<OpenChannel> {
  return wrap(await PairingChannel.connect(relayOrigin(origin), secret.channelId, base64urlToBytes(secret.channelKey)));
}
