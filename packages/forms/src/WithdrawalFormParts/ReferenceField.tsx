"use client";
import { useTranslator } from "@causeway/i18n/react";
import { TextField, WIDGET_ROOT } from "@causeway/ui";
import { type Control, Controller, type FieldValues } from "react-hook-form";
import { REFERENCE_MAX } from "../rules";

export interface ReferenceFieldProps<T extends FieldValues & { reference: string }> {
  control: Control<T>;
  id: (path: "reference") => string;
  message: (path: "reference") => string | undefined;
  isDisabled: boolean;
}

/** The payment reference (optional) of the provider forms, new and edited, wired to `reference`. */
export function ReferenceField<T extends FieldValues & { reference: string }>({
  control: typed,
  id,
  message,
  isDisabled,
}: ReferenceFieldProps<T>) {
  const { t } = useTranslator();
  // The path exists on every form using this part; react-hook-form cannot see it through a generic.
  const control = typed as unknown as Control<{ reference: string }>;
  return (
    <Controller
      control={control}
      name="reference"
      render={({ field, fieldState }) => (
        <TextField
          id={id("reference")}
          className={WIDGET_ROOT}
          label={t("forms.reference.label")}
          description={t("forms.reference.description")}
          showOptional
          maxLength={REFERENCE_MAX}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          isInvalid={fieldState.invalid}
          errorMessage={message("reference")}
          isDisabled={isDisabled}
        />
      )}
    />
  );
}
