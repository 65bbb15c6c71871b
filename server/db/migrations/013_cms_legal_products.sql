-- Content-managed branding of relying parties: one row per client id, entry
-- point and locale, the content as the contract's CmsConfig. The rows are
-- replaced from the configured content file at start.
CREATE TABLE cms_entries (
  client_id   text NOT NULL CHECK (client_id ~ '^[0-9a-f]{16}$'),
  entrypoint  text NOT NULL CHECK (char_length(entrypoint) BETWEEN 1 AND 128),
  locale      text NOT NULL CHECK (char_length(locale) BETWEEN 2 AND 16),
  content     jsonb NOT NULL,
  PRIMARY KEY (client_id, entrypoint, locale)
);

-- Subscription products by id, seeded from configuration at start.
CREATE TABLE products (
  id    text PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9_-]{1,64}$'),
  name  text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 256)
);
