/** A video the player can embed: a YouTube video, or a Twitch video, channel or clip. */
export type VideoSource =
  | { provider: "youtube"; id: string }
  | { provider: "twitch"; kind: "video" | "channel" | "clip"; id: string };

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
