"use client";
import { useTranslator } from "@causeway/i18n/react";
import { Minus, Plus } from "lucide-react";
import type { ReactNode } from "react";
import {
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
  Button,
  Group,
  Input,
} from "react-aria-components";
import { cn } from "../../lib/cn";
import {
  AriaLocale,
  Field,
  type FieldControlVariantProps,
  type FieldErrorMessage,
  fieldControlVariants,
  fieldRootClass,
} from "../Field";

export interface NumberFieldProps
  extends Omit<AriaNumberFieldProps, "className" | "children">,
    FieldControlVariantProps {
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: FieldErrorMessage;
  placeholder?: string;
  /** Hides the − and + buttons (arrow keys and the wheel still step). */
  hideStepper?: boolean;
  /** Overrides the dictionary's "Increase" / "Decrease" button labels. */
  incrementLabel?: string;
  decrementLabel?: string;
  showOptional?: boolean;
  className?: string;
}

const stepperClass = cn(
  "flex w-9 shrink-0 cursor-pointer items-center justify-center text-fg-muted outline-none",
  "data-[hovered]:bg-surface-sunken data-[hovered]:text-fg data-[pressed]:bg-surface-sunken",
  "data-[focus-visible]:ring-2 data-[focus-visible]:ring-inset data-[focus-visible]:ring-focus",
  "data-[disabled]:cursor-not-allowed data-[disabled]:opacity-40",
);

/**
 * A number input that formats as you leave it (decimals, percent, currency in the interface's
 * locale), clamps to min/max, and steps with arrow keys or the − and + buttons.
 */
export function NumberField({
  label,
  description,
  errorMessage,
  placeholder,
  size,
  hideStepper = false,
  incrementLabel,
  decrementLabel,
  showOptional,
  className,
  validationBehavior = "aria",
  ...props
}: NumberFieldProps) {
  const { t } = useTranslator();
  return (
    <AriaLocale>
      <AriaNumberField
        data-slot="number-field"
        data-size={size ?? "md"}
        className={cn(fieldRootClass, className)}
        validationBehavior={validationBehavior}
        {...props}
      >
        <Field
          label={label}
          description={description}
          errorMessage={errorMessage}
          isRequired={props.isRequired}
          showOptional={showOptional}
        >
          <Group
            data-slot="number-field-group"
            className={cn(
              fieldControlVariants({ size, padded: false }),
              "flex items-stretch overflow-hidden data-[focus-within]:border-primary data-[focus-within]:ring-2 data-[focus-within]:ring-focus/40",
            )}
          >
            <Input
              data-slot="number-field-input"
              placeholder={placeholder}
              className="min-w-0 flex-1 bg-transparent px-3 tabular-nums text-fg outline-none placeholder:text-fg-subtle"
            />
            {hideStepper ? null : (
              <>
                <Button
                  slot="decrement"
                  aria-label={decrementLabel ?? t("ui.number_field.decrement")}
                  className={cn(stepperClass, "border-s border-border")}
                >
                  <Minus aria-hidden size={16} />
                </Button>
                <Button
                  slot="increment"
                  aria-label={incrementLabel ?? t("ui.number_field.increment")}
                  className={cn(stepperClass, "border-s border-border")}
                >
                  <Plus aria-hidden size={16} />
                </Button>
              </>
            )}
          </Group>
        </Field>
      </AriaNumberField>
    </AriaLocale>
  );
}
