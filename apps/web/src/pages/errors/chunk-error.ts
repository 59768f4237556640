// A script chunk that fails to load (issue 12; 001 §8): a deploy replaced it, or the network
// dropped while a page's code was on its way. The error page offers a reload; a failure that is
// still on screen after 120 s (001 §8: "Chunk load failures are reported after 120 seconds") is
// reported to the server's log, so a reload that fixes it right away (the usual case after a
// deploy) reports nothing.

/** How long a chunk failure stays on screen before it is reported (001 §8). */
export const CHUNK_REPORT_DELAY_MS = 120_000;

/** The messages browsers and Vite give a module that could not be fetched or evaluated. */
const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk [\w-]+ failed/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === "ChunkLoadError" || CHUNK_FAILURE.test(error.message);
}

export interface ChunkFailureReport {
  kind: "chunk_load";
  message: string;
  path: string;
  /** How long the failure had been on screen, in milliseconds. */
  shown_ms: number;
}

/**
 * Reports `error` with `send` once it has been on screen for CHUNK_REPORT_DELAY_MS; the returned
 * function cancels (the page was reloaded or left first).
 */
export function scheduleChunkReport(
  error: Error,
  path: string,
  send: (report: ChunkFailureReport) => void,
  delayMs = CHUNK_REPORT_DELAY_MS,
): () => void {
  const timer = setTimeout(
    () =>
      send({ kind: "chunk_load", message: error.message.slice(0, 500), path, shown_ms: delayMs }),
    delayMs,
  );
  return () => clearTimeout(timer);
}
