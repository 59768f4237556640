import type { ReactNode } from "react";

/**
 * The actions row of a dialog (Dialog and the light Modal): stacked on small screens with the
 * primary last-in-source on top, in a row at the end from `sm`; without actions, bottom spacing.
 */
export function DialogFooter({ children }: { children?: ReactNode }) {
  if (!children) return <div className="pb-4" />;
  return (
    <div
      data-slot="dialog-footer"
      className="flex flex-col-reverse gap-2 px-6 pt-2 pb-6 sm:flex-row sm:flex-wrap sm:justify-end"
    >
      {children}
    </div>
  );
}
