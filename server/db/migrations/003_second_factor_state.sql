-- State of two-step authentication beyond what 002 keeps: the authenticator
-- time step used last (a code works once), the set-up check before
-- completion, the pending replacement secret, and a recovery phone number
-- waiting for its texted code.

ALTER TABLE totp ADD COLUMN last_used_step bigint;
ALTER TABLE totp ADD COLUMN setup_checked boolean NOT NULL DEFAULT false;
ALTER TABLE totp ADD COLUMN pending_secret text;
ALTER TABLE totp ADD COLUMN pending_last_used_step bigint;

CREATE TABLE recovery_phone_pending (
  uid              text PRIMARY KEY REFERENCES accounts (uid) ON DELETE CASCADE,
  phone_number     text NOT NULL,
  national_format  text NOT NULL,
  created_at       bigint NOT NULL
);
