"use client";
import * as TooltipPrimitive from "@radix-ui/react-tooltip";
import type { ReactElement, ReactNode } from "react";
import { cn } from "../../lib/cn";
import { usePortalContainer } from "../../lib/portal-container";
import { WIDGET_ROOT } from "../../lib/widget-root";

export interface TooltipProps {
  /** The hint. Short, plain text: it describes the trigger, it is never the only way to a piece of information. */
  content: ReactNode;
  /** The one focusable element the tooltip describes (a Button, a link). */
  children: ReactElement;
  /** Milliseconds of hover before it shows; focus by keyboard shows it after the same delay. */
  delay?: number;
  side?: "top" | "right" | "bottom" | "left";
  align?: "start" | "center" | "end";
  /** Controlled visibility. */
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  className?: string;
}

/**
 * A short description shown on hover and on keyboard focus, hidden with Escape or on blur.
 * The trigger is described by it (`aria-describedby`); its own name stays its label.
 */
export function Tooltip({
  content,
  children,
  delay = 400,
  side = "top",
  align = "center",
  isOpen,
  defaultOpen,
  onOpenChange,
  className,
}: TooltipProps) {
  // Inside a dialog, drawn inside it (outside, the pointer cannot reach it).
  const container = usePortalContainer();
  return (
    <TooltipPrimitive.Provider delayDuration={delay}>
      <TooltipPrimitive.Root open={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal container={container}>
          <TooltipPrimitive.Content
            data-slot="tooltip"
            data-side={side}
            side={side}
            align={align}
            sideOffset={6}
            collisionPadding={8}
            className={cn(
              WIDGET_ROOT,
              "cw:z-(--z-tooltip) cw:max-w-64 cw:rounded-sm cw:bg-fg cw:px-2 cw:py-1 cw:text-surface cw:text-xs cw:shadow-md",
              className,
            )}
          >
            {content}
            <TooltipPrimitive.Arrow className="cw:fill-fg" width={10} height={5} />
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
