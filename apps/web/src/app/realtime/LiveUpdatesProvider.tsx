import { createContext, type ReactNode } from "react";
import type { SocketFactory } from "./connect";

/**
 * Where the socket comes from: the app gives socket.io-client (loaded on demand); a story gives a
 * socket it drives. Without a provider (the server render, most stories) nothing connects.
 */
export type SocketLoader = () => Promise<SocketFactory>;

/** The socket's loader, read by useLiveUpdates (LiveUpdates.tsx, drawn for members only). */
export const LiveUpdatesContext = createContext<SocketLoader | null>(null);

export function LiveUpdatesProvider({
  load,
  children,
}: {
  load: SocketLoader;
  children: ReactNode;
}) {
  return <LiveUpdatesContext.Provider value={load}>{children}</LiveUpdatesContext.Provider>;
}
