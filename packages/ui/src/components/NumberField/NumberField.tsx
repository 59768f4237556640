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
  "cw:flex cw:w-9 cw:shrink-0 cw:cursor-pointer cw:items-center cw:justify-center cw:text-fg-muted cw:outline-none",
  "cw:data-[hovered]:bg-surface-sunken cw:data-[hovered]:text-fg cw:data-[pressed]:bg-surface-sunken",
  "cw:data-[focus-visible]:ring-2 cw:data-[focus-visible]:ring-inset cw:data-[focus-visible]:ring-focus",
  "cw:data-[disabled]:cursor-not-allowed cw:data-[disabled]:opacity-40",
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
              "cw:flex cw:items-stretch cw:overflow-hidden cw:data-[focus-within]:border-primary cw:data-[focus-within]:ring-2 cw:data-[focus-within]:ring-focus/40",
            )}
          >
            <Input
              data-slot="number-field-input"
              placeholder={placeholder}
              className="cw:min-w-0 cw:flex-1 cw:bg-transparent cw:px-3 cw:tabular-nums cw:text-fg cw:outline-none cw:placeholder:text-fg-subtle"
            />
            {hideStepper ? null : (
              <>
                <Button
                  slot="decrement"
                  aria-label={decrementLabel ?? t("ui.number_field.decrement")}
                  className={cn(stepperClass, "cw:border-s cw:border-border")}
                >
                  <Minus aria-hidden size={16} />
                </Button>
                <Button
                  slot="increment"
                  aria-label={incrementLabel ?? t("ui.number_field.increment")}
                  className={cn(stepperClass, "cw:border-s cw:border-border")}
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
