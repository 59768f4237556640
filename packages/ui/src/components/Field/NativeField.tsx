"use client";
import { type ReactNode, useId } from "react";
import { cn } from "../../lib/cn";
import { FieldLabelText, fieldErrorClass, fieldHelpClass, fieldLabelClass } from "./field-label";
import { fieldRootClass } from "./fieldStyles";

export interface NativeFieldOptions {
  id?: string;
  description?: ReactNode;
  errorMessage?: ReactNode;
  isInvalid?: boolean;
}

/**
 * Ids and ARIA wiring for a field built on a native control (no react-aria): the control is
 * described by its help line and, while invalid, by its error.
 */
export function useNativeField({ id, description, errorMessage, isInvalid }: NativeFieldOptions) {
  const generated = useId();
  const controlId = id ?? generated;
  const invalid = Boolean(isInvalid ?? errorMessage);
  const descriptionId = description ? `${controlId}-description` : undefined;
  const errorId = invalid && errorMessage ? `${controlId}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(" ") || undefined;
  return {
    invalid,
    ids: {
      control: controlId,
      label: `${controlId}-label`,
      description: descriptionId,
      error: errorId,
    },
    controlProps: {
      id: controlId,
      "aria-describedby": describedBy,
      "aria-invalid": invalid || undefined,
    },
  };
}

export interface NativeFieldProps {
  ids: ReturnType<typeof useNativeField>["ids"];
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode;
  isRequired?: boolean;
  showOptional?: boolean;
  className?: string;
  /** The control, wired with `controlProps` of useNativeField. */
  children: ReactNode;
}

/**
 * The field layout of Field (label, control, help line, error) for native controls: the light
 * choice for widgets other teams embed, where every kilobyte counts.
 */
export function NativeField({
  ids,
  label,
  description,
  errorMessage,
  isRequired,
  showOptional,
  className,
  children,
}: NativeFieldProps) {
  return (
    <div className={cn(fieldRootClass, className)}>
      {label ? (
        <label
          id={ids.label}
          htmlFor={ids.control}
          data-slot="field-label"
          className={fieldLabelClass}
        >
          <FieldLabelText isRequired={isRequired} showOptional={showOptional}>
            {label}
          </FieldLabelText>
        </label>
      ) : null}
      {children}
      {description ? (
        <div id={ids.description} data-slot="field-description" className={fieldHelpClass}>
          <span>{description}</span>
        </div>
      ) : null}
      {ids.error ? (
        <div id={ids.error} data-slot="field-error" className={fieldErrorClass}>
          {errorMessage}
        </div>
      ) : null}
    </div>
  );
}

/** Focus, hover, invalid and disabled looks of fieldControlVariants, for native controls. */
export const nativeControlClass = cn(
  "cw:hover:border-fg-muted cw:focus:border-primary cw:focus:ring-2 cw:focus:ring-focus/40",
  "cw:aria-[invalid=true]:border-danger cw:aria-[invalid=true]:focus:ring-danger/30",
  "cw:disabled:cursor-not-allowed cw:disabled:bg-surface-sunken cw:disabled:text-fg-subtle cw:disabled:opacity-70",
);
