/** A video link we can embed: a YouTube video, or a Twitch video, channel or clip. */
export type VideoSource =
  | { provider: "youtube"; id: string }
  | { provider: "twitch"; kind: "video" | "channel" | "clip"; id: string };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const TWITCH_NAME = /^[A-Za-z0-9_]{3,25}$/;
const TWITCH_CLIP = /^[A-Za-z0-9_-]+$/;

/** Reads a pasted YouTube or Twitch URL; anything else (or a malformed one) gives null. */
export function parseVideoUrl(input: string): VideoSource | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
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
    return id && YOUTUBE_ID.test(id) ? { provider: "youtube", id } : null;
  }
  if (host === "clips.twitch.tv") {
    const id = parts[0] === "embed" ? url.searchParams.get("clip") : parts[0];
    return id && TWITCH_CLIP.test(id) ? { provider: "twitch", kind: "clip", id } : null;
  }
  if (host === "twitch.tv") {
    if (parts[0] === "videos" && parts[1] && /^\d+$/.test(parts[1])) {
      return { provider: "twitch", kind: "video", id: parts[1] };
    }
    if (parts[1] === "clip" && parts[2] && TWITCH_CLIP.test(parts[2])) {
      return { provider: "twitch", kind: "clip", id: parts[2] };
    }
    if (parts.length === 1 && parts[0] && TWITCH_NAME.test(parts[0])) {
      return { provider: "twitch", kind: "channel", id: parts[0].toLowerCase() };
    }
  }
  return null;
}

/** The iframe address of a video; Twitch requires the embedding page's host as `parent`. */
export function embedUrl(source: VideoSource, options: { autoplay: boolean; parent: string }) {
  const autoplay = options.autoplay ? "1" : "0";
  if (source.provider === "youtube") {
    return `https://www.youtube-nocookie.com/embed/${source.id}?autoplay=${autoplay}&rel=0`;
  }
  const parent = encodeURIComponent(options.parent);
  const play = options.autoplay ? "true" : "false";
  if (source.kind === "clip") {
    return `https://clips.twitch.tv/embed?clip=${source.id}&parent=${parent}&autoplay=${play}`;
  }
  const param = source.kind === "video" ? `video=v${source.id}` : `channel=${source.id}`;
  return `https://player.twitch.tv/?${param}&parent=${parent}&autoplay=${play}`;
}
