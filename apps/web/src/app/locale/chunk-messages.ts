// A chunk the app loads on demand (a route's page, a lazy part) waits, before it is handed over,
// for the dictionary namespaces its code reads: the build ends it with
// `await globalThis.__cwDictionary?.([…])` (vite/route-namespaces.ts). This is that function, for
// a page the server rendered (it brought only the namespaces it used). The chunks of the page's
// own lazy parts, loaded while it starts, do not wait: the server drew those parts with the
// messages it sent. Waiting starts with the first navigation or the visitor's first press or key.
import type { NamespaceMessages } from "./message-store";

declare global {
  var __cwShellNamespaces: readonly string[] | undefined;
  var __cwDictionary: ((namespaces: readonly string[]) => Promise<void> | undefined) | undefined;
}

/** What this reads of the router: whether a navigation has begun. */
export interface NavigationSource {
  subscribe(listener: (state: { navigation: { state: string } }) => void): () => void;
}

/** Makes every chunk loaded after the first navigation, press or key wait for its namespaces. */
export function loadChunkMessagesWith(
  store: NamespaceMessages,
  router: NavigationSource,
  target: Pick<Window, "addEventListener"> = window,
): void {
  // The site frame's namespaces (header, footer, error pages): a page drawn in another frame than
  // the server's needs them too.
  const frame = globalThis.__cwShellNamespaces ?? [];
  let waiting = false;
  globalThis.__cwDictionary = (namespaces) =>
    waiting ? store.ensure([...frame, ...namespaces]) : undefined;
  const start = () => {
    waiting = true;
  };
  const stop = router.subscribe((state) => {
    if (state.navigation.state === "idle") return;
    start();
    stop();
  });
  target.addEventListener("pointerdown", start, { capture: true, once: true });
  target.addEventListener("keydown", start, { capture: true, once: true });
}
