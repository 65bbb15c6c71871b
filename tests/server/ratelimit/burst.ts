// Bursts of concurrent requests for the limit suites (../../support/burst.ts), and the waits their refusals carry.
import { expect } from 'vitest';
import type { Answer } from '../../support/burst';

export { BURST, burst, tally } from '../../support/burst';

/** Every refusal with `errno` carries a wait of at least a second. */
export function expectWaits(answers: readonly Answer[], errno: number): void {
  const refused = answers.filter((answer) => answer.errno === errno);
  expect(refused.length).toBeGreaterThan(0);
  for (const answer of refused) expect(answer.retryAfter).toBeGreaterThanOrEqual(1);
}
