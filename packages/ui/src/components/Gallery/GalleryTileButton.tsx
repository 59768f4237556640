"use client";
import type { ReactNode } from "react";
import { useInteractionAttributes } from "../../lib/use-interaction-attributes";

/**
 * A tile that opens its picture: a native button with react-aria's state attributes
 * (data-hovered, data-focus-visible), so the gallery, which a campaign page shows near its top,
 * does not bring react-aria's press machinery (11 kB gzip of the page's first load, measured on the
 * campaign page's build) for a plain press.
 */
export function GalleryTileButton({
  className,
  more,
  onPress,
  children,
}: {
  className: string;
  more: number;
  onPress: () => void;
  children: ReactNode;
}) {
  const { attributes, handlers } = useInteractionAttributes<HTMLButtonElement>(false);
  return (
    <button
      type="button"
      data-slot="gallery-item"
      data-more={more || undefined}
      {...attributes}
      {...handlers}
      onClick={onPress}
      className={className}
    >
      {children}
    </button>
  );
}
