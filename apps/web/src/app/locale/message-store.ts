// The browser's dictionary of a server-rendered page (issue 12): it starts with the namespaces the
// server used for the page (sent inside the page) and fetches any other namespace the first time a
// key of it is asked, while the key reads as "" (a label appears a moment later rather than as a
// raw key). Every namespace that arrives in the same tick makes one new snapshot, and the provider
// re-renders once. The namespaces of the server's error messages are fetched once the page is idle
// (SERVER_MESSAGE_NAMESPACES), so an error translated at a click finds its message.
import type { Locale, Messages } from "@causeway/i18n";
import { namespaceOf } from "./namespaces";

/** The namespaces the API's error and validation messages (400 answers) are keyed in. */
export const SERVER_MESSAGE_NAMESPACES = [
  "validation",
  "upload",
  "withdraw",
  "donation",
  "donate",
  "campaign",
  "report",
  "username",
  "bank_account",
  "message",
  "error",
  "forms.error",
  "forms.blocker",
] as const;

/** How long a namespace that failed to load waits before it is asked for again. */
const RETRY_AFTER_MS = 10_000;

export class NamespaceMessages {
  private messages: Record<string, string>;
  private current: Messages;
  private readonly loaded: Set<string>;
  private readonly pending = new Map<string, Promise<void>>();
  /** Namespaces a render asked for (a key shown as "" meanwhile): their arrival redraws. */
  private readonly awaited = new Set<string>();
  private readonly failedAt = new Map<string, number>();
  private readonly listeners = new Set<() => void>();
  private notifyScheduled = false;

  /**
   * What a translator reads a key from when the messages lack it: "" while the key's namespace
   * is on its way (asking for it), nothing once it is there or failed (the key itself shows).
   */
  readonly pendingFallback: Messages;

  constructor(
    readonly locale: Locale,
    initial: Messages,
    namespaces: readonly string[],
    private readonly fetchNamespace: (namespace: string) => Promise<Messages>,
    private readonly now: () => number = Date.now,
  ) {
    this.messages = { ...initial };
    this.current = this.messages;
    this.loaded = new Set(namespaces);
    this.pendingFallback = new Proxy({} as Record<string, string>, {
      get: (_target, key) => (typeof key === "string" && this.request(key) ? "" : undefined),
      has: () => false,
    });
  }

  /** The messages as they are now: a new object after each batch of namespaces. */
  snapshot(): Messages {
    return this.current;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Asks for the namespace of `key`; answers whether it is (now) on its way. */
  request(key: string): boolean {
    const namespace = namespaceOf(key);
    const loading = this.load(namespace);
    if (loading) this.awaited.add(namespace);
    return loading;
  }

  /**
   * Fetches namespaces ahead of need: the ones the server's error messages come from, which a
   * form translates when an answer arrives (at a click, not while rendering). Nothing on screen
   * waits for them, so their arrival redraws nothing: their messages are added to the snapshot
   * the page already reads (a redraw of the whole page, for no visible change, cost a phone
   * a long task).
   */
  preload(namespaces: readonly string[]): void {
    for (const namespace of namespaces) this.load(namespace);
  }

  /**
   * Loads the namespaces a page about to be drawn reads (the router, with a route's module), so it
   * is drawn with its labels. Resolves once they are all there or failed, or after `waitAtMostMs`
   * (a page drawn with a few blank labels, filled in as they come, beats a page that never opens).
   * Their arrival redraws nothing: the page that reads them is not drawn yet.
   */
  ensure(namespaces: readonly string[], waitAtMostMs = 3000): Promise<void> {
    for (const namespace of namespaces) this.load(namespace);
    const loading = namespaces.flatMap((namespace) => this.pending.get(namespace) ?? []);
    if (loading.length === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, waitAtMostMs);
      void Promise.all(loading).then(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  private load(namespace: string): boolean {
    if (this.loaded.has(namespace)) return false;
    if (this.pending.has(namespace)) return true;
    const failed = this.failedAt.get(namespace);
    if (failed !== undefined && this.now() - failed < RETRY_AFTER_MS) return false;
    const arrival = this.fetchNamespace(namespace).then(
      (part) => {
        this.pending.delete(namespace);
        this.failedAt.delete(namespace);
        this.loaded.add(namespace);
        if (this.awaited.delete(namespace)) {
          this.messages = { ...this.messages, ...part };
          this.notify();
        } else {
          Object.assign(this.messages, part);
          if (this.current !== this.messages) Object.assign(this.current, part);
        }
      },
      () => {
        this.pending.delete(namespace);
        this.failedAt.set(namespace, this.now());
        if (this.awaited.delete(namespace)) this.notify();
      },
    );
    this.pending.set(namespace, arrival);
    return true;
  }

  private notify() {
    if (this.notifyScheduled) return;
    this.notifyScheduled = true;
    queueMicrotask(() => {
      this.notifyScheduled = false;
      this.current = this.messages;
      for (const listener of this.listeners) listener();
    });
  }
}
