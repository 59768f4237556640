"use client";
import { useTranslator } from "@causeway/i18n/react";
import type { ReactNode } from "react";
import {
  FieldError as AriaFieldError,
  Label as AriaLabel,
  Text as AriaText,
  type ValidationResult,
} from "react-aria-components";
import { cn } from "../../lib/cn";
import {
  type FieldLabelProps,
  FieldLabelText,
  fieldErrorClass,
  fieldHelpClass,
  fieldLabelClass,
} from "./field-label";

export { type FieldLabelProps, FieldLabelText, fieldErrorClass, fieldHelpClass, fieldLabelClass };

/** An error message, or a function of the field's validation state that returns one. */
export type FieldErrorMessage = ReactNode | ((validation: ValidationResult) => ReactNode);

/** The field's label, wired by react-aria to the control of the surrounding field. */
export function FieldLabel({ children, isRequired, showOptional, className }: FieldLabelProps) {
  return (
    <AriaLabel data-slot="field-label" className={cn(fieldLabelClass, className)}>
      <FieldLabelText isRequired={isRequired} showOptional={showOptional}>
        {children}
      </FieldLabelText>
    </AriaLabel>
  );
}

export interface FieldCounterProps {
  /** Characters typed so far. */
  length: number;
  maxLength: number;
  /** Overrides the dictionary's "N characters left". */
  format?: (remaining: number) => string;
  className?: string;
}

/** "N characters left", turning to warning colour near the limit. */
export function FieldCounter({ length, maxLength, format, className }: FieldCounterProps) {
  const { t } = useTranslator();
  const remaining = Math.max(0, maxLength - length);
  const state = remaining === 0 ? "limit" : remaining <= Math.ceil(maxLength * 0.1) ? "near" : "ok";
  return (
    <span
      data-slot="field-counter"
      data-state={state}
      className={cn(
        "cw:shrink-0 cw:tabular-nums cw:text-fg-muted cw:data-[state=limit]:font-medium cw:data-[state=limit]:text-warning cw:data-[state=near]:text-warning",
        className,
      )}
    >
      {format ? format(remaining) : t("ui.field.characters_left", { count: remaining })}
    </span>
  );
}

export interface FieldHelpProps {
  description?: ReactNode;
  counter?: ReactNode;
  className?: string;
}

/**
 * The help line under the control: description and counter side by side. Rendered as react-aria's
 * description slot, so the control's aria-describedby points at it.
 */
export function FieldHelp({ description, counter, className }: FieldHelpProps) {
  if (!description && !counter) return null;
  return (
    <AriaText
      slot="description"
      elementType="div"
      data-slot="field-description"
      className={cn(fieldHelpClass, className)}
    >
      {description ? <span>{description}</span> : <span />}
      {counter}
    </AriaText>
  );
}

export interface FieldErrorProps {
  children?: FieldErrorMessage;
  className?: string;
}

/** The error line, shown only while the field is invalid; aria-describedby includes it then. */
export function FieldError({ children, className }: FieldErrorProps) {
  return (
    <AriaFieldError data-slot="field-error" className={cn(fieldErrorClass, className)}>
      {children}
    </AriaFieldError>
  );
}

export interface FieldProps {
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: FieldErrorMessage;
  isRequired?: boolean;
  showOptional?: boolean;
  /** When set, shows "N characters left" under the control. */
  characterCount?: { length: number; maxLength: number };
  /** The control (Input, TextArea, a group...). */
  children: ReactNode;
}

/**
 * The layout of every form field: label, control, description with an optional character
 * counter, and an error. Place it inside a react-aria field (TextField, NumberField, Select,
 * ComboBox...), which links the label, description and error to the control by id.
 */
export function Field({
  label,
  description,
  errorMessage,
  isRequired,
  showOptional,
  characterCount,
  children,
}: FieldProps) {
  return (
    <>
      {label ? (
        <FieldLabel isRequired={isRequired} showOptional={showOptional}>
          {label}
        </FieldLabel>
      ) : null}
      {children}
      <FieldHelp
        description={description}
        counter={characterCount ? <FieldCounter {...characterCount} /> : undefined}
      />
      <FieldError>{errorMessage}</FieldError>
    </>
  );
}
