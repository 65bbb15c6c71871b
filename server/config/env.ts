// Reading settings from the environment, for the configuration modules.

/** An integer setting of at least `min`; unset or empty gives `fallback`, anything else stops the server with its name. */
export function intFrom(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} must be an integer of at least ${min}, not ${JSON.stringify(raw)}`);
  }
  return value;
}
