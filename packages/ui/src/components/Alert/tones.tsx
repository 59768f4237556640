import { cva } from "class-variance-authority";
import { CircleAlert, CircleCheck, Info, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";

/** The four message tones shared by Alert and Toast. */
export type Tone = "info" | "success" | "warning" | "danger";

export const toneVariants = cva("", {
  variants: {
    tone: {
      info: "cw:border-info/40 cw:bg-info-soft cw:[&_[data-slot$=icon]]:text-info",
      success: "cw:border-success/40 cw:bg-success-soft cw:[&_[data-slot$=icon]]:text-success",
      warning: "cw:border-warning/40 cw:bg-warning-soft cw:[&_[data-slot$=icon]]:text-warning",
      danger: "cw:border-danger/40 cw:bg-danger-soft cw:[&_[data-slot$=icon]]:text-danger",
    },
  },
  defaultVariants: { tone: "info" },
});

const icons: Record<Tone, (size: number) => ReactNode> = {
  info: (size) => <Info aria-hidden size={size} />,
  success: (size) => <CircleCheck aria-hidden size={size} />,
  warning: (size) => <TriangleAlert aria-hidden size={size} />,
  danger: (size) => <CircleAlert aria-hidden size={size} />,
};

/** The decorative icon of a tone (the title carries the meaning, never the colour alone). */
export function toneIcon(tone: Tone, size = 20): ReactNode {
  return icons[tone](size);
}
