"use client";
import { type ReactNode, useRef } from "react";
import { useIsScrollable } from "./useScrollableFocus";

/** The scrolling middle of the dialog; focusable only when it actually scrolls. */
export function DialogBody({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const scrollable = useIsScrollable(ref);
  return (
    <div
      ref={ref}
      data-slot="dialog-body"
      data-scrollable={scrollable || undefined}
      tabIndex={scrollable ? 0 : undefined}
      className="min-h-0 flex-1 overflow-y-auto px-6 py-2 text-sm outline-none data-[scrollable]:focus-visible:ring-2 data-[scrollable]:focus-visible:ring-focus data-[scrollable]:focus-visible:ring-inset"
    >
      {children}
    </div>
  );
}
