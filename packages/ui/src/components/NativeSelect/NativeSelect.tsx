"use client";
import { useTranslator } from "@causeway/i18n/react";
import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn";
import {
  type FieldControlVariantProps,
  fieldControlVariants,
  NativeField,
  nativeControlClass,
  useNativeField,
} from "../Field";

export interface NativeSelectOption<V extends string | number> {
  value: V;
  label: string;
  isDisabled?: boolean;
}

export interface NativeSelectProps<V extends string | number> extends FieldControlVariantProps {
  label: ReactNode;
  options: readonly NativeSelectOption<V>[];
  /** The chosen value; null shows the placeholder. */
  value: V | null;
  onChange: (value: V | null) => void;
  description?: ReactNode;
  errorMessage?: ReactNode;
  isInvalid?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  showOptional?: boolean;
  /** The empty choice's text; the dictionary's "Select an option" by default. */
  placeholder?: string;
  id?: string;
  name?: string;
  className?: string;
  onBlur?: () => void;
}

/**
 * A select on the platform's own `<select>`: every keyboard, screen reader and phone knows it,
 * and it costs almost nothing to load. The choice for embeddable widgets; Select (react-aria)
 * where options need rich content.
 */
export function NativeSelect<V extends string | number>({
  label,
  options,
  value,
  onChange,
  description,
  errorMessage,
  isInvalid,
  isRequired,
  isDisabled,
  showOptional,
  placeholder,
  id,
  name,
  size,
  className,
  onBlur,
}: NativeSelectProps<V>) {
  const { t } = useTranslator();
  const field = useNativeField({ id, description, errorMessage, isInvalid });
  return (
    <NativeField
      ids={field.ids}
      label={label}
      description={description}
      errorMessage={errorMessage}
      isRequired={isRequired}
      showOptional={showOptional}
      className={className}
    >
      <div className="cw:relative" data-slot="native-select">
        <select
          {...field.controlProps}
          name={name}
          required={isRequired}
          disabled={isDisabled}
          value={value === null ? "" : String(value)}
          onChange={(event) => {
            const picked = options.find((option) => String(option.value) === event.target.value);
            onChange(picked ? picked.value : null);
          }}
          onBlur={onBlur}
          className={cn(
            fieldControlVariants({ size, showsPlaceholder: value === null }),
            nativeControlClass,
            "cw:cursor-pointer cw:appearance-none cw:pe-9",
          )}
        >
          <option value="" disabled={isRequired}>
            {placeholder ?? t("ui.select.placeholder")}
          </option>
          {options.map((option) => (
            <option
              key={String(option.value)}
              value={String(option.value)}
              disabled={option.isDisabled}
              className="cw:text-fg"
            >
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden
          size={16}
          className="cw:pointer-events-none cw:absolute cw:end-3 cw:top-1/2 cw:-translate-y-1/2 cw:text-fg-muted"
        />
      </div>
    </NativeField>
  );
}
