-- A third-party identity waiting to be linked: the sign-in met an account
-- that already holds the provider's address (errno 101). The verified
-- identity is kept here, bound to that account and to the digest of the
-- sign-in's nonce, until a confirmed session of that account takes it. The
-- delete that takes it decides, so it is linked once.
CREATE TABLE third_party_pending_links (
  provider_id   smallint NOT NULL CHECK (provider_id IN (1, 2)),
  nonce_digest  text NOT NULL,
  uid           text NOT NULL REFERENCES accounts (uid) ON DELETE CASCADE,
  provider_uid  text NOT NULL,
  email         text NOT NULL,
  created_at    bigint NOT NULL,
  PRIMARY KEY (provider_id, nonce_digest)
);

CREATE INDEX third_party_pending_links_created_at_idx ON third_party_pending_links (created_at);
