"use client";
import { useTranslator } from "@causeway/i18n/react";
import { cva } from "class-variance-authority";
import { User } from "lucide-react";
import { useState } from "react";
import { cn } from "../../lib/cn";
import { type AvatarColor, avatarColorFor, initialsOf } from "./avatarFallback";

const avatarVariants = cva(
  "cw:relative cw:inline-flex cw:shrink-0 cw:select-none cw:items-center cw:justify-center cw:overflow-hidden cw:rounded-full cw:font-semibold",
  {
    variants: {
      size: {
        xs: "cw:size-6 cw:text-[0.625rem]",
        sm: "cw:size-8 cw:text-xs",
        md: "cw:size-10 cw:text-sm",
        lg: "cw:size-14 cw:text-lg",
        xl: "cw:size-24 cw:text-3xl",
      },
      color: {
        brand: "cw:bg-primary-soft cw:text-primary-soft-fg",
        info: "cw:bg-info-soft cw:text-info",
        success: "cw:bg-success-soft cw:text-success",
        warning: "cw:bg-warning-soft cw:text-warning",
        danger: "cw:bg-danger-soft cw:text-danger",
        neutral: "cw:bg-surface-sunken cw:text-fg-muted",
      },
    },
    defaultVariants: { size: "md", color: "neutral" },
  },
);

const iconSize = { xs: 14, sm: 16, md: 20, lg: 28, xl: 48 } as const;

export interface AvatarProps {
  /** The person's or organisation's name: the accessible name and the source of the initials. */
  name?: string;
  /** Image URL. When missing or when it fails to load, initials (or an icon) are shown. */
  src?: string | null;
  /** Overrides the accessible name (defaults to `name`). */
  alt?: string;
  /** The background of the initials; by default chosen from the name, always the same for it. */
  color?: AvatarColor;
  size?: "xs" | "sm" | "md" | "lg" | "xl";
  className?: string;
}

/** A round picture of a person; initials on a colour when there is no picture; an icon without a name. */
export function Avatar({ name, src, alt, color, size = "md", className }: AvatarProps) {
  const { locale } = useTranslator();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const label = alt ?? name;
  const showImage = Boolean(src) && failedSrc !== src;
  const initials = name ? initialsOf(name, locale) : "";
  const tone = color ?? (name ? avatarColorFor(name) : "neutral");
  const content = showImage ? "image" : initials ? "initials" : "icon";
  return (
    <span
      data-slot="avatar"
      data-size={size}
      data-content={content}
      data-color={showImage ? undefined : tone}
      {...(showImage || !label ? {} : { role: "img", "aria-label": label })}
      aria-hidden={!label || undefined}
      className={cn(avatarVariants({ size, color: tone }), className)}
    >
      {showImage ? (
        <img
          src={src ?? undefined}
          alt={label ?? ""}
          onError={() => setFailedSrc(src ?? null)}
          className="cw:size-full cw:object-cover"
        />
      ) : initials ? (
        <span aria-hidden>{initials}</span>
      ) : (
        <User aria-hidden size={iconSize[size]} />
      )}
    </span>
  );
}
