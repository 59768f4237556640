import type { Messages } from "@causeway/i18n";
import { expect, it, vi } from "vitest";
import { batchedNamespaces } from "./namespace-batch";

it("fetches the namespaces asked for in the same tick in one request, and hands each its part", async () => {
  const fetchTogether = vi.fn(
    async (namespaces: readonly string[]): Promise<Messages> =>
      Object.fromEntries(namespaces.map((namespace) => [`${namespace}.title`, namespace])),
  );
  const fetchNamespace = batchedNamespaces(fetchTogether);
  const [settings, iban, ui] = await Promise.all([
    fetchNamespace("web.settings"),
    fetchNamespace("forms.iban"),
    fetchNamespace("ui"),
  ]);
  expect(fetchTogether).toHaveBeenCalledExactlyOnceWith(["forms.iban", "ui", "web.settings"]);
  expect(settings).toEqual({ "web.settings.title": "web.settings" });
  expect(iban).toEqual({ "forms.iban.title": "forms.iban" });
  expect(ui).toEqual({ "ui.title": "ui" });
  // A later tick is a request of its own.
  await fetchNamespace("web.nav");
  expect(fetchTogether).toHaveBeenLastCalledWith(["web.nav"]);
});

it("fails every namespace of a request that failed, for each to be asked again later", async () => {
  const fetchNamespace = batchedNamespaces(async () => {
    throw new Error("offline");
  });
  const results = await Promise.allSettled([fetchNamespace("ui"), fetchNamespace("web.nav")]);
  expect(results.map((result) => result.status)).toEqual(["rejected", "rejected"]);
});
