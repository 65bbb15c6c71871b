-- Uploaded avatars. An account has at most one: an upload replaces the one
-- before it (under the account's row lock) and gets a new id, so an avatar's
-- address never changes what it shows. The image itself is a file named by
-- the id in the configured avatar folder; the row says whose it is and which
-- type it was checked to be.
CREATE TABLE avatars (
  id            text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{32}$'),
  uid           text NOT NULL UNIQUE REFERENCES accounts (uid) ON DELETE CASCADE,
  content_type  text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg', 'image/webp', 'image/gif')),
  size          integer NOT NULL CHECK (size > 0),
  width         integer NOT NULL CHECK (width > 0),
  height        integer NOT NULL CHECK (height > 0),
  created_at    bigint NOT NULL
);
