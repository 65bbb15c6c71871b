// The OAuth client registry: the relying parties that may start an OAuth
// flow, kept in the oauth_clients table. A deployment lists its clients in
// configuration (OAUTH_CLIENTS or OAUTH_CLIENTS_FILE, see client-config.ts);
// every instance writes that list at start-up, so the table follows the
// configuration and instances sharing one database agree.
import type { Queryable } from '../db/database';
import { queryOne } from '../db/database';
import { isClientId } from '../config/oauth-client';
import type { OAuthClient } from '../config/oauth-client';

export { CLIENT_ID_PATTERN, isClientId } from '../config/oauth-client';
export type { OAuthClient } from '../config/oauth-client';

/** A stored client, with the times of its registration. */
export interface OAuthClientRecord extends OAuthClient {
  readonly createdAt: number;
  readonly updatedAt: number;
}

interface ClientRow {
  client_id: string;
  name: string;
  image_uri: string;
  redirect_uris: string[];
  trusted: boolean;
  secret_hash: string | null;
  allowed_scopes: string[] | null;
  device_grant: boolean;
  post_logout_redirect_uris: string[];
  backchannel_logout_uri: string | null;
  backchannel_logout_session_required: boolean;
  security_event_uri: string | null;
  created_at: number;
  updated_at: number;
}

function fromRow(row: ClientRow): OAuthClientRecord {
  return {
    clientId: row.client_id,
    name: row.name,
    imageUri: row.image_uri,
    redirectUris: row.redirect_uris,
    trusted: row.trusted,
    ...(row.secret_hash ? { secretHash: row.secret_hash } : {}),
    ...(row.allowed_scopes ? { allowedScopes: row.allowed_scopes } : {}),
    ...(row.device_grant ? { deviceGrant: true } : {}),
    postLogoutRedirectUris: row.post_logout_redirect_uris,
    ...(row.backchannel_logout_uri ? { backchannelLogoutUri: row.backchannel_logout_uri } : {}),
    backchannelLogoutSessionRequired: row.backchannel_logout_session_required,
    ...(row.security_event_uri ? { securityEventUri: row.security_event_uri } : {}),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export class OAuthClientRegistry {
  constructor(
    private readonly db: Queryable,
    private readonly now: () => number,
  ) {}

  /** The client with this id; undefined for an unknown or malformed id. */
  async get(clientId: string): Promise<OAuthClientRecord | undefined> {
    if (!isClientId(clientId)) return undefined;
    const row = await queryOne<ClientRow>(
      this.db,
      `SELECT client_id, name, image_uri, redirect_uris, trusted, secret_hash, allowed_scopes, device_grant,
              post_logout_redirect_uris, backchannel_logout_uri, backchannel_logout_session_required, security_event_uri, created_at, updated_at
         FROM oauth_clients WHERE client_id = $1`,
      [clientId],
    );
    return row && fromRow(row);
  }

  /**
   * Adds a client, or replaces the details of the one with the same id (its
   * creation time stays).
   */
  async register(client: OAuthClient, db: Queryable = this.db): Promise<void> {
    const at = this.now();
    await db.query(
      `INSERT INTO oauth_clients (client_id, name, image_uri, redirect_uris, trusted, secret_hash, allowed_scopes, device_grant,
                                  post_logout_redirect_uris, backchannel_logout_uri, backchannel_logout_session_required, security_event_uri,
                                  created_at, updated_at)
       VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7::jsonb, $9, $10::jsonb, $11, $12, $13, $8, $8)
       ON CONFLICT (client_id) DO UPDATE
         SET name = EXCLUDED.name,
             image_uri = EXCLUDED.image_uri,
             redirect_uris = EXCLUDED.redirect_uris,
             trusted = EXCLUDED.trusted,
             secret_hash = EXCLUDED.secret_hash,
             allowed_scopes = EXCLUDED.allowed_scopes,
             device_grant = EXCLUDED.device_grant,
             post_logout_redirect_uris = EXCLUDED.post_logout_redirect_uris,
             backchannel_logout_uri = EXCLUDED.backchannel_logout_uri,
             backchannel_logout_session_required = EXCLUDED.backchannel_logout_session_required,
             security_event_uri = EXCLUDED.security_event_uri,
             updated_at = EXCLUDED.updated_at`,
      [
        client.clientId,
        client.name,
        client.imageUri,
        JSON.stringify(client.redirectUris),
        client.trusted,
        client.secretHash ?? null,
        client.allowedScopes ? JSON.stringify(client.allowedScopes) : null,
        at,
        client.deviceGrant === true,
        JSON.stringify(client.postLogoutRedirectUris ?? []),
        client.backchannelLogoutUri ?? null,
        client.backchannelLogoutSessionRequired ?? false,
        client.securityEventUri ?? null,
      ],
    );
  }

  /** Registers each client of a list. */
  async registerAll(clients: readonly OAuthClient[]): Promise<void> {
    for (const client of clients) await this.register(client);
  }
}
