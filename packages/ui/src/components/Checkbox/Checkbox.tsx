"use client";
import { Check, Minus } from "lucide-react";
import type { ReactNode } from "react";
import {
  Checkbox as AriaCheckbox,
  CheckboxGroup as AriaCheckboxGroup,
  type CheckboxGroupProps as AriaCheckboxGroupProps,
  type CheckboxProps as AriaCheckboxProps,
} from "react-aria-components";
import { cn } from "../../lib/cn";
import { Field, type FieldErrorMessage } from "../Field";

export interface CheckboxProps extends Omit<AriaCheckboxProps, "className" | "children"> {
  /** The visible label; an unlabeled checkbox needs `aria-label`. */
  children?: ReactNode;
  className?: string;
}

/** A checkbox with its label; supports the indeterminate ("some selected") state. */
export function Checkbox({ children, className, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox
      data-slot="checkbox"
      className={cn(
        "group flex w-fit cursor-pointer items-start gap-2 text-sm text-fg",
        "data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50",
        className,
      )}
      {...props}
    >
      {({ isSelected, isIndeterminate }) => (
        <>
          <span
            aria-hidden="true"
            className={cn(
              "mt-0.5 flex size-4 shrink-0 items-center justify-center rounded-sm border text-primary-fg",
              "transition-colors duration-(--duration-fast)",
              "group-data-[focus-visible]:ring-2 group-data-[focus-visible]:ring-focus group-data-[focus-visible]:ring-offset-2 group-data-[focus-visible]:ring-offset-surface",
              "group-data-[invalid]:border-danger",
              isSelected || isIndeterminate
                ? "border-primary bg-primary group-data-[hovered]:border-primary-hover group-data-[hovered]:bg-primary-hover"
                : "border-border-strong bg-surface group-data-[hovered]:border-fg-muted",
            )}
          >
            {isIndeterminate ? (
              <Minus size={12} strokeWidth={3} />
            ) : isSelected ? (
              <Check size={12} strokeWidth={3} />
            ) : null}
          </span>
          {children ? <span className="leading-5">{children}</span> : null}
        </>
      )}
    </AriaCheckbox>
  );
}

export interface CheckboxGroupProps extends Omit<AriaCheckboxGroupProps, "className" | "children"> {
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: FieldErrorMessage;
  orientation?: "vertical" | "horizontal";
  children: ReactNode;
  className?: string;
}

/** Several checkboxes under one label, with a shared description and error. */
export function CheckboxGroup({
  label,
  description,
  errorMessage,
  orientation = "vertical",
  children,
  className,
  validationBehavior = "aria",
  ...props
}: CheckboxGroupProps) {
  return (
    <AriaCheckboxGroup
      data-slot="checkbox-group"
      data-orientation={orientation}
      className={cn("flex flex-col gap-2", className)}
      validationBehavior={validationBehavior}
      {...props}
    >
      <Field
        label={label}
        description={description}
        errorMessage={errorMessage}
        isRequired={props.isRequired}
      >
        <div
          className={cn(
            "flex gap-3",
            orientation === "vertical" ? "flex-col" : "flex-row flex-wrap gap-x-5",
          )}
        >
          {children}
        </div>
      </Field>
    </AriaCheckboxGroup>
  );
}
