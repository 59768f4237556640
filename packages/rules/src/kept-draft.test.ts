import { describe, expect, it } from "vitest";
import { forgetDraft, isDraftStarted, readDraft, saveDraft } from "./kept-draft";
import { memoryStore } from "./test-fixtures";

const isNote = (value: unknown): value is { text: string } =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as { text?: unknown }).text === "string";

describe("a kept draft", () => {
  it("comes back as it was saved, and not once forgotten", () => {
    const store = memoryStore();
    saveDraft(store, "k", { text: "Sofia" });
    expect(readDraft(store, "k", isNote)).toEqual({ text: "Sofia" });
    expect(readDraft(store, "other", isNote)).toBeNull();
    forgetDraft(store, "k");
    expect(readDraft(store, "k", isNote)).toBeNull();
  });

  it.each([
    ["not JSON", "{"],
    ["another version", JSON.stringify({ version: 2, draft: { text: "x" } })],
    ["not the form's", JSON.stringify({ version: 1, draft: { text: 5 } })],
    ["no draft", JSON.stringify({ version: 1 })],
  ])("%s is no draft", (_name, text) => {
    const store = memoryStore();
    store.setItem("k", text);
    expect(readDraft(store, "k", isNote)).toBeNull();
  });

  it("a storage that refuses loses nothing but the copy", () => {
    const refuse = () => {
      throw new Error("QuotaExceededError");
    };
    const store = { ...memoryStore(), setItem: refuse, removeItem: refuse };
    expect(() => saveDraft(store, "k", { text: "x" })).not.toThrow();
    expect(() => forgetDraft(store, "k")).not.toThrow();
    expect(() => forgetDraft(null, "k")).not.toThrow();
  });

  it("is started once it differs from where the form started", () => {
    expect(isDraftStarted({ text: "" }, { text: "" })).toBe(false);
    expect(isDraftStarted({ text: "S" }, { text: "" })).toBe(true);
  });
});
