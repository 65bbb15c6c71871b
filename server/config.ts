// Server configuration, read once from the environment.
import path from 'node:path';

export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  readonly production: boolean;
  /** Folder of the built app (vite build output). */
  readonly staticDir: string;
}

export function loadConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const port = Number(env.PORT ?? 3030);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, not ${JSON.stringify(env.PORT)}`);
  }
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    production: env.NODE_ENV === 'production',
    staticDir: path.resolve(env.STATIC_DIR ?? 'dist'),
  };
}
