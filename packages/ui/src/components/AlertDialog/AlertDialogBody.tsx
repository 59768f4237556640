import { TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";

/** With `layout="wrap"`: long labels (translations, custom actions) wrap instead of overflowing. */
export const alertActionClass = "min-h-10 max-w-full text-center";
export const alertTitleClass = "font-semibold text-lg";
export const alertDescriptionClass = "text-fg-muted text-sm";

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
      <div className="flex gap-3">
        {variant === "destructive" ? (
          <span
            data-slot="alert-dialog-icon"
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-danger-soft text-danger"
          >
            <TriangleAlert aria-hidden size={20} />
          </span>
        ) : null}
        <div className="flex min-w-0 flex-col gap-1">
          {title}
          {description}
          {children ? <div className="pt-2 text-sm">{children}</div> : null}
        </div>
      </div>
      <div
        data-slot="alert-dialog-footer"
        className="flex flex-col-reverse gap-2 sm:flex-row sm:flex-wrap sm:justify-end"
      >
        {cancel}
        {confirm}
      </div>
    </>
  );
}
