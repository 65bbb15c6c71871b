// A rate limit as configuration states it; imports nothing, so configuration
// can name limits without pulling in the limiter.

/** At most `limit` hits per `windowMs`. */
export interface RateRule {
  readonly limit: number;
  readonly windowMs: number;
}
