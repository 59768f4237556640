import { describe, expect, it } from "vitest";
import { aroundLink, mailBlocks } from "./mail-blocks";

describe("mailBlocks", () => {
  it("reads paragraphs, and the link's own line as the action", () => {
    const url = "https://x.test/email-verification/abc";
    expect(mailBlocks(`Hello Ana,\n\nplease confirm:\n${url}\n\nThanks.`, url)).toEqual([
      { kind: "text", text: "Hello Ana," },
      { kind: "text", text: "please confirm:" },
      { kind: "action", url },
      { kind: "text", text: "Thanks." },
    ]);
  });

  it("leaves an address written inside a sentence in the words", () => {
    const url = "https://x.test/c";
    expect(mailBlocks(`See ${url} soon.`, url)).toEqual([
      { kind: "text", text: `See ${url} soon.` },
    ]);
  });
});

describe("aroundLink", () => {
  it("cuts a sentence around the address, or says it is not there", () => {
    expect(aroundLink("Open https://x.test/a now", "https://x.test/a")).toEqual({
      before: "Open ",
      after: " now",
    });
    expect(aroundLink("No link here", "https://x.test/a")).toBeNull();
  });
});
