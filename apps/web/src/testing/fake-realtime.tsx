// A stand-in for the server's socket in page stories: wrap a PageStory in
// <WithRealtime realtime={fake}> and call `fake.serverSends(event, payload)` to play the server
// pushing an event (001 §4).
import type { ReactNode } from "react";
import type { RealtimeSocket, SocketFactory } from "../app/realtime/connect";
import type { RealtimeEvent, RealtimePayloads } from "../app/realtime/events";
import { LiveUpdatesProvider, type SocketLoader } from "../app/realtime/LiveUpdatesProvider";

export interface FakeRealtime {
  load: SocketLoader;
  /** The ids the page announced, with the token, once per connection. */
  announced: unknown[][];
  /** Resolves once the page has connected and announced itself. */
  connected: () => Promise<void>;
  serverSends: <E extends RealtimeEvent>(event: E, payload: RealtimePayloads[E]) => void;
}

export function fakeRealtime(): FakeRealtime {
  const listeners = new Map<string, ((payload: unknown) => void)[]>();
  const announced: unknown[][] = [];
  let ready: () => void = () => {};
  const connectedPromise = new Promise<void>((resolve) => {
    ready = resolve;
  });
  const factory: SocketFactory = (options) => {
    const socket: RealtimeSocket = {
      on(event, listener) {
        listeners.set(event, [
          ...(listeners.get(event) ?? []),
          listener as unknown as (payload: unknown) => void,
        ]);
      },
      emit(event, ...args) {
        if (event === "announce") {
          announced.push(args);
          ready();
        }
      },
      disconnect() {
        listeners.clear();
      },
    };
    // Connected at once, as a socket on a live server would be a moment later.
    queueMicrotask(() => {
      options.auth(() => {});
      for (const listener of listeners.get("connect") ?? []) listener(undefined);
    });
    return socket;
  };
  return {
    load: () => Promise.resolve(factory),
    announced,
    connected: () => connectedPromise,
    serverSends: (event, payload) => {
      for (const listener of listeners.get(event) ?? []) listener(payload);
    },
  };
}

/** The page under it connects to `realtime` (as the app connects to the server). */
export function WithRealtime({
  realtime,
  children,
}: {
  realtime: FakeRealtime;
  children: ReactNode;
}) {
  return <LiveUpdatesProvider load={realtime.load}>{children}</LiveUpdatesProvider>;
}
