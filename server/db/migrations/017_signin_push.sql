-- Approving a sign-in from another device. A sign-in waiting for
-- confirmation asks the account's other confirmed sessions; each gets a
-- notification (stored in the outbox, channel push, addressed to the
-- receiving session) linking to the app with a single-use token. Only the
-- token's SHA-256 is kept. The update that decides a request is the one
-- that finds it undecided and unexpired, so a token is spent once.

ALTER TABLE outbox DROP CONSTRAINT outbox_channel_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_channel_check CHECK (channel IN ('email', 'sms', 'push'));

CREATE TABLE signin_push_requests (
  id          text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{64}$'),
  uid         text NOT NULL REFERENCES accounts (uid) ON DELETE CASCADE,
  -- The session waiting for approval.
  session_id  text NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  user_agent  text NOT NULL DEFAULT '',
  address     text,
  created_at  bigint NOT NULL,
  expires_at  bigint NOT NULL,
  decided_at  bigint,
  decision    text CHECK (decision IN ('approved', 'declined'))
);

CREATE INDEX signin_push_requests_uid_idx ON signin_push_requests (uid);
CREATE INDEX signin_push_requests_session_idx ON signin_push_requests (session_id);
CREATE INDEX signin_push_requests_expires_at_idx ON signin_push_requests (expires_at);
