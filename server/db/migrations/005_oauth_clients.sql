-- The OAuth client registry: the relying parties allowed to start an OAuth
-- flow, with the name and logo shown to the person and the redirect URIs an
-- authorization may return to. Times are milliseconds since the Unix epoch.

CREATE TABLE oauth_clients (
  client_id      text PRIMARY KEY CHECK (client_id ~ '^[0-9a-f]{16}$'),
  -- Name of the service, as in "Continue to {name}".
  name           text NOT NULL CHECK (length(name) BETWEEN 1 AND 256),
  -- Address of the logo; empty when the client has none.
  image_uri      text NOT NULL DEFAULT '',
  -- The registered redirect URIs as a JSON array of strings, in order; the
  -- first is the default.
  redirect_uris  jsonb NOT NULL CHECK (jsonb_typeof(redirect_uris) = 'array' AND jsonb_array_length(redirect_uris) >= 1),
  -- First-party clients may ask for any scope and skip consent.
  trusted        boolean NOT NULL DEFAULT false,
  created_at     bigint NOT NULL,
  updated_at     bigint NOT NULL
);
