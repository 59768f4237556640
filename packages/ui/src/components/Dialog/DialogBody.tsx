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
      className="cw:min-h-0 cw:flex-1 cw:overflow-y-auto cw:px-6 cw:py-2 cw:text-sm cw:outline-none cw:data-[scrollable]:focus-visible:ring-2 cw:data-[scrollable]:focus-visible:ring-focus cw:data-[scrollable]:focus-visible:ring-inset"
    >
      {children}
    </div>
  );
}
