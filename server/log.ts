// Structured logs: one JSON object per line. Callers pass only what is safe to
// log; `redact` also blanks any field whose name says it holds a secret, so a
// password, authPW, token or code never reaches the log by accident.
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

export type LogFields = Record<string, unknown>;

export interface Logger {
  log(level: LogLevel, msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
}

const SECRET_NAME = /pass|authpw|token|code|secret|salt|wrapk|authorization|cookie|^ka$|^kb$/i;

/** A copy of `value` with secret-named fields replaced by "[redacted]". */
export function redact(value: unknown, depth = 0): unknown {
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    out[key] = SECRET_NAME.test(key) ? '[redacted]' : redact(inner, depth + 1);
  }
  return out;
}

export function createLogger(write: (line: string) => void = (line) => process.stdout.write(`${line}\n`)): Logger {
  const log = (level: LogLevel, msg: string, fields: LogFields = {}) => {
    write(JSON.stringify({ time: new Date().toISOString(), level, msg, ...(redact(fields) as LogFields) }));
  };
  return {
    log,
    info: (msg, fields) => log('info', msg, fields),
    warn: (msg, fields) => log('warn', msg, fields),
    error: (msg, fields) => log('error', msg, fields),
  };
}
