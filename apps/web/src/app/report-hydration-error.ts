// A difference between the page the server sent and the app's first render of it (a hydration
// mismatch) is a bug: React recovers by drawing that part anew in the browser, which the visitor
// may see flicker, and which undoes the point of the server's render. Each one is written to the
// console (the journeys fail on a console error) and reported once per page to the server's log.
import type { ErrorInfo } from "react";

export interface HydrationReport {
  kind: "hydration_mismatch";
  message: string;
  path: string;
  shown_ms: number;
}

/** The onRecoverableError of hydrateRoot: logs every mismatch, sends the first. */
export function hydrationErrorReporter(
  send: (report: HydrationReport) => void,
  path: () => string = () => `${location.pathname}${location.search}`,
): (error: unknown, info: ErrorInfo) => void {
  let sent = false;
  return (error, info) => {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`Hydration mismatch: ${message}`, info.componentStack ?? "");
    if (sent) return;
    sent = true;
    send({ kind: "hydration_mismatch", message: message.slice(0, 500), path: path(), shown_ms: 0 });
  };
}
