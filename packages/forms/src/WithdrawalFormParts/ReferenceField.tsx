"use client";
import { useTranslator } from "@causeway/i18n/react";
import { REFERENCE_MAX } from "@causeway/rules";
import { TextField, WIDGET_ROOT } from "@causeway/ui";
import { FormField, type FormStore } from "../form-store";

export interface ReferenceFieldProps {
  form: FormStore<{ reference: string }>;
  id: (path: "reference") => string;
  message: (path: "reference") => string | undefined;
  isDisabled: boolean;
}

/** The payment reference (optional) of the provider forms, new and edited, wired to `reference`. */
export function ReferenceField({ form, id, message, isDisabled }: ReferenceFieldProps) {
  const { t } = useTranslator();
  return (
    <FormField
      form={form}
      name="reference"
      render={(field) => (
        <TextField
          id={id("reference")}
          className={WIDGET_ROOT}
          label={t("forms.reference.label")}
          description={t("forms.reference.description")}
          showOptional
          maxLength={REFERENCE_MAX}
          value={field.value}
          onChange={field.onChange}
          isInvalid={field.invalid}
          errorMessage={message("reference")}
          isDisabled={isDisabled}
        />
      )}
    />
  );
}
