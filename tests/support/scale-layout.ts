// Several machines' layout on one machine: a PostgreSQL primary, a streaming
// standby made from it by pg_basebackup and PgBouncer in transaction mode in
// front of the primary (./standby-cluster.ts), two server processes
// (server/main.ts, serving the built app as the journeys' server does) whose
// writes go through PgBouncer and whose reads go to the standby, and in front
// of both a small HTTP proxy on loopback, the load balancer: one origin for a
// browser, each request handed to an instance as the proxy is told (in turn,
// or all to one of them), every answer marked with the instance that served
// it. The layout suite (e2e/scale/) and the bench's scale figures start it.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, createServer, request as httpRequest } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { appServerEnv } from '../../scripts/lib/app-server.mjs';
import { freePorts, startStandbyCluster } from './standby-cluster';
import type { StandbyCluster } from './standby-cluster';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Where the layout's ports start when nothing else is said (below the standby and failover suites' ranges' ends, clear of them). */
export const SCALE_LAYOUT_PORTS = 25630;

/** The header the proxy adds to every answer: the name of the instance that served it. */
export const SERVED_BY = 'x-served-by';

export type InstanceName = 'a' | 'b';

export interface Instance {
  readonly name: InstanceName;
  readonly url: string;
  /** What the process printed so far (its log lines, then its errors). */
  output(): string;
  /** Whether its process has not ended. */
  running(): boolean;
}

/** Where the proxy sends requests: each to the next instance in turn, or all to one. */
export type Routing = 'in turn' | InstanceName;

export interface LoadBalancer {
  readonly url: string;
  route(routing: Routing): void;
  /** Requests each instance has answered through the proxy so far. */
  readonly served: Record<InstanceName, number>;
}

export interface ScaleLayout {
  readonly cluster: StandbyCluster;
  readonly instances: readonly [Instance, Instance];
  readonly proxy: LoadBalancer;
  stop(): Promise<void>;
}

export interface ScaleLayoutOptions {
  /** Where the search for free ports for the databases and instances starts. */
  basePort?: number;
  /** The proxy's port (0: any free one). */
  proxyPort?: number;
  /** The built app each instance serves, a folder under the checkout (default dist). */
  distDir?: string;
  /** Each instance's connections to PgBouncer, and to the standby. */
  poolSize?: number;
  /** PgBouncer's server connections to the primary, which the instances' connections share. */
  bouncerPoolSize?: number;
  /** A commit waits for the standby to have it, so that a failover loses nothing acknowledged (default true). */
  synchronous?: boolean;
}

/** How long one instance's start may take: on two busy cores, compiling the server alone takes seconds. */
const START_TIMEOUT_MS = 150_000;

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/__lbheartbeat__`)).ok;
  } catch {
    return false;
  }
}

interface RunningInstance extends Instance {
  stop(): Promise<void>;
}

async function startInstance(name: InstanceName, port: number, distDir: string, database: Record<string, string>): Promise<RunningInstance> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `orbit-instance-${name}-`));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: appServerEnv({ port, distDir, dataDir, database }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The last of what it printed, read as it comes so that a full pipe never holds it up.
  let printed = '';
  const keep = (chunk: Buffer) => (printed = (printed + chunk.toString()).slice(-20_000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const instance: RunningInstance = {
    name,
    url,
    output: () => printed,
    running: () => child.exitCode === null && child.signalCode === null,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(killer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await answers(url))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await instance.stop();
      throw new Error(`instance ${name} did not start (exit code ${child.exitCode}); the last it printed:\n${printed}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return instance;
}

/** The load balancer: every request to an instance chosen by the routing, every answer marked with its name. */
async function startProxy(instances: readonly Instance[], port: number): Promise<LoadBalancer & { close(): Promise<void> }> {
  let routing: Routing = 'in turn';
  let next = 0;
  const served: Record<InstanceName, number> = { a: 0, b: 0 };
  const agent = new Agent({ keepAlive: true });
  const choose = (): Instance => (routing === 'in turn' ? instances[next++ % instances.length]! : instances.find((i) => i.name === routing)!);
  const server: Server = createServer((request, response) => {
    const instance = choose();
    const target = new URL(instance.url);
    const forwarded = [request.headers['x-forwarded-for'], request.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        // The browser's Host stays: the instances answer for the proxy's origin.
        headers: { ...request.headers, 'x-forwarded-for': forwarded },
        agent,
      },
      (answer) => {
        served[instance.name] += 1;
        response.writeHead(answer.statusCode ?? 502, { ...answer.headers, [SERVED_BY]: instance.name });
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (response.headersSent) response.destroy();
      else response.writeHead(502, { [SERVED_BY]: instance.name }).end();
    });
    request.pipe(upstream);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    route: (chosen) => {
      routing = chosen;
    },
    served,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export async function startScaleLayout(options: ScaleLayoutOptions = {}): Promise<ScaleLayout> {
  const basePort = options.basePort ?? SCALE_LAYOUT_PORTS + 1;
  const cluster = await startStandbyCluster(basePort, { synchronous: options.synchronous ?? true, bouncerPoolSize: options.bouncerPoolSize ?? 4 });
  const running: RunningInstance[] = [];
  let proxy: (LoadBalancer & { close(): Promise<void> }) | undefined;
  const stop = async () => {
    await proxy?.close();
    await Promise.all(running.map((instance) => instance.stop()));
    cluster.stop();
  };
  try {
    const database = {
      DATABASE_URL: cluster.bouncerUrl,
      DATABASE_REPLICA_URL: cluster.standbyUrl,
      DATABASE_POOLER: 'transaction',
      DATABASE_POOL_SIZE: String(options.poolSize ?? 4),
    };
    const ports = await freePorts(basePort, 2);
    // The first creates the schema (the migration takes a lock, so that the second waits for it, then finds it done).
    const [a, b] = await Promise.allSettled(
      (['a', 'b'] as const).map((name, index) => startInstance(name, ports[index]!, options.distDir ?? 'dist', database)),
    );
    for (const started of [a, b]) if (started?.status === 'fulfilled') running.push(started.value);
    for (const started of [a, b]) if (started?.status === 'rejected') throw started.reason;
    proxy = await startProxy(running, options.proxyPort ?? SCALE_LAYOUT_PORTS);
  } catch (error) {
    await stop();
    throw error;
  }
  return { cluster, instances: running as [RunningInstance, RunningInstance], proxy, stop };
}
