// The only place that sends HTTP requests. Every call is bounded by the
// request timeout and maps transport failures to typed errors.
import { networkError, timeoutError } from './errors';

/** Sends one request. Tests pass a double; the app uses the browser's fetch. */
export type Transport = (request: Request) => Promise<Response>;

/** SPEC §9: default request timeout. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 2500;

export const browserTransport: Transport = (request) => globalThis.fetch(request);

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * Sends `request` through `transport`, aborting it after `timeoutMs`.
 * A timeout rejects with a `timeout` AuthClientError; a failure to reach the
 * server (offline, refused connection) with a `network` one. An abort asked
 * for by the caller's own signal is passed through unchanged.
 */
export async function send(
  transport: Transport,
  request: Request,
  timeoutMs: number = DEFAULT_REQUEST_TIMEOUT_MS,
): Promise<Response> {
  if (isOffline()) throw networkError();
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const signal = AbortSignal.any([controller.signal, request.signal]);
  try {
    return await transport(new Request(request, { signal }));
  } catch (error) {
    if (timedOut) throw timeoutError();
    if (request.signal.aborted) throw error;
    throw networkError();
  } finally {
    clearTimeout(timer);
  }
}
