-- The address version 1 key stretching salts the password with: the one the
-- account was created with. `accounts.email` follows the primary address, so
-- once another address is made primary the sign-up address is kept here
-- (null while the primary address is still the sign-up one).
ALTER TABLE accounts ADD COLUMN email_to_hash_with text;
