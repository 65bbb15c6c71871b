-- A password reset changes the account's credential as a password change
-- does: it queues the same credential-change Security Event Token for each
-- client that held tokens of the account until then.

DROP TRIGGER security_events_push ON security_events;

CREATE TRIGGER security_events_push AFTER INSERT ON security_events
  FOR EACH ROW WHEN (NEW.name IN ('account.password_changed', 'account.password_reset')) EXECUTE FUNCTION queue_security_event_tokens();
