// Load generators on loopback. closedLoop keeps a fixed number of requests in
// flight and, like the hash-limit measurement, waits for the last one, so
// that both count completed work over the same kind of interval. openLoop
// sends at a fixed rate (fractions of a request per second too) and measures
// each request from when it was due. blast runs autocannon for the high
// request rates of the API reads.
import autocannon from 'autocannon';

/** Percentile (0–100) of a list of numbers, nearest rank. */
export function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** The middle value of a list of numbers (the mean of the two middle ones for an even count). */
export function median(values) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function summary(latencies, ok, failed, seconds) {
  return {
    ok,
    failed,
    seconds,
    perSecond: ok / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

/**
 * `lanes` requests in flight until `seconds` have passed or `maxRequests`
 * were sent. `send()` resolves to true for a success.
 */
export async function closedLoop({ lanes, seconds, maxRequests, send }) {
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const latencies = [];
  let sent = 0;
  let ok = 0;
  let failed = 0;
  async function lane() {
    while (performance.now() < deadline && sent < maxRequests) {
      sent += 1;
      const t0 = performance.now();
      const success = await send().catch(() => false);
      latencies.push(performance.now() - t0);
      if (success) ok += 1;
      else failed += 1;
    }
  }
  await Promise.all(Array.from({ length: lanes }, lane));
  return summary(latencies, ok, failed, (performance.now() - started) / 1000);
}

/** `count` requests, one every 1/rate seconds, each timed from when it was due. */
export async function openLoop({ rate, count, send }) {
  const started = performance.now();
  const latencies = [];
  let ok = 0;
  let failed = 0;
  const pending = [];
  for (let i = 0; i < count; i += 1) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(
      send()
        .catch(() => false)
        .then((success) => {
          latencies.push(performance.now() - due);
          if (success) ok += 1;
          else failed += 1;
        }),
    );
  }
  await Promise.all(pending);
  return summary(latencies, ok, failed, (performance.now() - started) / 1000);
}

/**
 * autocannon against one request; `body()` and `headers()` may vary per
 * request. Without `rate` as fast as `connections` allow, for `seconds`
 * (fractions too). With `rate`, autocannon starts each connection's share of
 * a second's requests at the start of each second: such a run should last
 * whole seconds.
 */
export async function blast({ url, method = 'GET', body, headers, connections, seconds, rate }) {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    // A run ends at the first sample tick after `seconds`: a short tick lets a run of a fraction
    // of a second end on time; a run at a fixed rate keeps whole seconds, in step with its pacing.
    sampleInt: rate ? 1000 : 100,
    // At a fixed rate autocannon would add made-up latencies for requests it supposes were held
    // back by a slow one, one per millisecond of the slow one's time (it takes 1 / the
    // connection's rate per second, rounded up, as the interval in ms): a single request held up
    // for 300 ms would add 299 values to the 400 of a two-second round at 200/s and decide its
    // p99 alone. The latencies are those of the requests sent.
    ...(rate ? { overallRate: rate, ignoreCoordinatedOmission: true } : {}),
    requests: [
      {
        method,
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, ...(headers ? headers() : {}) },
          ...(body ? { body: body() } : {}),
        }),
      },
    ],
  });
  const ok = result['2xx'];
  return {
    ok,
    failed: result.non2xx + result.errors + result.timeouts,
    seconds: result.duration,
    perSecond: ok / result.duration,
    // No completed request, no latency.
    p50: ok > 0 ? result.latency.p50 : NaN,
    p99: ok > 0 ? result.latency.p99 : NaN,
  };
}
