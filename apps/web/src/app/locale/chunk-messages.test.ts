import type { Messages } from "@causeway/i18n";
import { afterEach, expect, it, vi } from "vitest";
import { loadChunkMessagesWith, type NavigationSource } from "./chunk-messages";
import { NamespaceMessages } from "./message-store";

function setUp() {
  globalThis.__cwShellNamespaces = ["web.header", "web.not_found"];
  const fetchNamespace = vi.fn(
    async (namespace: string): Promise<Messages> => ({
      [`${namespace}.title`]: namespace,
    }),
  );
  const store = new NamespaceMessages(
    "en",
    { "web.header.menu": "Menu" },
    ["web.header"],
    fetchNamespace,
  );
  let navigate: (state: string) => void = () => {};
  const router: NavigationSource = {
    subscribe: (listener) => {
      navigate = (state) => listener({ navigation: { state } });
      return () => {
        navigate = () => {};
      };
    },
  };
  const target = new EventTarget();
  loadChunkMessagesWith(store, router, target as unknown as Window);
  return { fetchNamespace, navigate: (state: string) => navigate(state), target };
}

afterEach(() => {
  globalThis.__cwDictionary = undefined;
  globalThis.__cwShellNamespaces = undefined;
});

it("lets the page's own lazy parts through while it starts: the server drew them", () => {
  const { fetchNamespace } = setUp();
  expect(globalThis.__cwDictionary?.(["web.campaign"])).toBeUndefined();
  expect(fetchNamespace).not.toHaveBeenCalled();
});

it("once a navigation begins, a chunk waits for its namespaces and the frame's missing ones", async () => {
  const { fetchNamespace, navigate } = setUp();
  navigate("idle");
  expect(globalThis.__cwDictionary?.(["web.campaign"])).toBeUndefined();
  navigate("loading");
  await globalThis.__cwDictionary?.(["web.settings", "forms.settings"]);
  expect(fetchNamespace.mock.calls.map(([namespace]) => namespace)).toEqual([
    "web.not_found",
    "web.settings",
    "forms.settings",
  ]);
});

it("once the visitor presses or types, a chunk (a dialog) waits for its namespaces", async () => {
  const { fetchNamespace, target } = setUp();
  target.dispatchEvent(new Event("keydown"));
  await globalThis.__cwDictionary?.(["forms.report"]);
  expect(fetchNamespace).toHaveBeenCalledWith("forms.report");
});
