-- Third-party accounts linked for sign-in: one row per account and provider
-- (1 the search-company provider, 2 the platform-vendor provider). An
-- identity at a provider belongs to one account only.
CREATE TABLE linked_accounts (
  uid           text NOT NULL REFERENCES accounts (uid) ON DELETE CASCADE,
  provider_id   smallint NOT NULL CHECK (provider_id IN (1, 2)),
  -- The user id (sub) at the provider.
  provider_uid  text NOT NULL,
  -- The address the provider gave when the link was made.
  email         text NOT NULL,
  created_at    bigint NOT NULL,
  -- When the person last signed in through this provider.
  auth_at       bigint NOT NULL,
  PRIMARY KEY (uid, provider_id),
  UNIQUE (provider_id, provider_uid)
);

-- What a third-party sign-in may use once: the provider's authorization
-- codes and the nonces of the id tokens, kept as digests. The insert that
-- claims one is what decides whether it was used before.
CREATE TABLE third_party_once (
  provider_id  smallint NOT NULL,
  kind         text NOT NULL CHECK (kind IN ('code', 'nonce')),
  digest       text NOT NULL,
  used_at      bigint NOT NULL,
  PRIMARY KEY (provider_id, kind, digest)
);

CREATE INDEX third_party_once_used_at_idx ON third_party_once (used_at);
