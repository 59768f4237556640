import { describe, expect, it } from "vitest";
import { isEmbeddableVideoUrl, parseVideoUrl } from "./video-url";

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
    [
      "https://youtube.com/shorts/aqz-KE-bpKQ?feature=share",
      { provider: "youtube", id: "aqz-KE-bpKQ" },
    ],
    ["https://m.youtube.com/shorts/aqz-KE-bpKQ", { provider: "youtube", id: "aqz-KE-bpKQ" }],
    ["https://youtube.com/embed/dQw4w9WgXcQ?start=30", { provider: "youtube", id: "dQw4w9WgXcQ" }],
    ["https://www.youtube.com/live/dQw4w9WgXcQ", { provider: "youtube", id: "dQw4w9WgXcQ" }],
    [
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
      { provider: "youtube", id: "dQw4w9WgXcQ" },
    ],
    [
      "https://www.youtube.com/watch?feature=shared&v=dQw4w9WgXcQ&list=PL1&index=2#t=1m",
      { provider: "youtube", id: "dQw4w9WgXcQ" },
    ],
    ["https://youtu.be/dQw4w9WgXcQ?t=42", { provider: "youtube", id: "dQw4w9WgXcQ" }],
    ["http://youtu.be/dQw4w9WgXcQ", { provider: "youtube", id: "dQw4w9WgXcQ" }],
    ["HTTPS://WWW.YOUTUBE.COM/watch?v=dQw4w9WgXcQ", { provider: "youtube", id: "dQw4w9WgXcQ" }],
    [
      "https://twitch.tv/some_streamer/",
      { provider: "twitch", kind: "channel", id: "some_streamer" },
    ],
    [
      "https://m.twitch.tv/somestreamer",
      { provider: "twitch", kind: "channel", id: "somestreamer" },
    ],
    [
      "https://twitch.tv/videos/1234567890?t=1h2m3s",
      { provider: "twitch", kind: "video", id: "1234567890" },
    ],
    [
      "https://clips.twitch.tv/embed?clip=FunnyClipSlug&parent=x",
      { provider: "twitch", kind: "clip", id: "FunnyClipSlug" },
    ],
  ])("reads %s", (input, expected) => {
    expect(parseVideoUrl(input)).toEqual(expected);
    expect(isEmbeddableVideoUrl(input)).toBe(true);
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
    // other schemes
    "javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "ftp://youtube.com/watch?v=dQw4w9WgXcQ",
    "//youtu.be/dQw4w9WgXcQ",
    "youtu.be/dQw4w9WgXcQ",
    // other and look-alike hosts
    "https://player.vimeo.com/video/12345",
    "https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ",
    "https://evil.example/?u=https://youtu.be/dQw4w9WgXcQ",
    "https://notyoutube.com/watch?v=dQw4w9WgXcQ",
    "https://youtu.be.evil.example/dQw4w9WgXcQ",
    "https://twitch.tv.evil.example/somestreamer",
    "https://clips.twitch.tv.evil.example/FunnyClipSlug",
    "https://youtube.com@evil.example/watch?v=dQw4w9WgXcQ",
    "https://user:pass@youtube.com/watch?v=dQw4w9WgXcQ",
    "https://youtube.com:8443/watch?v=dQw4w9WgXcQ",
    "https://www.youtube.com./watch?v=dQw4w9WgXcQ",
    // ids with bad characters or the wrong length
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ1",
    "https://www.youtube.com/watch?v=dQw4w9WgX%3C",
    "https://www.youtube.com/watch?v=<script>aaa",
    "https://youtu.be/dQw4w9WgX.Q",
    "https://youtu.be/dQw4w9WgXcQ/extra",
    "https://www.youtube.com/shorts/",
    'https://www.youtube.com/embed/dQw4w9WgXcQ"',
    "https://www.youtube.com/channel/UCabcdefghij",
    "https://www.youtube.com/@someone",
    "https://www.twitch.tv/videos/",
    "https://www.twitch.tv/videos",
    "https://www.twitch.tv/directory",
    "https://www.twitch.tv/ab",
    "https://www.twitch.tv/some-streamer",
    "https://www.twitch.tv/somestreamer/videos",
    "https://clips.twitch.tv/Funny.Clip",
    "https://clips.twitch.tv/",
    "https://www.twitch.tv/streamer/clip/",
  ])("refuses %s", (input) => {
    expect(parseVideoUrl(input)).toBeNull();
    expect(isEmbeddableVideoUrl(input)).toBe(false);
  });
});
