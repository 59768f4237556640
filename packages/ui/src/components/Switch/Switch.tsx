"use client";
import type { ReactNode } from "react";
import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from "react-aria-components";
import { cn } from "../../lib/cn";

export interface SwitchProps extends Omit<AriaSwitchProps, "className" | "children"> {
  /** The visible label; an unlabeled switch needs `aria-label`. */
  children?: ReactNode;
  className?: string;
}

/** An on/off setting that applies at once (a checkbox is for choices submitted with a form). */
export function Switch({ children, className, ...props }: SwitchProps) {
  return (
    <AriaSwitch
      data-slot="switch"
      className={cn(
        "cw:group cw:flex cw:w-fit cw:cursor-pointer cw:items-center cw:gap-2 cw:text-sm cw:text-fg",
        "cw:data-[disabled]:cursor-not-allowed cw:data-[disabled]:opacity-50",
        className,
      )}
      {...props}
    >
      <span
        aria-hidden="true"
        className={cn(
          "cw:flex cw:h-5 cw:w-9 cw:shrink-0 cw:items-center cw:rounded-full cw:border cw:border-transparent cw:bg-border-strong cw:p-0.5",
          "cw:transition-colors cw:duration-(--duration-fast) cw:group-data-[selected]:bg-primary",
          "cw:group-data-[focus-visible]:ring-2 cw:group-data-[focus-visible]:ring-focus cw:group-data-[focus-visible]:ring-offset-2 cw:group-data-[focus-visible]:ring-offset-surface",
        )}
      >
        <span className="cw:size-4 cw:rounded-full cw:bg-surface cw:shadow-sm cw:transition-transform cw:duration-(--duration-fast) cw:group-data-[selected]:translate-x-4 cw:rtl:group-data-[selected]:-translate-x-4" />
      </span>
      {children}
    </AriaSwitch>
  );
}
