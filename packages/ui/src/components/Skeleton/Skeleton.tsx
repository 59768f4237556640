import { cva, type VariantProps } from "class-variance-authority";
import type { CSSProperties } from "react";
import { cn } from "../../lib/cn";

const shapes = ["text", "circle", "rect", "media"] as const;
const shapeRadius = {
  text: "cw:rounded-sm",
  circle: "cw:rounded-full",
  rect: "cw:rounded-md",
  media: "cw:rounded-md",
};

export const skeletonVariants = cva(
  "cw:block cw:animate-pulse cw:bg-surface-sunken cw:dark:bg-surface-muted",
  {
    variants: {
      shape: {
        text: "cw:h-[0.8em] cw:w-full",
        circle: "cw:aspect-square cw:size-10",
        rect: "cw:h-24 cw:w-full",
        /** A 16:9 picture or video as wide as its container. */
        media: "cw:aspect-video cw:h-auto cw:w-full",
      },
      /** The corners; `shape` picks them by default (text sm, circle full, rect and media md). */
      radius: {
        shape: "",
        none: "cw:rounded-none",
        sm: "cw:rounded-sm",
        md: "cw:rounded-md",
        xl: "cw:rounded-xl",
        full: "cw:rounded-full",
      },
    },
    compoundVariants: shapes.map((shape) => ({
      shape,
      radius: "shape" as const,
      class: shapeRadius[shape],
    })),
    defaultVariants: { shape: "text", radius: "shape" },
  },
);

export interface SkeletonProps extends VariantProps<typeof skeletonVariants> {
  /** CSS width (e.g. "60%", 120). */
  width?: CSSProperties["width"];
  /** CSS height (e.g. 200); a circle takes its width. */
  height?: CSSProperties["height"];
  /** For `text`: that many lines, the last one shorter. */
  lines?: number;
  className?: string;
}

/**
 * A grey placeholder where content will appear. Always hidden from assistive technology: put it in
 * a container with `aria-busy="true"` and a visually hidden "Loading…" (see the BusyContainer story).
 */
export function Skeleton({ shape, radius, width, height, lines = 1, className }: SkeletonProps) {
  // A circle is as tall as it is wide.
  const style: CSSProperties = shape === "circle" ? { width, height: width } : { width, height };
  if (shape !== "circle" && lines > 1) {
    return (
      <span
        data-slot="skeleton"
        data-shape="text"
        aria-hidden="true"
        className="cw:flex cw:w-full cw:flex-col cw:gap-2"
        style={{ width }}
      >
        {Array.from({ length: lines }, (_, i) => `line-${i}`).map((key, i) => (
          <span
            key={key}
            className={cn(skeletonVariants({ shape: "text", radius }), className)}
            style={{ width: i === lines - 1 ? "60%" : "100%" }}
          />
        ))}
      </span>
    );
  }
  return (
    <span
      data-slot="skeleton"
      data-shape={shape ?? "text"}
      aria-hidden="true"
      className={cn(skeletonVariants({ shape, radius }), className)}
      style={style}
    />
  );
}
