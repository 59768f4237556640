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

const grid = cva("cw:grid cw:gap-1", {
  variants: {
    shown: {
      1: "cw:grid-cols-1",
      2: "cw:grid-cols-2",
      3: "cw:grid-cols-2",
      many: "cw:grid-cols-2",
    },
  },
});

const tile = cva("cw:relative cw:block cw:overflow-hidden cw:bg-surface-sunken", {
  variants: {
    shape: {
      wide: "cw:aspect-video",
      square: "cw:aspect-square",
      banner: "cw:col-span-2 cw:aspect-[2/1]",
    },
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
      className={cn("cw:relative cw:overflow-hidden cw:rounded-lg", className)}
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
                className="cw:size-full cw:object-cover"
              />
              {more > 0 && (
                <>
                  <span
                    aria-hidden="true"
                    data-slot="gallery-more"
                    className="cw:absolute cw:inset-0 cw:flex cw:items-center cw:justify-center cw:bg-surface/75 cw:text-2xl cw:font-semibold cw:text-fg cw:backdrop-blur-[2px]"
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
                "cw:cursor-pointer cw:outline-none cw:after:pointer-events-none cw:after:absolute cw:after:inset-0 cw:after:content-['']",
                "cw:data-[hovered]:after:bg-fg/10",
                "cw:data-[focus-visible]:after:ring-4 cw:data-[focus-visible]:after:ring-inset cw:data-[focus-visible]:after:ring-focus",
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
          className="cw:absolute cw:inset-0 cw:flex cw:flex-col cw:items-center cw:justify-center cw:gap-2 cw:bg-surface/60 cw:p-4 cw:text-center cw:backdrop-blur-xl"
        >
          <span className="cw:rounded-full cw:bg-surface-raised cw:p-3 cw:text-fg cw:shadow-md">
            <Lock aria-hidden size={24} />
          </span>
          <span className="cw:text-sm cw:font-medium cw:text-fg">
            {lockedLabel ?? t("ui.gallery.locked")}
          </span>
        </div>
      )}
    </div>
  );
}
