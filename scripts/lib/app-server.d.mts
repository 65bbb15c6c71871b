export function ensureAppBuilt(distDir: string): boolean;
export function appServerEnv(options: { port: number; distDir: string; dataDir: string; database?: Record<string, string> }): NodeJS.ProcessEnv;
