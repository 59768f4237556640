// In-process read-through caches (issue 12), one store per database, each entry valid while:
// - none of the tables it was read from has been written since (table-watch.ts sees every write
//   this process makes, and a transaction's again when it ends), and
// - its lifetime has not run out: the bound on how long a write made by another process (a second
//   server on the same PostgreSQL, psql) can go unseen.
// A transaction reads a valid entry but never fills one: what it reads may not be committed.
// Cached values are shared between requests: callers must not change them.
import type { Q } from "./database";
import { watchedAdapterOf } from "./table-watch";

export interface CacheSpec {
  /** For logs and tests. */
  name: string;
  /** Every table the cached value is read from. */
  tables: readonly string[];
  /** Lifetime of an entry, in ms. */
  ttlMs: number;
  /** Most entries kept (the least recently used goes first). */
  max: number;
}

export interface CacheOptions<V> {
  /** Whether a value read is kept (default: every value). */
  keep?: (value: V) => boolean;
}

interface Entry<V> {
  value: Promise<V>;
  /** The watch's tick when the read began. */
  at: number;
  expires: number;
}

export class ReadCache<K, V> {
  constructor(
    readonly spec: CacheSpec,
    private readonly options: CacheOptions<V> = {},
  ) {}

  /** The cached value of `key`, or `load`'s (kept when it succeeds outside a transaction). */
  get(q: Q, key: K, load: () => Promise<V>): Promise<V> {
    const adapter = watchedAdapterOf(q);
    if (!adapter) return load();
    let store = adapter.caches.get(this) as Map<K, Entry<V>> | undefined;
    if (!store) {
      store = new Map();
      adapter.caches.set(this, store);
    }
    const now = Date.now();
    const entry = store.get(key);
    if (entry && entry.expires > now && !adapter.watch.changedSince(this.spec.tables, entry.at)) {
      // Least recently used last to go: move it to the end.
      store.delete(key);
      store.set(key, entry);
      return entry.value;
    }
    if (q.isTransaction) return load();
    const at = adapter.watch.now();
    const fresh: Entry<V> = { value: load(), at, expires: now + this.spec.ttlMs };
    store.delete(key);
    store.set(key, fresh);
    if (store.size > this.spec.max) {
      const oldest = store.keys().next();
      if (!oldest.done) store.delete(oldest.value);
    }
    const kept = store;
    const forget = () => {
      if (kept.get(key) === fresh) kept.delete(key);
    };
    const keep = this.options.keep;
    fresh.value.then((value) => {
      if (keep && !keep(value)) forget();
    }, forget);
    return fresh.value;
  }

  /** Drops every entry of this cache for the database (tests, and writes made elsewhere). */
  clear(q: Q) {
    watchedAdapterOf(q)?.caches.delete(this);
  }

  /** How many entries the database's store holds (tests). */
  size(q: Q): number {
    const store = watchedAdapterOf(q)?.caches.get(this) as Map<K, Entry<V>> | undefined;
    return store?.size ?? 0;
  }
}
