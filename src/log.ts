/**
 * Structured JSON logs, one line per event, to stdout. Callers pass identifiers (requestId, keyId), never
 * secrets or document text: nothing here redacts for them.
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

const LEVELS: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

export function createLogger(level: LogLevel, write: (line: string) => void = (line) => process.stdout.write(line)): Logger {
  const threshold = LEVELS[level];
  const emit = (lvl: LogLevel, msg: string, fields?: Record<string, unknown>) => {
    if (LEVELS[lvl] < threshold) return;
    write(`${JSON.stringify({ time: new Date().toISOString(), level: lvl, msg, ...fields }, errorReplacer)}\n`);
  };
  return {
    debug: (msg, fields) => emit('debug', msg, fields),
    info: (msg, fields) => emit('info', msg, fields),
    warn: (msg, fields) => emit('warn', msg, fields),
    error: (msg, fields) => emit('error', msg, fields),
  };
}

/**
 * A sentence with every double-quoted passage replaced by its length: explanations ("The text gives "…" for
 * "…"") keep their shape for the log without the client's text.
 */
export function withoutQuotedText(text: string): string {
  return text.replace(/"([^"]*)"/g, (_quote, inner: string) => `[${inner.length} characters]`);
}

export const silentLogger: Logger = { debug() {}, info() {}, warn() {}, error() {} };

function errorReplacer(_key: string, value: unknown) {
  if (value instanceof Error) {
    return { name: value.name, message: value.message, stack: value.stack, cause: value.cause };
  }
  return value;
}
