import { describe, expect, it } from "vitest";
import { createLogger, type LogStream, standardStreams } from "./log";

/** A stream that keeps each line written to it, parsed. */
function collector() {
  const lines: Record<string, unknown>[] = [];
  const stream: LogStream = { write: (line: string) => lines.push(JSON.parse(line)) };
  return { lines, stream };
}

describe("the server's logs", () => {
  it("writes one JSON line per entry: level by name, ISO time, message, base and fields", () => {
    const { lines, stream } = collector();
    const log = createLogger("info", { instance: "a" }, stream);
    log.info("request", { method: "GET", status: 200, big: 12n });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: "info",
      msg: "request",
      instance: "a",
      method: "GET",
      status: 200,
    });
    expect(String(lines[0]?.time)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    // A bigint (a row count from the database) is written, not a crash.
    expect(lines[0]?.big).toBe(12);
  });

  it("keeps only what is at its level or above; silent keeps nothing", () => {
    const { lines, stream } = collector();
    const log = createLogger("warn", {}, stream);
    log.debug("d");
    log.info("i");
    log.warn("w");
    log.error("e");
    expect(lines.map((line) => line.msg)).toEqual(["w", "e"]);
    const quiet = collector();
    createLogger("silent", {}, quiet.stream).error("nothing");
    expect(quiet.lines).toEqual([]);
  });

  it("writes an error with its name, message and stack", () => {
    const { lines, stream } = collector();
    createLogger("info", {}, stream).error("unhandled error", {
      requestId: "r1",
      error: new TypeError("boom"),
    });
    expect(lines[0]).toMatchObject({
      level: "error",
      requestId: "r1",
      error: { type: "TypeError", message: "boom" },
    });
    expect(JSON.stringify(lines[0])).toContain("log.test.ts");
  });

  it("sends errors to the error stream only, everything else to the output", () => {
    const out = collector();
    const err = collector();
    const log = createLogger("debug", {}, standardStreams(out.stream, err.stream));
    log.debug("d");
    log.info("i");
    log.warn("w");
    log.error("e");
    expect(out.lines.map((line) => line.msg)).toEqual(["d", "i", "w"]);
    expect(err.lines.map((line) => line.msg)).toEqual(["e"]);
  });
});
