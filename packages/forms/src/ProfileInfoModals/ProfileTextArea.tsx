"use client";
import { useTranslator } from "@causeway/i18n/react";
import type { ReactNode } from "react";
import { type Control, Controller, type FieldPath, type FieldValues } from "react-hook-form";
import { RestrictedTextarea } from "../RestrictedTextarea";
import { settingsFieldId } from "../Settings/SettingsForm";

export interface ProfileTextAreaProps<V extends FieldValues> {
  /** The modal's name (the prefix of the field id). */
  form: string;
  control: Control<V>;
  name: FieldPath<V>;
  label: ReactNode;
  maxLength: number;
  isReadOnly?: boolean;
}

/** A restricted text area (cut at the limit, what is left counted) bound to a form field. */
export function ProfileTextArea<V extends FieldValues>({
  form,
  control,
  name,
  ...props
}: ProfileTextAreaProps<V>) {
  const { t, has } = useTranslator();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const message = fieldState.error?.message;
        return (
          <RestrictedTextarea
            {...props}
            id={settingsFieldId(form, name)}
            name={name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            isInvalid={fieldState.invalid}
            errorMessage={message ? (has(message) ? t(message) : message) : undefined}
          />
        );
      }}
    />
  );
}
