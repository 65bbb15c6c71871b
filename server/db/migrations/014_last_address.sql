-- The address a session or an OAuth refresh token was last used from, so the
-- connected-services list can name an approximate place when the server has
-- a source of places for addresses. Null until the next use is seen.

ALTER TABLE sessions ADD COLUMN last_address text;

ALTER TABLE oauth_refresh_tokens ADD COLUMN last_address text;
