// One socket.io connection for a member (001 §4): the token goes in the handshake (read again on
// every reconnection, so a renewed token is used), and on every connect the member announces their
// id, which puts the socket in their room. socket.io-client reconnects by itself with backoff.
import { REALTIME_EVENTS, type RealtimeEvent, type RealtimePayloads } from "./events";

/** The part of a socket.io-client Socket this uses (a test passes its own). */
export interface RealtimeSocket {
  on(event: string, listener: (...args: never[]) => void): unknown;
  emit(event: string, ...args: unknown[]): unknown;
  disconnect(): unknown;
}

/** socket.io-client's `io` as this module calls it. */
export type SocketFactory = (options: {
  path: string;
  auth: (callback: (data: { token: string | null }) => void) => void;
  reconnectionDelayMax: number;
  withCredentials: boolean;
}) => RealtimeSocket;

export interface RealtimeConnection {
  close(): void;
}

export interface ConnectOptions {
  io: SocketFactory;
  userId: number;
  /** The member's token as it is now (it may have been renewed since the socket opened). */
  getToken: () => string | null;
  onEvent: <E extends RealtimeEvent>(event: E, payload: RealtimePayloads[E]) => void;
  /** A connection came back after a drop: what happened meanwhile was not heard. */
  onReconnect?: () => void;
}

export function connectRealtime({
  io,
  userId,
  getToken,
  onEvent,
  onReconnect,
}: ConnectOptions): RealtimeConnection {
  const socket = io({
    path: "/socket.io",
    auth: (callback) => callback({ token: getToken() }),
    reconnectionDelayMax: 30_000,
    withCredentials: true,
  });
  let connectedBefore = false;
  socket.on("connect", () => {
    socket.emit("announce", userId, getToken());
    if (connectedBefore) onReconnect?.();
    connectedBefore = true;
  });
  for (const event of REALTIME_EVENTS) {
    socket.on(event, ((payload: RealtimePayloads[typeof event]) => onEvent(event, payload)) as (
      ...args: never[]
    ) => void);
  }
  return { close: () => void socket.disconnect() };
}
