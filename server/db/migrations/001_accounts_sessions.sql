-- Accounts, their email addresses, sessions, one-time codes, the outbox of
-- mail and text messages, security events and rate-limit counters.
-- Times are milliseconds since the Unix epoch (bigint); ids, hashes, salts and
-- key material are lower-case hex text.

CREATE TABLE accounts (
  uid                  text PRIMARY KEY CHECK (uid ~ '^[0-9a-f]{32}$'),
  -- Primary address as the person typed it, and lower-cased for lookups.
  email                text NOT NULL,
  normalized_email     text NOT NULL UNIQUE,
  -- True once the primary address has been confirmed.
  verified             boolean NOT NULL DEFAULT false,
  created_at           bigint NOT NULL,
  -- When the current password was set; 0 for an account without a password.
  password_created_at  bigint NOT NULL DEFAULT 0,
  locale               text NOT NULL DEFAULT 'en',
  metrics_enabled      boolean NOT NULL DEFAULT true,
  display_name         text,
  -- Version 1 key stretching: random salt, scrypt(authPW, salt), wrapped kB.
  auth_salt            text,
  verify_hash          text,
  wrap_kb              text,
  -- Version 2 key stretching, present once the account has v2 credentials.
  auth_salt_v2         text,
  verify_hash_v2       text,
  wrap_kb_v2           text,
  client_salt          text,
  -- The account key the server holds (kA), returned with the wrapped kB.
  ka                   text NOT NULL,
  updated_at           bigint NOT NULL
);

CREATE INDEX accounts_created_at_idx ON accounts (created_at);

CREATE TABLE emails (
  id                bigserial PRIMARY KEY,
  uid               text NOT NULL REFERENCES accounts (uid) ON DELETE CASCADE,
  email             text NOT NULL,
  normalized_email  text NOT NULL UNIQUE,
  is_primary        boolean NOT NULL DEFAULT false,
  verified          boolean NOT NULL DEFAULT false,
  created_at        bigint NOT NULL,
  updated_at        bigint NOT NULL
);

CREATE INDEX emails_uid_idx ON emails (uid);
CREATE UNIQUE INDEX emails_one_primary_idx ON emails (uid) WHERE is_primary;

CREATE TABLE sessions (
  -- SHA-256 of the session token: the token itself is never stored.
  id                   text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{64}$'),
  uid                  text NOT NULL REFERENCES accounts (uid) ON DELETE CASCADE,
  verified             boolean NOT NULL DEFAULT false,
  -- How and why the session still has to be confirmed; null once verified.
  verification_method  text,
  verification_reason  text,
  created_at           bigint NOT NULL,
  last_access          bigint NOT NULL,
  user_agent           text NOT NULL DEFAULT '',
  updated_at           bigint NOT NULL
);

CREATE INDEX sessions_uid_idx ON sessions (uid);
CREATE INDEX sessions_last_access_idx ON sessions (last_access);

-- Single-use tokens that fetch kA and wrapKb once their session is confirmed.
CREATE TABLE key_fetch_tokens (
  id          text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{64}$'),
  uid         text NOT NULL REFERENCES accounts (uid) ON DELETE CASCADE,
  session_id  text NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  -- Which key-stretch version's wrapKb the token returns: 1 or 2.
  version     smallint NOT NULL,
  created_at  bigint NOT NULL
);

CREATE INDEX key_fetch_tokens_uid_idx ON key_fetch_tokens (uid);
CREATE INDEX key_fetch_tokens_session_idx ON key_fetch_tokens (session_id);

-- One-time codes of every kind (sign-up, session confirmation, unblock, …).
CREATE TABLE codes (
  id            bigserial PRIMARY KEY,
  purpose       text NOT NULL,
  uid           text REFERENCES accounts (uid) ON DELETE CASCADE,
  session_id    text REFERENCES sessions (id) ON DELETE CASCADE,
  email         text,
  -- SHA-256 of salt and code; the code itself is never stored here.
  salt          text NOT NULL,
  code_hash     text NOT NULL,
  expires_at    bigint NOT NULL,
  attempts      integer NOT NULL DEFAULT 0,
  max_attempts  integer NOT NULL,
  used_at       bigint,
  created_at    bigint NOT NULL,
  updated_at    bigint NOT NULL
);

CREATE INDEX codes_purpose_uid_idx ON codes (purpose, uid);
CREATE INDEX codes_purpose_session_idx ON codes (purpose, session_id);
CREATE INDEX codes_purpose_email_idx ON codes (purpose, email);
CREATE INDEX codes_session_id_idx ON codes (session_id);
CREATE INDEX codes_uid_idx ON codes (uid);
CREATE INDEX codes_expires_at_idx ON codes (expires_at);

-- Every email and text message, stored before it is delivered.
CREATE TABLE outbox (
  id                    bigserial PRIMARY KEY,
  channel               text NOT NULL CHECK (channel IN ('email', 'sms')),
  recipient             text NOT NULL,
  normalized_recipient  text NOT NULL,
  uid                   text,
  template              text NOT NULL,
  locale                text NOT NULL,
  subject               text NOT NULL,
  text_body             text NOT NULL,
  html_body             text,
  -- The code the message carries, shown prominently on the development page.
  code                  text,
  status                text NOT NULL DEFAULT 'stored' CHECK (status IN ('stored', 'sent', 'failed')),
  error                 text,
  sent_at               bigint,
  created_at            bigint NOT NULL,
  updated_at            bigint NOT NULL
);

CREATE INDEX outbox_recipient_idx ON outbox (normalized_recipient, created_at DESC);
CREATE INDEX outbox_created_at_idx ON outbox (created_at DESC);
CREATE INDEX outbox_uid_idx ON outbox (uid);

CREATE TABLE security_events (
  id          bigserial PRIMARY KEY,
  uid         text NOT NULL REFERENCES accounts (uid) ON DELETE CASCADE,
  name        text NOT NULL,
  verified    boolean NOT NULL DEFAULT true,
  created_at  bigint NOT NULL
);

CREATE INDEX security_events_uid_idx ON security_events (uid, created_at DESC);

-- Generic fixed-window counters: one row per (action, subject, window).
CREATE TABLE rate_limit_counters (
  action         text NOT NULL,
  subject        text NOT NULL,
  window_start   bigint NOT NULL,
  count          integer NOT NULL DEFAULT 0,
  blocked_until  bigint,
  updated_at     bigint NOT NULL,
  PRIMARY KEY (action, subject, window_start)
);

CREATE INDEX rate_limit_counters_updated_at_idx ON rate_limit_counters (updated_at);
