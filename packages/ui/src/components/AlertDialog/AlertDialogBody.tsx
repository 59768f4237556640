import { TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";

/** With `layout="wrap"`: long labels (translations, custom actions) wrap instead of overflowing. */
export const alertActionClass = "cw:min-h-10 cw:max-w-full cw:text-center";
export const alertTitleClass = "cw:font-semibold cw:text-lg";
export const alertDescriptionClass = "cw:text-fg-muted cw:text-sm";

export interface AlertDialogBodyProps {
  variant: "default" | "destructive";
  /** The title element, already labelled for the dialog it sits in. */
  title: ReactNode;
  description: ReactNode;
  cancel: ReactNode;
  confirm: ReactNode;
  children?: ReactNode;
}

/** The inside of a confirmation: the alert icon when destructive, texts, Cancel and confirm. */
export function AlertDialogBody({
  variant,
  title,
  description,
  cancel,
  confirm,
  children,
}: AlertDialogBodyProps) {
  return (
    <>
      <div className="cw:flex cw:gap-3">
        {variant === "destructive" ? (
          <span
            data-slot="alert-dialog-icon"
            className="cw:flex cw:size-10 cw:shrink-0 cw:items-center cw:justify-center cw:rounded-full cw:bg-danger-soft cw:text-danger"
          >
            <TriangleAlert aria-hidden size={20} />
          </span>
        ) : null}
        <div className="cw:flex cw:min-w-0 cw:flex-col cw:gap-1">
          {title}
          {description}
          {children ? <div className="cw:pt-2 cw:text-sm">{children}</div> : null}
        </div>
      </div>
      <div
        data-slot="alert-dialog-footer"
        className="cw:flex cw:flex-col-reverse cw:gap-2 cw:sm:flex-row cw:sm:flex-wrap cw:sm:justify-end"
      >
        {cancel}
        {confirm}
      </div>
    </>
  );
}
