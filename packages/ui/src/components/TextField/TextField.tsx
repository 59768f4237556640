"use client";
import type { ReactNode } from "react";
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  Input,
} from "react-aria-components";
import { cn } from "../../lib/cn";
import {
  Field,
  type FieldControlVariantProps,
  type FieldErrorMessage,
  fieldControlVariants,
  fieldRootClass,
} from "../Field";
import { useCharacterCount } from "./useCharacterCount";

export interface TextFieldProps
  extends Omit<AriaTextFieldProps, "className" | "children" | "type">,
    FieldControlVariantProps {
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: FieldErrorMessage;
  placeholder?: string;
  type?: "text" | "email" | "password" | "search" | "tel" | "url";
  /** Shows "N characters left" under the field; needs `maxLength`. */
  showCharacterCount?: boolean;
  /** Appends "(optional)" to the label of a field that is not required. */
  showOptional?: boolean;
  className?: string;
  inputClassName?: string;
}

/** A single-line text input with label, description, error and an optional character counter. */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  size,
  showCharacterCount = false,
  showOptional,
  className,
  inputClassName,
  value,
  defaultValue,
  onChange,
  validationBehavior = "aria",
  ...props
}: TextFieldProps) {
  const count = useCharacterCount(value, defaultValue, onChange);
  const counted = showCharacterCount && props.maxLength !== undefined;
  return (
    <AriaTextField
      data-slot="text-field"
      data-size={size ?? "md"}
      className={cn(fieldRootClass, className)}
      value={value}
      defaultValue={defaultValue}
      onChange={count.onChange}
      validationBehavior={validationBehavior}
      {...props}
    >
      <Field
        label={label}
        description={description}
        errorMessage={errorMessage}
        isRequired={props.isRequired}
        showOptional={showOptional}
        characterCount={
          counted ? { length: count.length, maxLength: props.maxLength as number } : undefined
        }
      >
        <Input
          data-slot="text-field-input"
          placeholder={placeholder}
          className={cn(fieldControlVariants({ size }), inputClassName)}
        />
      </Field>
    </AriaTextField>
  );
}
