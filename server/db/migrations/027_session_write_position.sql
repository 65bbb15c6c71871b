-- Where the primary's write-ahead log stood after the session's last write
-- (a pg_lsn as text), when reads may be served by standbys: until a standby
-- has replayed past it, the session's reads stay on the primary, so that a
-- person reads what they just changed. NULL: nothing to wait for.
ALTER TABLE sessions ADD COLUMN write_lsn text;
