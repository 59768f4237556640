import { describe, expect, it } from "vitest";
import { embedUrl, parseVideoUrl } from "./parseVideoUrl";

describe("parseVideoUrl", () => {
  it.each([
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", { provider: "youtube", id: "dQw4w9WgXcQ" }],
    ["https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s", { provider: "youtube", id: "dQw4w9WgXcQ" }],
    ["https://m.youtube.com/watch?v=dQw4w9WgXcQ", { provider: "youtube", id: "dQw4w9WgXcQ" }],
    ["https://youtu.be/dQw4w9WgXcQ?si=abc", { provider: "youtube", id: "dQw4w9WgXcQ" }],
    ["https://www.youtube.com/shorts/aqz-KE-bpKQ", { provider: "youtube", id: "aqz-KE-bpKQ" }],
    ["https://www.youtube.com/embed/dQw4w9WgXcQ", { provider: "youtube", id: "dQw4w9WgXcQ" }],
    ["  https://youtu.be/dQw4w9WgXcQ  ", { provider: "youtube", id: "dQw4w9WgXcQ" }],
    [
      "https://www.twitch.tv/videos/1234567890",
      { provider: "twitch", kind: "video", id: "1234567890" },
    ],
    [
      "https://www.twitch.tv/SomeStreamer",
      { provider: "twitch", kind: "channel", id: "somestreamer" },
    ],
    [
      "https://clips.twitch.tv/FunnyClipSlug-abc123",
      { provider: "twitch", kind: "clip", id: "FunnyClipSlug-abc123" },
    ],
    [
      "https://www.twitch.tv/streamer/clip/FunnyClipSlug",
      { provider: "twitch", kind: "clip", id: "FunnyClipSlug" },
    ],
  ])("reads %s", (input, expected) => {
    expect(parseVideoUrl(input)).toEqual(expected);
  });

  it.each([
    "not a url",
    "",
    "https://vimeo.com/12345",
    "https://www.youtube.com/watch?v=short",
    "https://youtu.be/",
    "javascript:alert(1)//youtube.com/watch?v=dQw4w9WgXcQ",
    "https://evil.example/youtube.com/watch?v=dQw4w9WgXcQ",
    "https://www.twitch.tv/videos/notanumber",
    "https://www.twitch.tv/",
  ])("refuses %s", (input) => {
    expect(parseVideoUrl(input)).toBeNull();
  });
});

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
