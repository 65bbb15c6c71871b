-- Secondary addresses never confirmed, by when their latest code was sent:
-- the periodic sweep deletes those whose code expired a day ago, and without
-- this index it would read the whole emails table to find them. Confirmed
-- and primary addresses, nearly every row, stay out of it.

CREATE INDEX emails_unconfirmed_secondary_idx ON emails (updated_at) WHERE NOT is_primary AND NOT verified;
