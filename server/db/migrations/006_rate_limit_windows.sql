-- Rate-limit windows begin at the first hit they count instead of on the
-- clock's boundaries, so two hits a moment apart always share a window. One
-- row per (action, subject) holds the current window; the latest window of
-- each pair is kept.

DELETE FROM rate_limit_counters AS older
  USING rate_limit_counters AS newer
  WHERE older.action = newer.action
    AND older.subject = newer.subject
    AND older.window_start < newer.window_start;

ALTER TABLE rate_limit_counters DROP CONSTRAINT rate_limit_counters_pkey;
ALTER TABLE rate_limit_counters ADD PRIMARY KEY (action, subject);
ALTER TABLE rate_limit_counters DROP COLUMN blocked_until;
