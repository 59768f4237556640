// The connection and the cache updates together: what the page loads once it is interactive.
export { connectRealtime } from "./connect";
export { applyRealtimeEvent } from "./live-cache";
