-- Every column that refers to an account has an index that begins with it.
-- These four had none: the settings read looked up a person's access tokens
-- through the expiry index (every unexpired token of every person), revoking
-- a person's tokens (a password change, a disconnected service) read every
-- token family and code, and deleting an account made PostgreSQL scan each of
-- these tables for the rows its cascade removes.

CREATE INDEX oauth_codes_uid_idx ON oauth_codes (uid);
CREATE INDEX oauth_token_families_uid_idx ON oauth_token_families (uid, client_id);
CREATE INDEX oauth_access_tokens_uid_idx ON oauth_access_tokens (uid);
CREATE INDEX third_party_pending_links_uid_idx ON third_party_pending_links (uid);
