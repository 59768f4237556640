"use client";
import { useTranslator } from "@causeway/i18n/react";
import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";
import {
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  Button,
  ListBox,
  SelectValue,
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
import { ListPopover } from "./ListBoxParts";

export interface SelectProps<T extends object>
  extends Omit<AriaSelectProps<T>, "className" | "children" | "placeholder">,
    FieldControlVariantProps {
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: FieldErrorMessage;
  /** Shown while nothing is chosen; defaults to the dictionary's "Select an option". */
  placeholder?: string;
  /** Options as data, rendered by the `children` function. */
  items?: Iterable<T>;
  /** SelectItem / SelectSection elements, or a function of each item. */
  children: ReactNode | ((item: T) => ReactNode);
  showOptional?: boolean;
  className?: string;
}

/** A button that opens a list of options; one of them is chosen. */
export function Select<T extends object>({
  label,
  description,
  errorMessage,
  placeholder,
  size,
  items,
  children,
  showOptional,
  className,
  validationBehavior = "aria",
  ...props
}: SelectProps<T>) {
  const { t } = useTranslator();
  return (
    <AriaLocale>
      <AriaSelect
        data-slot="select"
        data-size={size ?? "md"}
        className={cn(fieldRootClass, className)}
        placeholder={placeholder ?? t("ui.select.placeholder")}
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
          <Button
            data-slot="select-trigger"
            className={cn(
              fieldControlVariants({ size }),
              "cw:flex cw:cursor-pointer cw:items-center cw:justify-between cw:gap-2 cw:text-start",
              "cw:group-data-[invalid]:border-danger cw:group-data-[open]:border-primary",
            )}
          >
            <SelectValue className="cw:min-w-0 cw:flex-1 cw:truncate cw:data-[placeholder]:text-fg-subtle">
              {({ isPlaceholder, selectedText, defaultChildren }) =>
                isPlaceholder || !selectedText ? defaultChildren : selectedText
              }
            </SelectValue>
            <ChevronDown aria-hidden size={16} className="cw:shrink-0 cw:text-fg-muted" />
          </Button>
          <ListPopover>
            <ListBox items={items} className="cw:outline-none">
              {children}
            </ListBox>
          </ListPopover>
        </Field>
      </AriaSelect>
    </AriaLocale>
  );
}
