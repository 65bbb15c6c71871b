-- Each signed-in browser or app is a device of the account: its id is what
-- the connected-services list shows and what disconnecting a device names,
-- without handing out anything derived from the session token. Sessions that
-- exist already get one too.

ALTER TABLE sessions ADD COLUMN device_id text NOT NULL DEFAULT replace(gen_random_uuid()::text, '-', '');

CREATE UNIQUE INDEX sessions_device_id_idx ON sessions (device_id);
