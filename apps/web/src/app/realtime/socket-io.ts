// socket.io-client, loaded on its own (a lazily imported chunk: a guest's pages never load it).
import { io } from "socket.io-client";
import type { SocketFactory } from "./connect";

export const socketFactory: SocketFactory = (options) => io(options);
