-- Passkeys (WebAuthn credentials) and the challenges their ceremonies answer.
--
-- A passkey row keeps what verifying an assertion needs: the credential id
-- (base64url), its COSE public key, the last sign counter the authenticator
-- reported, the transports it named, its AAGUID, and whether it is backed up
-- (synced) and may be (device type 'multiDevice') or not ('singleDevice').
-- An account holds at most ten; the insert that adds one first locks the
-- account's row, so two additions at once are counted one after the other.
CREATE TABLE passkeys (
  credential_id  text PRIMARY KEY CHECK (credential_id ~ '^[A-Za-z0-9_-]{16,1366}$'),
  uid            text NOT NULL REFERENCES accounts (uid) ON DELETE CASCADE,
  public_key     bytea NOT NULL,
  sign_count     bigint NOT NULL DEFAULT 0 CHECK (sign_count >= 0),
  transports     text[] NOT NULL DEFAULT '{}',
  aaguid         text NOT NULL DEFAULT '00000000-0000-0000-0000-000000000000',
  device_type    text NOT NULL CHECK (device_type IN ('singleDevice', 'multiDevice')),
  backed_up      boolean NOT NULL DEFAULT false,
  name           text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 64),
  created_at     bigint NOT NULL,
  last_used_at   bigint
);

CREATE INDEX passkeys_uid_idx ON passkeys (uid, created_at);

-- A challenge handed to a browser for one ceremony. Only its SHA-256 is kept.
-- It expires five minutes after it was made, and is spent by the one update
-- that finds it unused and unexpired (used_at set), so a challenge answers
-- one ceremony whatever arrives at once. A registration or step-up challenge
-- names the account it was made for; a sign-in challenge names none, as the
-- credential the browser picks tells the account.
CREATE TABLE webauthn_challenges (
  challenge_hash  text PRIMARY KEY CHECK (challenge_hash ~ '^[0-9a-f]{64}$'),
  purpose         text NOT NULL CHECK (purpose IN ('registration', 'authentication', 'step-up')),
  uid             text REFERENCES accounts (uid) ON DELETE CASCADE,
  created_at      bigint NOT NULL,
  expires_at      bigint NOT NULL,
  used_at         bigint,
  CHECK ((purpose = 'authentication') = (uid IS NULL))
);

CREATE INDEX webauthn_challenges_uid_idx ON webauthn_challenges (uid);
CREATE INDEX webauthn_challenges_expires_at_idx ON webauthn_challenges (expires_at);
