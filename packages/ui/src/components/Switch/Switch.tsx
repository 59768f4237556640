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
        "group flex w-fit cursor-pointer items-center gap-2 text-sm text-fg",
        "data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50",
        className,
      )}
      {...props}
    >
      <span
        aria-hidden="true"
        className={cn(
          "flex h-5 w-9 shrink-0 items-center rounded-full border border-transparent bg-border-strong p-0.5",
          "transition-colors duration-(--duration-fast) group-data-[selected]:bg-primary",
          "group-data-[focus-visible]:ring-2 group-data-[focus-visible]:ring-focus group-data-[focus-visible]:ring-offset-2 group-data-[focus-visible]:ring-offset-surface",
        )}
      >
        <span className="size-4 rounded-full bg-surface shadow-sm transition-transform duration-(--duration-fast) group-data-[selected]:translate-x-4 rtl:group-data-[selected]:-translate-x-4" />
      </span>
      {children}
    </AriaSwitch>
  );
}
