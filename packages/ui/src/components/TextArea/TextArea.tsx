"use client";
import { type ReactNode, useLayoutEffect, useRef } from "react";
import {
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from "react-aria-components";
import { cn } from "../../lib/cn";
import { Field, type FieldErrorMessage, fieldRootClass } from "../Field";
import { useCharacterCount } from "../TextField";

export interface TextAreaProps extends Omit<AriaTextFieldProps, "className" | "children" | "type"> {
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: FieldErrorMessage;
  placeholder?: string;
  /** Visible lines before it scrolls (or the starting height when it grows). */
  rows?: number;
  /** Grows with its content, up to `maxRows`. */
  autoGrow?: boolean;
  maxRows?: number;
  /** Shows "N characters left" under the field; on by default when `maxLength` is set. */
  showCharacterCount?: boolean;
  showOptional?: boolean;
  className?: string;
  textAreaClassName?: string;
}

/** A multi-line text input; with `maxLength` it stops at the limit and shows what is left. */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 4,
  autoGrow = false,
  maxRows = 12,
  showCharacterCount,
  showOptional,
  className,
  textAreaClassName,
  value,
  defaultValue,
  onChange,
  validationBehavior = "aria",
  ...props
}: TextAreaProps) {
  const count = useCharacterCount(value, defaultValue, onChange);
  const ref = useRef<HTMLTextAreaElement>(null);
  const counted = (showCharacterCount ?? true) && props.maxLength !== undefined;

  // Grow to fit the text: reset the height, then take the scroll height, capped at maxRows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the length is what changes the height.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!autoGrow || !element) return;
    const style = getComputedStyle(element);
    const px = (name: string) => Number.parseFloat(style.getPropertyValue(name)) || 0;
    const borders = px("border-top-width") + px("border-bottom-width");
    const max =
      (px("line-height") || 20) * maxRows + px("padding-top") + px("padding-bottom") + borders;
    element.style.height = "auto";
    const wanted = element.scrollHeight + borders;
    element.style.height = `${Math.min(wanted, max)}px`;
    element.style.overflowY = wanted > max ? "auto" : "hidden";
  }, [autoGrow, maxRows, count.length]);

  return (
    <AriaTextField
      data-slot="text-area"
      data-auto-grow={autoGrow || undefined}
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
        <AriaTextArea
          ref={ref}
          data-slot="text-area-input"
          rows={rows}
          placeholder={placeholder}
          className={cn(
            "cw:w-full cw:min-w-0 cw:rounded-md cw:border cw:border-border-strong cw:bg-surface cw:px-3 cw:py-2 cw:text-sm cw:text-fg cw:outline-none",
            "cw:placeholder:text-fg-subtle cw:transition-colors cw:duration-(--duration-fast)",
            "cw:data-[hovered]:border-fg-muted cw:data-[focused]:border-primary cw:data-[focused]:ring-2 cw:data-[focused]:ring-focus/40",
            "cw:data-[invalid]:border-danger cw:data-[disabled]:cursor-not-allowed cw:data-[disabled]:bg-surface-sunken cw:data-[disabled]:text-fg-subtle",
            "cw:[&[readonly]]:bg-surface-muted",
            autoGrow ? "cw:resize-none" : "cw:resize-y",
            textAreaClassName,
          )}
        />
      </Field>
    </AriaTextField>
  );
}
