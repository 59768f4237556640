// Structured logs with pino: one JSON object per line, `{"level":"info","time":"…","msg":"…",…}`,
// on stdout, errors on stderr. The server's code logs through `Logger` (message first, then its
// fields), which hands each line to pino as pino takes it (fields first).
import pino, { type DestinationStream } from "pino";

export type Level = "debug" | "info" | "warn" | "error";

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

/** Something a log line is written to (a file descriptor's stream, or a test's collector). */
export type LogStream = DestinationStream;

/** Lines to `out`, errors only to `err` (by default stdout and stderr, written as they come). */
export function standardStreams(
  out: LogStream = pino.destination({ fd: 1, sync: true }),
  err: LogStream = pino.destination({ fd: 2, sync: true }),
): LogStream {
  return pino.multistream(
    [
      { level: "debug", stream: out },
      { level: "error", stream: err },
    ],
    { dedupe: true },
  );
}

let shared: LogStream | undefined;
/** The process's stdout and stderr, opened once for every logger of the process. */
const processStreams = () => {
  shared ??= standardStreams();
  return shared;
};

/**
 * A logger writing at `level` and above, each line carrying `base`. An Error in the field
 * `error` or `err` is written with its name, message, stack and cause (pino's serialiser).
 */
export function createLogger(
  level: Level | "silent" = "info",
  base: Record<string, unknown> = {},
  destination: LogStream = processStreams(),
): Logger {
  const logger = pino(
    {
      level,
      base,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      serializers: { error: pino.stdSerializers.err, err: pino.stdSerializers.err },
    },
    destination,
  );
  return {
    debug: (msg, fields) => logger.debug(fields ?? {}, msg),
    info: (msg, fields) => logger.info(fields ?? {}, msg),
    warn: (msg, fields) => logger.warn(fields ?? {}, msg),
    error: (msg, fields) => logger.error(fields ?? {}, msg),
  };
}
