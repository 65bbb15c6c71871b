-- The device authorization grant (RFC 8628): a device without a keyboard
-- shows a short user code, the person types it on /device and approves or
-- denies, and the device polls the token endpoint with its device code.
-- Both codes are kept as the SHA-256 of what the device holds (the user code
-- in its normalised form: upper case, no dash). Times are milliseconds since
-- the Unix epoch.

-- Whether a client may start a device authorization.
ALTER TABLE oauth_clients ADD COLUMN device_grant boolean NOT NULL DEFAULT false;

CREATE TABLE oauth_device_codes (
  device_code_hash  text PRIMARY KEY CHECK (device_code_hash ~ '^[0-9a-f]{64}$'),
  user_code_hash    text NOT NULL UNIQUE CHECK (user_code_hash ~ '^[0-9a-f]{64}$'),
  client_id         text NOT NULL,
  -- What the client may be granted of what it asked for, and whether a
  -- refresh token goes with the access token.
  scope             text NOT NULL,
  offline           boolean NOT NULL,
  -- How long the device must wait between polls; slow_down adds 5 s.
  interval_ms       bigint NOT NULL,
  last_polled_at    bigint,
  -- Set once by the person's answer on /device (the update that finds the
  -- code undecided): the account, and how its session signed in.
  decision          text CHECK (decision IN ('approved', 'denied')),
  uid               text REFERENCES accounts (uid) ON DELETE CASCADE,
  auth_at           bigint,
  acr               text,
  amr               jsonb,
  decided_at        bigint,
  created_at        bigint NOT NULL,
  expires_at        bigint NOT NULL,
  -- Set by the one token request that exchanges an approved code.
  used_at           bigint
);

CREATE INDEX oauth_device_codes_expires_at_idx ON oauth_device_codes (expires_at);
CREATE INDEX oauth_device_codes_uid_idx ON oauth_device_codes (uid);
