import { createTranslator, type Messages } from "@causeway/i18n";
import { describe, expect, it, vi } from "vitest";
import { NamespaceMessages } from "./message-store";

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function store(fetchNamespace: (namespace: string) => Promise<Messages>, now = () => 0) {
  return new NamespaceMessages(
    "en",
    { "web.home.title": "Raise money" },
    ["web.home"],
    fetchNamespace,
    now,
  );
}

describe("NamespaceMessages", () => {
  it("answers what the page came with, without a request", () => {
    const fetchNamespace = vi.fn();
    const messages = store(fetchNamespace);
    const { t } = createTranslator("en", messages.snapshot(), messages.pendingFallback);
    expect(t("web.home.title")).toBe("Raise money");
    expect(fetchNamespace).not.toHaveBeenCalled();
  });

  it("reads a key of another namespace as empty while it loads it once, then as its message", async () => {
    const footer: Messages = { "web.footer.language": "Language", "web.footer.help": "Help" };
    const fetchNamespace = vi.fn(
      async (namespace: string): Promise<Messages> => (namespace === "web.footer" ? footer : {}),
    );
    const messages = store(fetchNamespace);
    const changed = vi.fn();
    messages.subscribe(changed);
    const before = createTranslator("en", messages.snapshot(), messages.pendingFallback);
    expect(before.t("web.footer.language")).toBe("");
    expect(before.t("web.footer.help")).toBe("");
    expect(fetchNamespace).toHaveBeenCalledExactlyOnceWith("web.footer");
    await flush();
    expect(changed).toHaveBeenCalledTimes(1);
    const after = createTranslator("en", messages.snapshot(), messages.pendingFallback);
    expect(after.t("web.footer.language")).toBe("Language");
    expect(after.t("web.home.title")).toBe("Raise money");
  });

  it("makes one snapshot for namespaces that arrive together", async () => {
    const messages = store(async (namespace) => ({ [`${namespace}.x`]: namespace }));
    const changed = vi.fn();
    messages.subscribe(changed);
    messages.request("ui.a");
    messages.request("web.nav.b");
    await flush();
    expect(changed).toHaveBeenCalledTimes(1);
    expect(messages.snapshot()).toMatchObject({ "ui.x": "ui", "web.nav.x": "web.nav" });
  });

  it("shows the key when its namespace failed, and asks again only after 10 s", async () => {
    let time = 0;
    const fetchNamespace = vi.fn(async () => {
      throw new Error("offline");
    });
    const messages = store(fetchNamespace, () => time);
    expect(messages.request("ui.button.label")).toBe(true);
    await flush();
    const { t } = createTranslator("en", messages.snapshot(), messages.pendingFallback);
    expect(t("ui.button.label")).toBe("ui.button.label");
    expect(fetchNamespace).toHaveBeenCalledTimes(1);
    time = 10_000;
    expect(messages.request("ui.button.label")).toBe(true);
    expect(fetchNamespace).toHaveBeenCalledTimes(2);
  });
});

it("fetches the server messages' namespaces ahead of need, each once", async () => {
  const fetchNamespace = vi.fn(
    async (namespace: string): Promise<Messages> => ({
      [`${namespace}.x`]: namespace,
    }),
  );
  const messages = store(fetchNamespace);
  const changed = vi.fn();
  messages.subscribe(changed);
  const page = messages.snapshot();
  messages.preload(["validation", "upload", "web.home", "validation"]);
  await flush();
  // Nothing on screen waited for them: no redraw, and the page's snapshot has them at once.
  expect(changed).not.toHaveBeenCalled();
  expect(page).toMatchObject({ "validation.x": "validation", "upload.x": "upload" });
  expect(fetchNamespace.mock.calls.map(([namespace]) => namespace)).toEqual([
    "validation",
    "upload",
  ]);
  const { t } = createTranslator("en", messages.snapshot(), messages.pendingFallback);
  expect(t("validation.x")).toBe("validation");
});

it("redraws when a namespace being preloaded is asked for by a render before it arrives", async () => {
  let arrive: (messages: Messages) => void = () => {};
  const messages = store(() => new Promise<Messages>((resolve) => (arrive = resolve)));
  const changed = vi.fn();
  messages.subscribe(changed);
  messages.preload(["validation"]);
  const { t } = createTranslator("en", messages.snapshot(), messages.pendingFallback);
  expect(t("validation.required")).toBe("");
  arrive({ "validation.required": "Required" });
  await flush();
  expect(changed).toHaveBeenCalledTimes(1);
  expect(messages.snapshot()).toMatchObject({ "validation.required": "Required" });
});

describe("ensure (a page about to be drawn)", () => {
  it("resolves once its namespaces are there, fetching only the missing ones, with no redraw", async () => {
    const fetchNamespace = vi.fn(
      async (namespace: string): Promise<Messages> => ({
        [`${namespace}.title`]: namespace,
      }),
    );
    const messages = store(fetchNamespace);
    const changed = vi.fn();
    messages.subscribe(changed);
    await messages.ensure(["web.home", "web.settings", "forms.settings"]);
    expect(fetchNamespace.mock.calls.map(([namespace]) => namespace)).toEqual([
      "web.settings",
      "forms.settings",
    ]);
    const { t } = createTranslator("en", messages.snapshot(), messages.pendingFallback);
    expect(t("web.settings.title")).toBe("web.settings");
    expect(t("forms.settings.title")).toBe("forms.settings");
    expect(changed).not.toHaveBeenCalled();
  });

  it("waits for a namespace already on its way instead of asking twice", async () => {
    let arrive: (messages: Messages) => void = () => {};
    const fetchNamespace = vi.fn(() => new Promise<Messages>((resolve) => (arrive = resolve)));
    const messages = store(fetchNamespace);
    messages.preload(["web.settings"]);
    let ready = false;
    void messages.ensure(["web.settings"]).then(() => (ready = true));
    await flush();
    expect(ready).toBe(false);
    arrive({ "web.settings.title": "Settings" });
    await flush();
    expect(ready).toBe(true);
    expect(fetchNamespace).toHaveBeenCalledTimes(1);
  });

  it("lets the page be drawn when a namespace fails, or after at most the given time", async () => {
    const failing = store(async () => {
      throw new Error("offline");
    });
    await expect(failing.ensure(["web.settings"])).resolves.toBeUndefined();
    const hanging = store(() => new Promise<Messages>(() => {}));
    const started = Date.now();
    await hanging.ensure(["web.settings"], 30);
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
  });
});
