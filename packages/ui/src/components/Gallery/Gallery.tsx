"use client";
import { useTranslator } from "@causeway/i18n/react";
import { cva } from "class-variance-authority";
import { Lock } from "lucide-react";
import { cn } from "../../lib/cn";
import { VisuallyHidden } from "../VisuallyHidden";
import { GalleryTileButton } from "./GalleryTileButton";
import { GALLERY_MAX_TILES, galleryTiles } from "./galleryTiles";

export interface GalleryImage {
  src: string;
  /** What the image shows; it also names the thumbnail's button. */
  alt: string;
}

export interface GalleryProps {
  images: readonly GalleryImage[];
  /** Called with the index of the thumbnail pressed (the "+N" tile opens its own image). */
  onOpen?: (index: number) => void;
  /** Draws a lock over blurred images: they cannot be opened and are hidden from screen readers. */
  isLocked?: boolean;
  /** Overrides the dictionary's "These images are locked". */
  lockedLabel?: string;
  /** Thumbnails before the "+N" count (default 4). */
  maxTiles?: number;
  /** Overrides the dictionary's "{count} more images" on the last tile. */
  getMoreLabel?: (count: number) => string;
  /** Names the group; defaults to the dictionary's "Image gallery". */
  "aria-label"?: string;
  className?: string;
}

const grid = cva("grid gap-1", {
  variants: {
    shown: { 1: "grid-cols-1", 2: "grid-cols-2", 3: "grid-cols-2", many: "grid-cols-2" },
  },
});

const tile = cva("relative block overflow-hidden bg-surface-sunken", {
  variants: {
    shape: { wide: "aspect-video", square: "aspect-square", banner: "col-span-2 aspect-[2/1]" },
  },
});

/** Thumbnails are positional: the same picture may appear twice, so the key is place and source. */
const tilesOf = (images: readonly GalleryImage[], shown: number) =>
  images.slice(0, shown).map((image, index) => ({ image, index, key: `${index}:${image.src}` }));

const tileShape = (shown: number, index: number) => {
  if (shown === 1) return "wide" as const;
  if (shown === 3 && index === 0) return "banner" as const;
  return "square" as const;
};

/** Up to 4 thumbnails in a grid, a "+N" count on the last, and an optional lock overlay. */
export function Gallery({
  images,
  onOpen,
  isLocked = false,
  lockedLabel,
  maxTiles = GALLERY_MAX_TILES,
  getMoreLabel,
  "aria-label": ariaLabel,
  className,
}: GalleryProps) {
  const { t } = useTranslator();
  const { shown, hidden } = galleryTiles(images.length, maxTiles);
  if (shown === 0) return null;
  const interactive = Boolean(onOpen) && !isLocked;

  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled set of images, not a form's fieldset
    <div
      role="group"
      aria-label={ariaLabel ?? t("ui.gallery.label")}
      data-slot="gallery"
      data-count={images.length}
      data-locked={isLocked || undefined}
      className={cn("relative overflow-hidden rounded-lg", className)}
    >
      <div
        className={grid({ shown: shown >= 4 ? "many" : (shown as 1 | 2 | 3) })}
        aria-hidden={isLocked || undefined}
        inert={isLocked || undefined}
      >
        {tilesOf(images, shown).map(({ image, index, key }) => {
          const more = index === shown - 1 && hidden > 0 ? hidden : 0;
          const content = (
            <>
              <img
                src={image.src}
                alt={image.alt}
                loading="lazy"
                decoding="async"
                className="size-full object-cover"
              />
              {more > 0 && (
                <>
                  <span
                    aria-hidden="true"
                    data-slot="gallery-more"
                    className="absolute inset-0 flex items-center justify-center bg-surface/75 text-2xl font-semibold text-fg backdrop-blur-[2px]"
                  >
                    {`+${more}`}
                  </span>
                  <VisuallyHidden>
                    {getMoreLabel?.(more) ?? t("ui.gallery.more_images", { count: more })}
                  </VisuallyHidden>
                </>
              )}
            </>
          );
          const className = tile({ shape: tileShape(shown, index) });
          return interactive ? (
            <GalleryTileButton
              key={key}
              more={more}
              onPress={() => onOpen?.(index)}
              className={cn(
                className,
                "cursor-pointer outline-none after:pointer-events-none after:absolute after:inset-0 after:content-['']",
                "data-[hovered]:after:bg-fg/10",
                "data-[focus-visible]:after:ring-4 data-[focus-visible]:after:ring-inset data-[focus-visible]:after:ring-focus",
              )}
            >
              {content}
            </GalleryTileButton>
          ) : (
            <div
              key={key}
              data-slot="gallery-item"
              data-more={more || undefined}
              className={className}
            >
              {content}
            </div>
          );
        })}
      </div>
      {isLocked && (
        <div
          data-slot="gallery-lock"
          className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-surface/60 p-4 text-center backdrop-blur-xl"
        >
          <span className="rounded-full bg-surface-raised p-3 text-fg shadow-md">
            <Lock aria-hidden size={24} />
          </span>
          <span className="text-sm font-medium text-fg">
            {lockedLabel ?? t("ui.gallery.locked")}
          </span>
        </div>
      )}
    </div>
  );
}
