"use client";
import { isApiFieldErrors } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import {
  Alert,
  Button,
  cn,
  TextField,
  type TextFieldProps,
  useToast,
  WIDGET_ROOT,
} from "@causeway/ui";
import { type ReactNode, useRef, useState } from "react";
import {
  type Control,
  Controller,
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
} from "react-hook-form";
import { focusField } from "../shared/focus-field";
import { firstWithError, splitServerErrors } from "./settings-form";

export interface SettingsFormProps<V extends FieldValues> {
  /** data-form, and the prefix of the field ids. */
  name: string;
  form: UseFormReturn<V>;
  /** The form's fields, top to bottom: the first invalid one takes focus. */
  fields: readonly FieldPath<V>[];
  /** Sends the values; an ApiFieldErrors (400) is shown under the matching fields. */
  save: (values: V) => Promise<void>;
  /** Said once the server has taken the change. */
  savedMessage: string;
  /** The values the fields hold once saved (default: what was sent; a password form empties). */
  valuesAfterSave?: (sent: V) => V;
  /** Nothing can be changed (e.g. a username that may no longer change): no submit. */
  isLocked?: boolean;
  children: ReactNode;
}

/** The id of a settings field (for labels, focus and the error summary). */
export const settingsFieldId = (form: string, field: string) => `settings-${form}-${field}`;

/**
 * The frame of a /settings/* form: the fields, a Save button, the server's field errors under the
 * fields (focus moves to the first), a general failure above, and the success message: a toast
 * where the app mounts a toast region (the web app), else in place until the user changes
 * something again (a host app without one). Never both, so it is neither seen nor read twice.
 */
export function SettingsForm<V extends FieldValues>({
  name,
  form,
  fields,
  save,
  savedMessage,
  valuesAfterSave,
  isLocked = false,
  children,
}: SettingsFormProps<V>) {
  const { t, has } = useTranslator();
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const { toast, hasRegion } = useToast();
  const { isSubmitting, isDirty } = form.formState;
  const running = useRef(false);
  const focusFirst = (errors: Partial<Record<FieldPath<V>, unknown>>) => {
    const field = firstWithError(fields, errors);
    if (field) requestAnimationFrame(() => focusField(settingsFieldId(name, field)));
  };

  const submit = form.handleSubmit(
    async (values) => {
      setFailure(null);
      setSaved(false);
      try {
        await save(values);
        form.reset(valuesAfterSave ? valuesAfterSave(values) : values);
        setSaved(true);
        toast({ title: savedMessage, variant: "success" });
      } catch (error) {
        if (!isApiFieldErrors(error)) {
          setFailure("forms.settings.failed");
          throw error;
        }
        const split = splitServerErrors(error.fields, fields);
        for (const [field, message] of Object.entries(split.fields)) {
          form.setError(field as FieldPath<V>, { type: "server", message: message as string });
        }
        if (split.other) setFailure(split.other);
        focusFirst(split.fields as Partial<Record<FieldPath<V>, unknown>>);
        throw error;
      }
    },
    (errors) => focusFirst(errors as Partial<Record<FieldPath<V>, unknown>>),
  );

  return (
    <form
      noValidate
      data-slot="settings-form"
      data-form={name}
      aria-busy={isSubmitting || undefined}
      className={`${WIDGET_ROOT} cw:flex cw:w-full cw:max-w-md cw:flex-col cw:gap-4`}
      onSubmit={(event) => {
        // A second press while the first is on its way sends nothing (a double click saves once).
        if (running.current) {
          event.preventDefault();
          return;
        }
        running.current = true;
        submit(event)
          .catch(() => {})
          .finally(() => {
            running.current = false;
          });
      }}
    >
      {failure ? (
        <Alert variant="danger" isLive title={has(failure) ? t(failure) : failure} />
      ) : null}
      {children}
      {saved && !isDirty && !hasRegion ? (
        <Alert variant="success" isLive title={savedMessage} />
      ) : null}
      {isLocked ? null : (
        <Button type="submit" className="cw:self-start" isLoading={isSubmitting}>
          {t("forms.settings.save")}
        </Button>
      )}
    </form>
  );
}

export interface SettingsTextFieldProps<V extends FieldValues>
  extends Omit<TextFieldProps, "value" | "onChange" | "name" | "id" | "errorMessage"> {
  form: string;
  control: Control<V>;
  name: FieldPath<V>;
  /** Rewrites what is typed (e.g. the username rules). */
  normalize?: (text: string) => string;
}

/** A field error as said under the field: a dictionary key translated, the server's sentence as is. */
export function useErrorText(): (error?: { message?: string }) => string | undefined {
  const { t, has } = useTranslator();
  return (error) =>
    error?.message ? (has(error.message) ? t(error.message) : error.message) : undefined;
}

/** A TextField bound to a form field, its rules or server error shown (translated) under it. */
export function SettingsTextField<V extends FieldValues>({
  form,
  control,
  name,
  normalize,
  ...props
}: SettingsTextFieldProps<V>) {
  const errorText = useErrorText();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          className={cn(WIDGET_ROOT, props.className)}
          id={settingsFieldId(form, name)}
          name={name}
          value={field.value}
          onChange={(text) => field.onChange(normalize ? normalize(text) : text)}
          onBlur={field.onBlur}
          isInvalid={fieldState.invalid}
          errorMessage={errorText(fieldState.error)}
        />
      )}
    />
  );
}

/** The current password, asked before a change only the account's owner may make. */
export function CurrentPasswordField<V extends FieldValues>(
  props: Omit<SettingsTextFieldProps<V>, "type" | "autoComplete" | "label" | "isRequired">,
) {
  const { t } = useTranslator();
  return (
    <SettingsTextField
      {...props}
      type="password"
      autoComplete="current-password"
      label={t("forms.settings.password.current")}
      isRequired
    />
  );
}
