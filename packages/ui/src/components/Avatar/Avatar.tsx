"use client";
import { useTranslator } from "@causeway/i18n/react";
import { cva } from "class-variance-authority";
import { User } from "lucide-react";
import { useState } from "react";
import { cn } from "../../lib/cn";
import { type AvatarColor, avatarColorFor, initialsOf } from "./avatarFallback";

const avatarVariants = cva(
  "relative inline-flex shrink-0 select-none items-center justify-center overflow-hidden rounded-full font-semibold",
  {
    variants: {
      size: {
        xs: "size-6 text-[0.625rem]",
        sm: "size-8 text-xs",
        md: "size-10 text-sm",
        lg: "size-14 text-lg",
        xl: "size-24 text-3xl",
      },
      color: {
        brand: "bg-primary-soft text-primary-soft-fg",
        info: "bg-info-soft text-info",
        success: "bg-success-soft text-success",
        warning: "bg-warning-soft text-warning",
        danger: "bg-danger-soft text-danger",
        neutral: "bg-surface-sunken text-fg-muted",
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
          className="size-full object-cover"
        />
      ) : initials ? (
        <span aria-hidden>{initials}</span>
      ) : (
        <User aria-hidden size={iconSize[size]} />
      )}
    </span>
  );
}
