-- The other Security Event Tokens about an account: its primary address
-- changed, its profile changed (display name or avatar), its two-step
-- authentication turned on, off or given a new authenticator, and the account
-- deleted. Each is queued, in the transaction of the change, for every client
-- with a registered event address that holds tokens of the account or held
-- them until the change; the row's claims name the event, and how the
-- credential changed for a two-step change.

-- Queues one event about an account: `event_key` names the occurrence, so it
-- reaches a client once. Called by the security events trigger, and directly
-- where a change records no security event (an avatar) or where the account
-- goes (its deletion, before the account's token families go with it; the
-- queue has no foreign key to the account, so the rows stay).
CREATE FUNCTION queue_account_security_event(p_uid text, p_event text, p_key text, p_toe bigint, p_details jsonb) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  at bigint := (extract(epoch FROM clock_timestamp()) * 1000)::bigint;
BEGIN
  INSERT INTO relying_party_deliveries (id, kind, event_key, client_id, url, claims, created_at, next_attempt_at)
  SELECT replace(gen_random_uuid()::text, '-', ''), 'security-event', p_key, f.client_id, c.security_event_uri,
         jsonb_build_object('iss', f.issuer, 'aud', f.client_id, 'sub', p_uid, 'event', p_event, 'toe', p_toe) || p_details,
         at, 0
    FROM (SELECT DISTINCT ON (client_id) client_id, issuer
            FROM oauth_token_families
           WHERE uid = p_uid AND issuer IS NOT NULL AND (revoked_at IS NULL OR revoked_at >= p_toe)
           ORDER BY client_id, created_at DESC) f
    JOIN oauth_clients c ON c.client_id = f.client_id
   WHERE c.security_event_uri IS NOT NULL
  ON CONFLICT (kind, event_key, client_id) DO NOTHING;
END;
$$;

-- Which recorded security event is which Security Event Token. Recovery codes
-- made or replaced are not told: they are a fallback for the authenticator,
-- not a credential a relying party can name.
CREATE OR REPLACE FUNCTION queue_security_event_tokens() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM queue_account_security_event(NEW.uid,
    CASE NEW.name
      WHEN 'account.primary_email_changed' THEN 'email-change'
      WHEN 'account.display_name_changed' THEN 'profile-change'
      WHEN 'account.two_factor_added' THEN 'two-step-change'
      WHEN 'account.two_factor_removed' THEN 'two-step-change'
      WHEN 'account.two_factor_replace_success' THEN 'two-step-change'
      ELSE 'password-change'
    END,
    NEW.id::text, NEW.created_at,
    CASE NEW.name
      WHEN 'account.two_factor_added' THEN '{"change_type": "create"}'::jsonb
      WHEN 'account.two_factor_removed' THEN '{"change_type": "delete"}'::jsonb
      WHEN 'account.two_factor_replace_success' THEN '{"change_type": "update"}'::jsonb
      ELSE '{}'::jsonb
    END);
  RETURN NULL;
END;
$$;

DROP TRIGGER security_events_push ON security_events;

CREATE TRIGGER security_events_push AFTER INSERT ON security_events
  FOR EACH ROW WHEN (NEW.name IN (
    'account.password_changed', 'account.password_reset', 'account.primary_email_changed', 'account.display_name_changed',
    'account.two_factor_added', 'account.two_factor_removed', 'account.two_factor_replace_success'))
  EXECUTE FUNCTION queue_security_event_tokens();
