import type { Server as HttpServer } from "node:http";
import { Server } from "socket.io";
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

/** socket.io on the HTTP server. For several instances, add @socket.io/redis-adapter here. */
export class SocketRealtime implements Realtime {
  readonly io: Server;
  constructor(
    server: HttpServer,
    log: Logger,
    private readonly verifyUser: (token: string | undefined) => Promise<number | null>,
  ) {
    this.io = new Server(server, { path: "/socket.io", cors: { origin: true, credentials: true } });
    this.io.on("connection", (socket) => {
      const join = async (announced: unknown, token?: string) => {
        // A socket joins its user's room only with a token for that user: announcing another
        // user's id must not leak their events.
        const id = Number(announced);
        for (const room of socket.rooms) if (room.startsWith("user:")) socket.leave(room);
        if (!Number.isInteger(id) || id <= 0) return;
        const verified = await this.verifyUser(
          token ?? (socket.handshake.auth as { token?: string } | undefined)?.token,
        );
        if (verified === id) socket.join(`user:${id}`);
        else log.warn("socket announce refused", { announced: id });
      };
      socket.on("announce", (id: unknown, token?: string) => void join(id, token));
      socket.on("join", (id: unknown, token?: string) => void join(id, token));
    });
  }
  toUser(userId: number, event: string, payload: unknown) {
    this.io.to(`user:${userId}`).emit(event, payload);
  }
  broadcast(event: string, payload: unknown) {
    this.io.emit(event, payload);
  }
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
