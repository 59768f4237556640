import type { Server as HttpServer } from "node:http";
import { Server, type ServerOptions } from "socket.io";
import type { Config } from "../config";
import type { Logger } from "../log";

/**
 * Real-time events (001 §4). The client announces its user id (0 for a guest) with
 * `announce`/`join`; events for one user go to the room `user:<id>`, public ones to everyone.
 */
export interface Realtime {
  toUser(userId: number, event: string, payload: unknown): void;
  broadcast(event: string, payload: unknown): void;
}

/** Keeps what was emitted: tests read it. */
export class RecordingRealtime implements Realtime {
  readonly events: { to: number | "all"; event: string; payload: unknown }[] = [];
  toUser(userId: number, event: string, payload: unknown) {
    this.events.push({ to: userId, event, payload });
  }
  broadcast(event: string, payload: unknown) {
    this.events.push({ to: "all", event, payload });
  }
}

/**
 * socket.io on the HTTP server. Alone it knows only the sockets connected to this process; with a
 * fan-out (realtimeFanout: PostgreSQL's NOTIFY or Redis), an event for a user's room reaches their
 * sockets on every instance.
 */
export class SocketRealtime implements Realtime {
  readonly io: Server;
  constructor(
    server: HttpServer,
    log: Logger,
    private readonly verifyUser: (token: string | undefined) => Promise<number | null>,
    private readonly fanout: RealtimeFanout | null = null,
  ) {
    this.io = new Server(server, {
      path: "/socket.io",
      cors: { origin: true, credentials: true },
      ...(fanout ? { adapter: fanout.adapter } : {}),
    });
    this.io.on("connection", (socket) => {
      const join = async (announced: unknown, token?: string): Promise<boolean> => {
        // A socket joins its user's room only with a token for that user: announcing another
        // user's id must not leak their events.
        const id = Number(announced);
        for (const room of socket.rooms) if (room.startsWith("user:")) socket.leave(room);
        if (!Number.isInteger(id) || id <= 0) return false;
        const verified = await this.verifyUser(
          token ?? (socket.handshake.auth as { token?: string } | undefined)?.token,
        );
        if (verified === id) {
          socket.join(`user:${id}`);
          return true;
        }
        log.warn("socket announce refused", { announced: id });
        return false;
      };
      // `announce(id, token?, ack?)`: the acknowledgement, when asked for, says whether the socket
      // joined its room (the web app does not ask; the two-instance test waits for it).
      const onAnnounce = (id: unknown, token?: unknown, ack?: unknown) => {
        const reply = typeof token === "function" ? token : ack;
        const given = typeof token === "string" ? token : undefined;
        void join(id, given).then((joined) => {
          if (typeof reply === "function") reply({ joined });
        });
      };
      socket.on("announce", onAnnounce);
      socket.on("join", onAnnounce);
    });
  }
  toUser(userId: number, event: string, payload: unknown) {
    this.io.to(`user:${userId}`).emit(event, payload);
  }
  broadcast(event: string, payload: unknown) {
    this.io.emit(event, payload);
  }
  /** Whether events reach the other instances now (always, alone). */
  connected(): boolean {
    return this.fanout ? this.fanout.connected(this.io) : true;
  }
  /** Disconnects every socket, stops the fan-out and lets go of its connections. */
  async close(): Promise<void> {
    await new Promise<void>((resolve) => {
      // io.close() also closes the HTTP server; server.ts has already stopped it accepting.
      this.io.close(() => resolve());
    });
    await this.fanout?.close();
  }
}

/** How socket.io reaches the other instances: the adapter and the connections it holds. */
export interface RealtimeFanout {
  /** "postgresql" or "redis". */
  readonly kind: string;
  readonly adapter: ServerOptions["adapter"];
  /** Whether it listens for the other instances' events now. */
  connected(io: Server): boolean;
  close(): Promise<void>;
}

/**
 * The fan-out the configuration asks for: Redis when REDIS_URL is set, else PostgreSQL's
 * LISTEN/NOTIFY when DATABASE_URL is set (@socket.io/postgres-adapter: no other server needed),
 * else none (PGlite is one process). Each library is loaded only when used.
 */
export async function realtimeFanout(
  config: Pick<Config, "databaseUrl" | "redisUrl">,
  log: Logger,
): Promise<RealtimeFanout | null> {
  if (config.redisUrl) {
    const [{ Redis }, { createAdapter }] = await Promise.all([
      import("ioredis"),
      import("@socket.io/redis-adapter"),
    ]);
    const pub = new Redis(config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
    const sub = pub.duplicate();
    for (const client of [pub, sub])
      client.on("error", (error: Error) => log.warn("redis connection failed", { error }));
    await Promise.all([pub.connect(), sub.connect()]);
    return {
      kind: "redis",
      adapter: createAdapter(pub, sub) as ServerOptions["adapter"],
      connected: () => pub.status === "ready" && sub.status === "ready",
      async close() {
        await Promise.allSettled([pub.quit(), sub.quit()]);
      },
    };
  }
  if (config.databaseUrl) {
    const [{ default: pg }, { createAdapter }] = await Promise.all([
      import("pg"),
      import("@socket.io/postgres-adapter"),
    ]);
    // Its own small pool: one connection LISTENs for as long as the process lives, the others
    // send NOTIFYs; the app's pool stays whole for requests.
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 3 });
    pool.on("error", (error) => log.warn("realtime database connection failed", { error }));
    // A checked-out client (the listening one) with no error listener would end the process on a
    // dropped connection; the adapter sees the drop itself ("end") and listens again.
    pool.on("connect", (client) =>
      client.on("error", (error) => log.warn("realtime listener failed", { error })),
    );
    return {
      kind: "postgresql",
      adapter: createAdapter(pool, {
        errorHandler: (error) => log.warn("realtime fan-out failed", { error }),
      }) as ServerOptions["adapter"],
      // The adapter's PubSubClient holds `client` while its LISTEN connection is up.
      connected: (io) =>
        !!(io.of("/").adapter as unknown as { client?: { client?: unknown } }).client?.client,
      async close() {
        await pool.end();
      },
    };
  }
  return null;
}

/** Forwards to a target set once the HTTP server exists. */
export class DeferredRealtime implements Realtime {
  target: Realtime | null = null;
  toUser(userId: number, event: string, payload: unknown) {
    this.target?.toUser(userId, event, payload);
  }
  broadcast(event: string, payload: unknown) {
    this.target?.broadcast(event, payload);
  }
}
