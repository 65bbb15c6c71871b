-- Security Event Tokens (RFC 8417) pushed to relying parties (RFC 8935):
-- a client registers where its events are posted, and a password change
-- queues one for each client that held tokens of the account when it
-- happened, on the same delivery queue as logout tokens. Times are
-- milliseconds since the Unix epoch.

ALTER TABLE oauth_clients ADD COLUMN security_event_uri text;

-- The issuer a family's tokens were issued by (the `iss` of its id tokens), so
-- an event about the account names the same issuer to the client.
ALTER TABLE oauth_token_families ADD COLUMN issuer text;

ALTER TABLE relying_party_deliveries DROP CONSTRAINT relying_party_deliveries_kind_check;
ALTER TABLE relying_party_deliveries ADD CONSTRAINT relying_party_deliveries_kind_check CHECK (kind IN ('backchannel-logout', 'security-event'));

-- A password change recorded in the account's security events queues, in the
-- same transaction, one event per client with a registered event address
-- that holds tokens of the account, or held them until this change ended
-- them. The event's key is the security event's id, so it reaches a client
-- once.
CREATE FUNCTION queue_security_event_tokens() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  at bigint := (extract(epoch FROM clock_timestamp()) * 1000)::bigint;
BEGIN
  INSERT INTO relying_party_deliveries (id, kind, event_key, client_id, url, claims, created_at, next_attempt_at)
  SELECT replace(gen_random_uuid()::text, '-', ''), 'security-event', NEW.id::text, f.client_id, c.security_event_uri,
         jsonb_build_object('iss', f.issuer, 'aud', f.client_id, 'sub', NEW.uid, 'event', 'password-change', 'toe', NEW.created_at),
         at, 0
    FROM (SELECT DISTINCT ON (client_id) client_id, issuer
            FROM oauth_token_families
           WHERE uid = NEW.uid AND issuer IS NOT NULL AND (revoked_at IS NULL OR revoked_at >= NEW.created_at)
           ORDER BY client_id, created_at DESC) f
    JOIN oauth_clients c ON c.client_id = f.client_id
   WHERE c.security_event_uri IS NOT NULL
  ON CONFLICT (kind, event_key, client_id) DO NOTHING;
  RETURN NULL;
END;
$$;

CREATE TRIGGER security_events_push AFTER INSERT ON security_events
  FOR EACH ROW WHEN (NEW.name = 'account.password_changed') EXECUTE FUNCTION queue_security_event_tokens();
