// The namespaces of the dictionary asked for in the same tick (a page's ten, the server messages'
// thirteen) go out as one request: /assets/i18n/<build>/<locale>/<a>,<b>.json answers them
// together (apps/api/src/dictionary-bundle.ts), where ten requests would go six at a time.
import type { Messages } from "@causeway/i18n";
import { splitByNamespace } from "./namespaces";

interface Waiting {
  resolve: (messages: Messages) => void;
  reject: (error: unknown) => void;
}

/**
 * A fetch of one namespace that waits for the others asked in the same tick and fetches them all
 * with `fetchTogether` (their messages as one object, in one request).
 */
export function batchedNamespaces(
  fetchTogether: (namespaces: readonly string[]) => Promise<Messages>,
): (namespace: string) => Promise<Messages> {
  let batch: Map<string, Waiting[]> | null = null;
  const flush = (waiting: Map<string, Waiting[]>) => {
    const namespaces = [...waiting.keys()].sort();
    fetchTogether(namespaces).then(
      (messages) => {
        const parts = splitByNamespace(messages);
        for (const [namespace, waiters] of waiting) {
          for (const waiter of waiters) waiter.resolve(parts[namespace] ?? {});
        }
      },
      (error: unknown) => {
        for (const waiters of waiting.values()) for (const waiter of waiters) waiter.reject(error);
      },
    );
  };
  return (namespace) =>
    new Promise<Messages>((resolve, reject) => {
      if (!batch) {
        const current = new Map<string, Waiting[]>();
        batch = current;
        queueMicrotask(() => {
          batch = null;
          flush(current);
        });
      }
      batch.set(namespace, [...(batch.get(namespace) ?? []), { resolve, reject }]);
    });
}
