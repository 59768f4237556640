import type { ReactNode } from "react";

/**
 * The actions row of a dialog (Dialog and the light Modal): stacked on small screens with the
 * primary last-in-source on top, in a row at the end from `sm`; without actions, bottom spacing.
 */
export function DialogFooter({ children }: { children?: ReactNode }) {
  if (!children) return <div className="cw:pb-4" />;
  return (
    <div
      data-slot="dialog-footer"
      className="cw:flex cw:flex-col-reverse cw:gap-2 cw:px-6 cw:pt-2 cw:pb-6 cw:sm:flex-row cw:sm:flex-wrap cw:sm:justify-end"
    >
      {children}
    </div>
  );
}
