// Settings of device pairing, read once at start:
//
//   PAIRING_CLIENTS                     comma-separated OAuth client ids that may be paired
//                                       (the allow-list; outside production the example
//                                       pairing client is added)
//   PAIRING_RELAY_MAX_MESSAGES          messages relayed per channel, both ways (default 100)
//   PAIRING_RELAY_MAX_MESSAGE_BYTES     the largest message a peer may send (default 16384)
//   PAIRING_RELAY_IDLE_SECONDS          a channel with no message for this long closes (default 300)
//   PAIRING_RELAY_LIFETIME_SECONDS      a channel closes this long after it opened (default 900)
//   PAIRING_RELAY_CHANNELS_PER_ADDRESS  open channels one client address may have created (default 5)
import { intFrom } from './env';
import { DEV_PAIRING_CLIENT_ID } from './oauth-clients';

export interface RelayLimits {
  readonly maxMessages: number;
  readonly maxMessageBytes: number;
  readonly idleMs: number;
  readonly lifetimeMs: number;
  readonly channelsPerAddress: number;
}

export interface PairingConfig {
  /** The clients a paired device may be signed in to. */
  readonly clients: readonly string[];
  readonly relay: RelayLimits;
}

export function loadPairingConfig(env: NodeJS.ProcessEnv, production: boolean): PairingConfig {
  const configured = (env.PAIRING_CLIENTS ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
  for (const id of configured) {
    if (!/^[0-9a-f]{16}$/.test(id)) throw new Error(`PAIRING_CLIENTS holds ${JSON.stringify(id)}, not a client id`);
  }
  const clients = production ? configured : [...new Set([...configured, DEV_PAIRING_CLIENT_ID])];
  return {
    clients,
    relay: {
      maxMessages: intFrom(env, 'PAIRING_RELAY_MAX_MESSAGES', 100, 1),
      maxMessageBytes: intFrom(env, 'PAIRING_RELAY_MAX_MESSAGE_BYTES', 16_384, 256),
      idleMs: intFrom(env, 'PAIRING_RELAY_IDLE_SECONDS', 300, 1) * 1000,
      lifetimeMs: intFrom(env, 'PAIRING_RELAY_LIFETIME_SECONDS', 900, 1) * 1000,
      channelsPerAddress: intFrom(env, 'PAIRING_RELAY_CHANNELS_PER_ADDRESS', 5, 1),
    },
  };
}
