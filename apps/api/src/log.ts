/** Structured logs: one JSON object per line on stdout (errors on stderr). */
export type Level = "debug" | "info" | "warn" | "error";
const ORDER: Record<Level | "silent", number> = {
  debug: 10,
  info: 20,
  warn: 30,
  error: 40,
  silent: 99,
};

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

function serialise(value: unknown): unknown {
  if (value instanceof Error)
    return { name: value.name, message: value.message, stack: value.stack };
  if (typeof value === "bigint") return value.toString();
  return value;
}

/** Where a log line goes: stdout, errors on stderr (a benchmark passes one that drops lines). */
export type LogSink = (level: Level, line: string) => void;

const standardStreams: LogSink = (level, line) => {
  if (level === "error") process.stderr.write(line);
  else process.stdout.write(line);
};

export function createLogger(
  level: Level | "silent" = "info",
  base: Record<string, unknown> = {},
  sink: LogSink = standardStreams,
): Logger {
  const min = ORDER[level];
  const write = (lvl: Level, msg: string, fields?: Record<string, unknown>) => {
    if (ORDER[lvl] < min) return;
    const entry: Record<string, unknown> = {
      level: lvl,
      time: new Date().toISOString(),
      msg,
      ...base,
    };
    for (const [key, value] of Object.entries(fields ?? {})) entry[key] = serialise(value);
    sink(lvl, `${JSON.stringify(entry)}\n`);
  };
  return {
    debug: (m, f) => write("debug", m, f),
    info: (m, f) => write("info", m, f),
    warn: (m, f) => write("warn", m, f),
    error: (m, f) => write("error", m, f),
  };
}
