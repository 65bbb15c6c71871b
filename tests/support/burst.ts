// Bursts of concurrent requests, and what their answers add up to: for the
// limit suites and for the layout of several instances, whichever runner runs them.

/** Requests in one burst: all are started before any answer is awaited, over loopback. */
export const BURST = 50;

export interface Answer {
  readonly status: number;
  readonly errno?: number;
  readonly retryAfter?: number;
}

/** Sends `BURST` requests at once (all started before any is awaited) and returns their answers. */
export async function burst(send: (i: number) => Promise<{ response: Response; error?: unknown }>): Promise<Answer[]> {
  const results = await Promise.all(Array.from({ length: BURST }, (_, i) => send(i)));
  return results.map(({ response, error }) => {
    const body = (error ?? {}) as { errno?: number; retryAfter?: number };
    return { status: response.status, errno: body.errno, retryAfter: body.retryAfter };
  });
}

/** How many answers had each errno (0 for a success). */
export function tally(answers: readonly Answer[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const answer of answers) {
    const key = answer.status < 300 ? 0 : (answer.errno ?? -1);
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}
