"use client";
import { isApiFieldErrors } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { useEffect, useRef, useState } from "react";
import type { FieldErrors, FieldValues, Path, UseFormSetError } from "react-hook-form";
import { fieldId } from "../shared";
import { formErrors, formFieldOf } from "./signup-form";

export interface SignupSessionOptions<Values extends FieldValues> {
  /** The form's name, for the field ids the error summary links to. */
  form: string;
  /** The form's fields top to bottom. */
  order: readonly string[];
  /** A payload path as the form field that shows it. */
  fieldOf?: (path: string) => string;
  errors: FieldErrors<Values>;
  setError: UseFormSetError<Values>;
}

/**
 * What both sign-up completion forms do around their fields: translate the field messages, list
 * them in the error summary, put a 400's field errors under their fields (anything else in an
 * alert), and after every refused or failed submit scroll to the top and focus the summary.
 */
export function useSignupSession<Values extends FieldValues>({
  form,
  order,
  fieldOf = formFieldOf,
  errors,
  setError,
}: SignupSessionOptions<Values>) {
  const { t, has } = useTranslator();
  const text = (key: string) => (has(key) ? t(key) : key);
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.scrollIntoView?.({ block: "start" });
    summaryRef.current?.focus();
  }, [attempt]);

  const id = (field: string) => fieldId(form, field);
  const message = (field: string): string | undefined => {
    const key = (errors as Record<string, { message?: unknown } | undefined>)[field]?.message;
    return typeof key === "string" ? text(key) : undefined;
  };

  /** A refused submit (client-side errors): show the summary. */
  const refused = () => setAttempt((n) => n + 1);

  /** A failed send: field errors under their fields, anything else in the alert. */
  const failed = (error: unknown) => {
    if (!isApiFieldErrors(error)) setFailure("forms.signup.failed");
    else {
      for (const [field, key] of formErrors(error.fields, order, fieldOf)) {
        if (order.includes(field))
          setError(field as Path<Values>, { type: "server", message: key });
        else setFailure(key);
      }
    }
    setAttempt((n) => n + 1);
  };

  const summaryItems = order.flatMap((field) => {
    const shown = message(field);
    return shown ? [{ id: id(field), message: shown }] : [];
  });

  return {
    t,
    text,
    id,
    message,
    refused,
    failed,
    clearFailure: () => setFailure(null),
    frame: { formRef, summaryRef, failure: failure ? text(failure) : null, summaryItems },
  };
}
