// The one reading of a video link: the rule that accepts a campaign's video, the post card's link
// preview and the campaign card's cover all read a link here, and hand the parsed value to the
// player (@causeway/ui's VideoEmbed takes it as its `source`).

/** A video link we can embed: a YouTube video, or a Twitch video, channel or clip. */
export type VideoSource =
  | { provider: "youtube"; id: string }
  | { provider: "twitch"; kind: "video" | "channel" | "clip"; id: string };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const TWITCH_NAME = /^[A-Za-z0-9_]{3,25}$/;
const TWITCH_VIDEO = /^\d{1,20}$/;
const TWITCH_CLIP = /^[A-Za-z0-9_-]{1,100}$/;
/** twitch.tv pages whose first path segment is not a channel. */
const TWITCH_PAGES = new Set([
  "directory",
  "downloads",
  "friends",
  "inventory",
  "jobs",
  "login",
  "messages",
  "p",
  "payments",
  "search",
  "settings",
  "signup",
  "subscriptions",
  "turbo",
  "videos",
  "wallet",
]);

/**
 * Reads a pasted YouTube or Twitch URL: youtube.com/watch?v=, youtu.be/, /shorts/, /embed/,
 * /live/ (www., m. or none), twitch.tv/<channel>, twitch.tv/videos/<id>, clips.twitch.tv/<slug>
 * and twitch.tv/<channel>/clip/<slug>. Anything else (another scheme or host, a look-alike host,
 * credentials or a port, a malformed id) gives null.
 */
export function parseVideoUrl(input: string): VideoSource | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.username || url.password || url.port) return null;
  const host = url.hostname.replace(/^(www|m)\./, "");
  const parts = url.pathname.split("/").filter(Boolean);

  if (host === "youtube.com" || host === "youtube-nocookie.com") {
    const id =
      parts[0] === "watch" || parts.length === 0
        ? url.searchParams.get("v")
        : ["shorts", "embed", "live", "v"].includes(parts[0] ?? "")
          ? parts[1]
          : null;
    return id && YOUTUBE_ID.test(id) ? { provider: "youtube", id } : null;
  }
  if (host === "youtu.be") {
    const id = parts[0];
    return id && parts.length === 1 && YOUTUBE_ID.test(id) ? { provider: "youtube", id } : null;
  }
  if (url.hostname === "clips.twitch.tv") {
    const id = parts[0] === "embed" ? url.searchParams.get("clip") : parts[0];
    return id && TWITCH_CLIP.test(id) ? { provider: "twitch", kind: "clip", id } : null;
  }
  if (host === "twitch.tv") {
    const [first, second, third] = parts;
    if (first === "videos" && parts.length === 2 && second && TWITCH_VIDEO.test(second)) {
      return { provider: "twitch", kind: "video", id: second };
    }
    if (parts.length === 3 && first && TWITCH_NAME.test(first) && second === "clip") {
      return third && TWITCH_CLIP.test(third)
        ? { provider: "twitch", kind: "clip", id: third }
        : null;
    }
    if (parts.length === 1 && first && TWITCH_NAME.test(first)) {
      const id = first.toLowerCase();
      return TWITCH_PAGES.has(id) ? null : { provider: "twitch", kind: "channel", id };
    }
  }
  return null;
}

/** Whether a link is a YouTube or Twitch video we can embed (what parseVideoUrl reads). */
export function isEmbeddableVideoUrl(input: string): boolean {
  return parseVideoUrl(input) !== null;
}
