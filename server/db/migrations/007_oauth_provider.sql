-- The OAuth 2.0 / OpenID Connect provider: how each client authenticates and
-- what it may ask for, authorization codes, refresh tokens grouped in
-- families, access tokens, and the keys id tokens are signed with. Codes and
-- tokens are stored as the SHA-256 of what the client holds, never as is.
-- Times are milliseconds since the Unix epoch.

-- A client with a secret is confidential (its SHA-256 is kept here); one
-- without is public and must prove PKCE. allowed_scopes, when set, limits what
-- the client may be granted beyond its trust level.
ALTER TABLE oauth_clients ADD COLUMN secret_hash text CHECK (secret_hash ~ '^[0-9a-f]{64}$');
ALTER TABLE oauth_clients ADD COLUMN allowed_scopes jsonb;

CREATE TABLE oauth_codes (
  code_hash       text PRIMARY KEY CHECK (code_hash ~ '^[0-9a-f]{64}$'),
  client_id       text NOT NULL,
  uid             text NOT NULL REFERENCES accounts (uid) ON DELETE CASCADE,
  scope           text NOT NULL,
  -- Where the code was sent; redirect_uri_given tells whether the request
  -- named it, and so whether the exchange must repeat it.
  redirect_uri        text NOT NULL,
  redirect_uri_given  boolean NOT NULL,
  code_challenge  text,
  offline         boolean NOT NULL,
  nonce           text,
  -- When the person signed in, and how (the id token's auth_time, acr and amr).
  auth_at         bigint NOT NULL,
  acr             text NOT NULL,
  amr             jsonb NOT NULL,
  keys_jwe        text,
  created_at      bigint NOT NULL,
  expires_at      bigint NOT NULL,
  -- Set by the one exchange that may use the code.
  used_at         bigint
);

CREATE INDEX oauth_codes_expires_at_idx ON oauth_codes (expires_at);

-- A family is what one grant issued: its access tokens and, when offline
-- access was asked for, its refresh token and every one rotated from it.
-- Revoking the family (a replayed code or refresh token, a disconnect, a
-- revocation request) ends them all at once: a token is live only while its
-- family is. Refreshes lock the family's row, so a replay and
-- the rotation it races with are decided one after the other.
CREATE TABLE oauth_token_families (
  id           text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{32}$'),
  client_id    text NOT NULL,
  uid          text NOT NULL REFERENCES accounts (uid) ON DELETE CASCADE,
  -- The code whose exchange began the family; a replay of it ends the family.
  code_hash    text,
  created_at   bigint NOT NULL,
  revoked_at   bigint
);

CREATE INDEX oauth_token_families_code_idx ON oauth_token_families (code_hash);

CREATE TABLE oauth_refresh_tokens (
  -- Public id of the token (attachedClients[].refreshTokenId).
  id             text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{32}$'),
  token_hash     text NOT NULL UNIQUE CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  family_id      text NOT NULL REFERENCES oauth_token_families (id) ON DELETE CASCADE,
  client_id      text NOT NULL,
  uid            text NOT NULL REFERENCES accounts (uid) ON DELETE CASCADE,
  scope          text NOT NULL,
  auth_at        bigint NOT NULL,
  created_at     bigint NOT NULL,
  last_used_at   bigint NOT NULL,
  -- Set when a public client's token was rotated away.
  spent_at       bigint
);

CREATE INDEX oauth_refresh_tokens_family_idx ON oauth_refresh_tokens (family_id);
CREATE INDEX oauth_refresh_tokens_uid_idx ON oauth_refresh_tokens (uid);

CREATE TABLE oauth_access_tokens (
  token_hash   text PRIMARY KEY CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  client_id    text NOT NULL,
  uid          text NOT NULL REFERENCES accounts (uid) ON DELETE CASCADE,
  scope        text NOT NULL,
  family_id    text NOT NULL REFERENCES oauth_token_families (id) ON DELETE CASCADE,
  created_at   bigint NOT NULL,
  expires_at   bigint NOT NULL
);

CREATE INDEX oauth_access_tokens_family_idx ON oauth_access_tokens (family_id);
CREATE INDEX oauth_access_tokens_expires_at_idx ON oauth_access_tokens (expires_at);

-- Keys id tokens are signed with. Exactly one is active (it signs); a pending
-- key is published before it becomes active, a retired one stays published
-- after, so relying parties' cached key sets keep verifying.
CREATE TABLE oauth_signing_keys (
  kid          text PRIMARY KEY,
  slot         text NOT NULL CHECK (slot IN ('active', 'pending', 'retired')),
  private_jwk  jsonb NOT NULL,
  public_jwk   jsonb NOT NULL,
  created_at   bigint NOT NULL
);

CREATE UNIQUE INDEX oauth_signing_keys_one_active ON oauth_signing_keys (slot) WHERE slot = 'active';
