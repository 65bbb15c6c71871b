// What an OAuth client is, as configuration and the registry both describe
// it. It imports nothing, so the configuration can read it without pulling in
// the registry's storage.

/** SPEC §3.7: a client id is 16 lower-case hexadecimal characters. */
export const CLIENT_ID_PATTERN = /^[0-9a-f]{16}$/;

export function isClientId(value: string): boolean {
  return CLIENT_ID_PATTERN.test(value);
}

/** One registered relying party. */
export interface OAuthClient {
  readonly clientId: string;
  /** Name of the service shown to the person ("Continue to {name}"). */
  readonly name: string;
  /** Address of the logo; empty when the client has none. */
  readonly imageUri: string;
  /** The registered redirect URIs, in order; the first is the default. */
  readonly redirectUris: readonly string[];
  /** First-party clients may ask for any scope and skip consent. */
  readonly trusted: boolean;
  /**
   * SHA-256 (hex) of a confidential client's secret; absent for a public
   * client, which proves itself with PKCE instead.
   */
  readonly secretHash?: string;
  /** When set, the only scopes the client may be granted, whatever its trust. */
  readonly allowedScopes?: readonly string[];
  /**
   * The client may sign people in by the device authorization grant (RFC
   * 8628): a device without a keyboard shows a code typed on /device.
   */
  readonly deviceGrant?: boolean;
  /** Where a sign-out the client asks for may send the person back (exact match); none when absent. */
  readonly postLogoutRedirectUris?: readonly string[];
  /** Where the client's back-channel logout tokens are posted; none are sent when absent. */
  readonly backchannelLogoutUri?: string;
  /** Whether the client needs the sid claim in its logout tokens (it is always sent). */
  readonly backchannelLogoutSessionRequired?: boolean;
  /** Where the client's Security Event Tokens are pushed (RFC 8935); none are sent when absent. */
  readonly securityEventUri?: string;
}
