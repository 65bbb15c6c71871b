-- Two-step authentication, backup codes, recovery phone and recovery key.

CREATE TABLE totp (
  uid         text PRIMARY KEY REFERENCES accounts (uid) ON DELETE CASCADE,
  secret      text NOT NULL,
  verified    boolean NOT NULL DEFAULT false,
  created_at  bigint NOT NULL,
  updated_at  bigint NOT NULL
);

CREATE TABLE backup_codes (
  id          bigserial PRIMARY KEY,
  uid         text NOT NULL REFERENCES accounts (uid) ON DELETE CASCADE,
  salt        text NOT NULL,
  code_hash   text NOT NULL,
  used_at     bigint,
  created_at  bigint NOT NULL
);

CREATE INDEX backup_codes_uid_idx ON backup_codes (uid);

CREATE TABLE recovery_phones (
  uid              text PRIMARY KEY REFERENCES accounts (uid) ON DELETE CASCADE,
  -- E.164, for example +15551234567.
  phone_number     text NOT NULL,
  national_format  text NOT NULL,
  verified         boolean NOT NULL DEFAULT false,
  created_at       bigint NOT NULL,
  updated_at       bigint NOT NULL
);

CREATE INDEX recovery_phones_number_idx ON recovery_phones (phone_number);

CREATE TABLE recovery_keys (
  uid              text PRIMARY KEY REFERENCES accounts (uid) ON DELETE CASCADE,
  recovery_key_id  text NOT NULL,
  recovery_data    text NOT NULL,
  hint             text,
  enabled          boolean NOT NULL DEFAULT true,
  created_at       bigint NOT NULL,
  updated_at       bigint NOT NULL
);

CREATE INDEX recovery_keys_id_idx ON recovery_keys (recovery_key_id);
