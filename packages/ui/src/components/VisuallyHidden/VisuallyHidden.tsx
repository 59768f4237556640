import type { ComponentPropsWithoutRef } from "react";
import { cn } from "../../lib/cn";

export type VisuallyHiddenProps = ComponentPropsWithoutRef<"span">;

/** Text for assistive technology only: read aloud, never drawn. */
export function VisuallyHidden({ className, ...props }: VisuallyHiddenProps) {
  return <span data-slot="visually-hidden" className={cn("cw:sr-only", className)} {...props} />;
}
