// The provider as a relying service meets it: the real server (built app
// included, started by scripts/e2e-server.mjs on a fresh database) behind a
// TLS-terminating proxy on loopback, as a deployment puts it behind one. The
// certificate is made for the run by openssl, and the relying party trusts it
// and nothing else; the issuer is the proxy's https origin (PUBLIC_URL).
import { execFileSync, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';

/** A client registered for the run, as OAUTH_CLIENTS takes it, with its secret in the clear. */
export interface ConformanceClient {
  readonly id: string;
  readonly name: string;
  readonly secret: string;
  readonly redirectUri: string;
  /** Where the provider may send the browser after signing it out at the client's request. */
  readonly postLogoutRedirectUris?: readonly string[];
}

export interface RunningProvider {
  /** The https origin: PUBLIC_URL, the issuer of every token. */
  readonly issuer: string;
  /** The server's own plain-HTTP address on loopback, for the test's set-up (accounts, the outbox). */
  readonly backend: string;
  /** The certificate the relying party trusts (PEM). */
  readonly ca: string;
  close(): Promise<void>;
}

/** A self-signed certificate for localhost and 127.0.0.1, valid for two days. */
function makeCertificate(dir: string): { key: string; cert: string } {
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes',
      '-keyout', keyFile, '-out', certFile, '-days', '2', '-subj', '/CN=localhost',
      '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  return { key: readFileSync(keyFile, 'utf8'), cert: readFileSync(certFile, 'utf8') };
}

/** Forwards every request to the server, saying it came over https from the caller's address. */
function tlsProxy(credentials: { key: string; cert: string }, backendPort: number): https.Server {
  return https.createServer(credentials, (request, response) => {
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: backendPort,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, 'x-forwarded-for': request.socket.remoteAddress ?? '127.0.0.1', 'x-forwarded-proto': 'https' },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
}

async function answering(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/**
 * Starts the provider with `clients` registered (confidential, untrusted, as
 * a relying service of another organisation is) and allowed prompt=none.
 */
export async function startProvider(options: { backendPort: number; tlsPort: number; clients: readonly ConformanceClient[] }): Promise<RunningProvider> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'orbit-conformance-'));
  const credentials = makeCertificate(dir);
  const issuer = `https://localhost:${options.tlsPort}`;
  const backend = `http://127.0.0.1:${options.backendPort}`;
  const registered = options.clients.map((client) => ({
    id: client.id,
    name: client.name,
    redirectUris: [client.redirectUri],
    secretHash: createHash('sha256').update(client.secret).digest('hex'),
    ...(client.postLogoutRedirectUris ? { postLogoutRedirectUris: client.postLogoutRedirectUris } : {}),
  }));
  const server: ChildProcess = spawn(process.execPath, ['scripts/e2e-server.mjs', String(options.backendPort)], {
    env: {
      ...process.env,
      PUBLIC_URL: issuer,
      OAUTH_CLIENTS: JSON.stringify(registered),
      OAUTH_PROMPT_NONE_CLIENTS: options.clients.map((client) => client.id).join(','),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);
  const deadline = Date.now() + 180_000;
  while (!(await answering(`${backend}/`))) {
    if (server.exitCode !== null || Date.now() > deadline) {
      server.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`the provider did not start (exit code ${server.exitCode}); the last it printed:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const proxy = tlsProxy(credentials, options.backendPort);
  await new Promise<void>((resolve, reject) => {
    proxy.once('error', (error) => {
      server.kill('SIGTERM');
      reject(error);
    });
    proxy.listen(options.tlsPort, '127.0.0.1', resolve);
  });
  return {
    issuer,
    backend,
    ca: credentials.cert,
    async close() {
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * fetch, as the relying party's library calls it, trusting `ca` alone: the
 * run's certificate is the only one the provider presents.
 */
export function fetchTrusting(ca: string) {
  return (url: string, options: { method?: string; headers?: HeadersInit; body?: unknown; redirect?: string; signal?: AbortSignal | null }): Promise<Response> =>
    new Promise((resolve, reject) => {
      const headers = Object.fromEntries(new Headers(options.headers ?? {}).entries());
      const body = options.body === undefined || options.body === null ? undefined : String(options.body);
      const request = https.request(url, { method: options.method ?? 'GET', headers, ca, signal: options.signal ?? undefined }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const status = answer.statusCode ?? 500;
          const responseHeaders = new Headers();
          for (const [name, value] of Object.entries(answer.headers)) {
            for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) responseHeaders.append(name, one);
          }
          const nullBody = status === 204 || status === 304;
          const response = new Response(nullBody ? null : Buffer.concat(chunks), { status, headers: responseHeaders });
          Object.defineProperty(response, 'url', { value: url });
          resolve(response);
        });
        answer.on('error', reject);
      });
      request.on('error', reject);
      request.end(body);
    });
}
