-- Signing relying parties out (OpenID Connect RP-Initiated and Back-Channel
-- Logout 1.0), and the durable queue of what is pushed to them.
-- Times are milliseconds since the Unix epoch.

-- Per client: the addresses a sign-out it asks for may return to (exactly
-- matched), and where its logout tokens are posted.
ALTER TABLE oauth_clients
  ADD COLUMN post_logout_redirect_uris jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(post_logout_redirect_uris) = 'array'),
  ADD COLUMN backchannel_logout_uri text,
  ADD COLUMN backchannel_logout_session_required boolean NOT NULL DEFAULT false;

-- The session a code was given in, and the session a family of tokens was
-- issued for (its id tokens carry the session's sid, refreshed ones too).
-- No foreign key: a session ends long before what it issued may be swept.
ALTER TABLE oauth_codes ADD COLUMN session_id text;
ALTER TABLE oauth_token_families ADD COLUMN session_id text;

-- Which clients received tokens in which session, with the sid their id
-- tokens named and the issuer they were issued by: who is told when the
-- session ends. No foreign keys, so a session deleted with its account still
-- finds its rows here.
CREATE TABLE oauth_session_clients (
  session_id  text NOT NULL,
  client_id   text NOT NULL,
  uid         text NOT NULL,
  sid         text NOT NULL,
  issuer      text NOT NULL,
  created_at  bigint NOT NULL,
  PRIMARY KEY (session_id, client_id)
);

-- Messages pushed to relying parties: back-channel logout tokens now, and
-- any other signed token posted to a client's registered address. A row holds
-- the claims to sign (the token is signed when sent, its jti the row's id);
-- `event_key` names the event, so one event reaches one client once. A sender
-- claims a due row by pushing `claimed_until` forward in one statement (rows
-- locked by another sender are skipped), so two senders never post one row at
-- once; a delivered row is never claimed again.
CREATE TABLE relying_party_deliveries (
  id               text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{32}$'),
  kind             text NOT NULL CHECK (kind IN ('backchannel-logout')),
  event_key        text NOT NULL,
  client_id        text NOT NULL,
  url              text NOT NULL,
  claims           jsonb NOT NULL,
  created_at       bigint NOT NULL,
  attempts         integer NOT NULL DEFAULT 0,
  next_attempt_at  bigint NOT NULL,
  claimed_until    bigint,
  delivered_at     bigint,
  last_error       text,
  UNIQUE (kind, event_key, client_id)
);

CREATE INDEX relying_party_deliveries_due_idx ON relying_party_deliveries (next_attempt_at) WHERE delivered_at IS NULL;
CREATE INDEX relying_party_deliveries_created_idx ON relying_party_deliveries (created_at);

-- Whatever ends a session (signing out, a password change ending the other
-- sessions, a device signed out from settings, the account deleted with its
-- sessions) queues a logout token for each client that received tokens in it
-- and registered a back-channel address, in the same transaction. The row is
-- due at once (next_attempt_at 0).
CREATE FUNCTION queue_backchannel_logout() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  at bigint := (extract(epoch FROM clock_timestamp()) * 1000)::bigint;
BEGIN
  INSERT INTO relying_party_deliveries (id, kind, event_key, client_id, url, claims, created_at, next_attempt_at)
  SELECT replace(gen_random_uuid()::text, '-', ''), 'backchannel-logout', s.sid, s.client_id, c.backchannel_logout_uri,
         jsonb_build_object('iss', s.issuer, 'aud', s.client_id, 'sub', s.uid, 'sid', s.sid),
         at, 0
    FROM oauth_session_clients s JOIN oauth_clients c ON c.client_id = s.client_id
   WHERE s.session_id = OLD.id AND c.backchannel_logout_uri IS NOT NULL
  ON CONFLICT (kind, event_key, client_id) DO NOTHING;
  DELETE FROM oauth_session_clients WHERE session_id = OLD.id;
  RETURN NULL;
END;
$$;

CREATE TRIGGER sessions_backchannel_logout AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION queue_backchannel_logout();
