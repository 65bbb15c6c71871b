-- How each session was confirmed ('email-otp', 'totp-2fa', …), so session
-- status can report it and tell whether two-step authentication was met.

ALTER TABLE sessions ADD COLUMN verified_method text;
