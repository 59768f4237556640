"use client";
import { useTranslator } from "@causeway/i18n/react";
import { Play } from "lucide-react";
import { useState } from "react";
import { cn } from "../../lib/cn";
import { InteractiveElement } from "../../lib/InteractiveElement";
import { embedUrl, type VideoSource } from "./embedUrl";

export interface VideoEmbedProps {
  /**
   * The video, as a link parser read it (`parseVideoUrl` of `@causeway/rules` gives this shape from
   * a YouTube or Twitch link); null for a link that is not a video we can embed.
   */
  source: VideoSource | null;
  /** What the video is, for the play button and the frame's title. */
  title?: string;
  /** A still shown until the viewer presses play (no request to the video site before that). */
  thumbnail?: string;
  /** Preview mode: the player loads at once and starts playing. */
  autoplay?: boolean;
  className?: string;
}

/** A YouTube or Twitch player that loads only when asked, 16:9, with a labelled play button. */
export function VideoEmbed({
  source,
  title,
  thumbnail,
  autoplay = false,
  className,
}: VideoEmbedProps) {
  const { t } = useTranslator();
  const [playing, setPlaying] = useState(autoplay);
  const frameTitle = title ?? t("ui.video.title");

  if (!source) {
    return (
      <p
        data-slot="video-embed"
        data-state="invalid"
        className={cn("cw:text-sm cw:text-danger", className)}
      >
        {t("ui.video.invalid")}
      </p>
    );
  }
  const parent = typeof window === "undefined" ? "localhost" : window.location.hostname;
  return (
    <div
      data-slot="video-embed"
      data-provider={source.provider}
      data-state={playing ? "playing" : "idle"}
      className={cn(
        "cw:relative cw:aspect-video cw:w-full cw:overflow-hidden cw:rounded-lg cw:bg-neutral-900",
        className,
      )}
    >
      {playing ? (
        <iframe
          src={embedUrl(source, { autoplay: true, parent })}
          title={frameTitle}
          className="cw:absolute cw:inset-0 cw:size-full cw:border-0"
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <InteractiveElement
          onPress={() => setPlaying(true)}
          aria-label={title ? t("ui.video.play_named", { title }) : t("ui.video.play")}
          className="cw:group cw:absolute cw:inset-0 cw:flex cw:cursor-pointer cw:items-center cw:justify-center cw:outline-none cw:data-[focus-visible]:ring-4 cw:data-[focus-visible]:ring-focus cw:data-[focus-visible]:ring-inset"
        >
          {thumbnail ? (
            <img
              src={thumbnail}
              alt=""
              className="cw:absolute cw:inset-0 cw:size-full cw:object-cover"
            />
          ) : (
            <span
              aria-hidden="true"
              className="cw:absolute cw:inset-0 cw:bg-gradient-to-br cw:from-neutral-700 cw:to-neutral-950"
            />
          )}
          <span
            aria-hidden="true"
            className="cw:relative cw:flex cw:size-16 cw:items-center cw:justify-center cw:rounded-full cw:bg-neutral-950/75 cw:text-neutral-0 cw:transition-transform cw:group-data-[hovered]:scale-110"
          >
            <Play size={28} fill="currentColor" />
          </span>
        </InteractiveElement>
      )}
    </div>
  );
}
