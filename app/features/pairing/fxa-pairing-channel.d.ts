// Types of the parts of fxa-pairing-channel's browser bundle the pairing pages use.
declare module 'fxa-pairing-channel/dist/FxAccountsPairingChannel.babel.umd.js' {
  export interface PairingChannelMessageEvent extends Event {
    readonly detail: { data: unknown; sender: Record<string, unknown> | undefined };
  }
  export class PairingChannel extends EventTarget {
    static create(channelServerUri: string): Promise<PairingChannel>;
    static connect(channelServerUri: string, channelId: string, channelKey: Uint8Array): Promise<PairingChannel>;
    send(data: unknown): Promise<void>;
    close(): Promise<void>;
    readonly closed: boolean;
    readonly channelId: string;
    readonly channelKey: Uint8Array;
  }
  export function base64urlToBytes(text: string): Uint8Array;
  export function bytesToBase64url(bytes: Uint8Array): string;
}
