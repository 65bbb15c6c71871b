-- The forgotten-password reset. A checked emailed code gives a
-- password-forgot token with a reset code; the two give an account-reset
-- token, which sets the new password once. Tokens and reset codes are kept as
-- their SHA-256 only. A two-step account also proves its second factor on the
-- password-forgot token before it gets an account-reset token.

CREATE TABLE password_forgot_tokens (
  -- SHA-256 of the token the browser holds.
  id               text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{64}$'),
  uid              text NOT NULL REFERENCES accounts (uid) ON DELETE CASCADE,
  -- SHA-256 of the reset code returned with the token.
  reset_code_hash  text NOT NULL CHECK (reset_code_hash ~ '^[0-9a-f]{64}$'),
  -- Reset-code checks left; each check takes one before it compares.
  tries            integer NOT NULL CHECK (tries >= 0),
  -- How a two-step account proved its second factor: totp, backup-code or recovery-phone.
  second_factor    text CHECK (second_factor IN ('totp', 'backup-code', 'recovery-phone')),
  -- Set when the token was traded for an account-reset token.
  used_at          bigint,
  created_at       bigint NOT NULL,
  expires_at       bigint NOT NULL
);

CREATE INDEX password_forgot_tokens_uid_idx ON password_forgot_tokens (uid);
CREATE INDEX password_forgot_tokens_expires_at_idx ON password_forgot_tokens (expires_at);

CREATE TABLE account_reset_tokens (
  -- SHA-256 of the token the browser holds.
  id             text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{64}$'),
  uid            text NOT NULL REFERENCES accounts (uid) ON DELETE CASCADE,
  -- The second factor proved on the password-forgot token, if any.
  second_factor  text CHECK (second_factor IN ('totp', 'backup-code', 'recovery-phone')),
  -- Set when the token set a new password.
  used_at        bigint,
  created_at     bigint NOT NULL,
  expires_at     bigint NOT NULL
);

CREATE INDEX account_reset_tokens_uid_idx ON account_reset_tokens (uid);
CREATE INDEX account_reset_tokens_expires_at_idx ON account_reset_tokens (expires_at);
