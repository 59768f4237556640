import { describe, expect, it } from "vitest";
import { embedUrl } from "./embedUrl";

describe("embedUrl", () => {
  it("embeds YouTube without tracking cookies, with autoplay when asked", () => {
    expect(
      embedUrl({ provider: "youtube", id: "dQw4w9WgXcQ" }, { autoplay: true, parent: "x" }),
    ).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0");
  });
  it.each([
    [
      { provider: "twitch", kind: "video", id: "123" } as const,
      "https://player.twitch.tv/?video=v123&parent=causeway.example&autoplay=false",
    ],
    [
      { provider: "twitch", kind: "channel", id: "abc" } as const,
      "https://player.twitch.tv/?channel=abc&parent=causeway.example&autoplay=false",
    ],
    [
      { provider: "twitch", kind: "clip", id: "Slug" } as const,
      "https://clips.twitch.tv/embed?clip=Slug&parent=causeway.example&autoplay=false",
    ],
  ])("embeds Twitch %j with the parent host", (source, expected) => {
    expect(embedUrl(source, { autoplay: false, parent: "causeway.example" })).toBe(expected);
  });
});
