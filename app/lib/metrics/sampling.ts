// Whether a browser is in the metrics sample. The decision is drawn from the
// browser's random unique user id, so the same browser stays in (or out of)
// the sample on every page and visit without storing anything more.

/** The share of browsers in the sample. */
export const METRICS_SAMPLE_RATE = 0.1;

const UUID = /^([0-9a-f]{8})-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * True when the first 32 bits of `uniqueUserId` (a random UUID), read as a
 * fraction of 2^32, fall below `rate`. A browser without an id (storage off)
 * is never sampled.
 */
export function isSampledUser(uniqueUserId: string | undefined, rate = METRICS_SAMPLE_RATE): boolean {
  const match = uniqueUserId ? UUID.exec(uniqueUserId) : null;
  if (!match) return false;
  return Number.parseInt(match[1]!, 16) / 2 ** 32 < rate;
}
