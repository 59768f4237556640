"use client";
import { cn, WIDGET_ROOT } from "@causeway/ui";
import { ImageOff } from "lucide-react";
import { useState } from "react";

export interface CampaignCoverProps {
  /** The cover (campaignCover()), or null for the not-found image. */
  src: string | null;
  /** Empty when the campaign's name is written beside the cover. */
  alt?: string;
  className?: string;
  /**
   * The cover is the page's largest picture (a campaign's own page): fetched first, not lazily, so
   * it paints with the text instead of after the scripts.
   */
  priority?: boolean;
}

/** A campaign's cover; with no image, or one that fails to load, the not-found image (001 §8). */
export function CampaignCover({ src, alt = "", className, priority = false }: CampaignCoverProps) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    const classes = cn(
      WIDGET_ROOT,
      "cw:flex cw:size-full cw:items-center cw:justify-center cw:bg-surface-sunken cw:text-fg-muted",
      className,
    );
    const icon = <ImageOff aria-hidden="true" className="cw:size-10 cw:opacity-60" />;
    return alt ? (
      <div
        data-slot="campaign-cover"
        data-fallback=""
        role="img"
        aria-label={alt}
        className={classes}
      >
        {icon}
      </div>
    ) : (
      <div data-slot="campaign-cover" data-fallback="" aria-hidden="true" className={classes}>
        {icon}
      </div>
    );
  }
  return (
    <img
      data-slot="campaign-cover"
      src={src}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      onError={() => setFailed(src)}
      className={cn(WIDGET_ROOT, "cw:size-full cw:object-cover", className)}
    />
  );
}
