-- The device behind a security event, so recent activity can name it
-- ('Chrome on Android'): the browser, system and kind of device the
-- server's user-agent parser read from the request that caused the event,
-- stored with the event in the same insert. The user-agent string itself is
-- not kept. Null where the event had no request's user agent, and for every
-- event recorded before this column existed.

ALTER TABLE security_events
  ADD COLUMN browser text,
  ADD COLUMN os text,
  ADD COLUMN device_type text;
