-- A passkey's credential id is base64url of 16 to 1023 bytes (up to 1366
-- characters). PostgreSQL's regular expressions allow a bounded repetition of
-- at most 255, so the length is checked on its own.
ALTER TABLE passkeys DROP CONSTRAINT passkeys_credential_id_check;
ALTER TABLE passkeys ADD CONSTRAINT passkeys_credential_id_check
  CHECK (credential_id ~ '^[A-Za-z0-9_-]+$' AND char_length(credential_id) BETWEEN 16 AND 1366);
