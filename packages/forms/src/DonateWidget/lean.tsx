"use client";
// The donate widget's text field and alert, drawn with @causeway/ui's exported style contracts
// (fieldControlVariants, toneVariants, toneIcon) over native elements (its buttons are the ui's
// NativeButton). The widget must stay within 45 kB gzip with the host's API client, i18n and
// TanStack Query; react-aria's TextField alone adds several kB, so this embeddable widget uses
// native controls with the same look, data-slot names and accessible wiring.
import { fieldControlVariants, type Tone, toneIcon, toneVariants } from "@causeway/ui";
import type { ReactNode } from "react";
import { useId } from "react";

const NATIVE_FIELD =
  "focus:border-primary focus:ring-2 focus:ring-focus/40 aria-invalid:border-danger aria-invalid:focus:ring-danger/30";

export interface LeanTextFieldProps {
  /** The input's id (an error summary links to it); generated when omitted. */
  id?: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  description?: ReactNode;
  errorMessage?: ReactNode;
  isRequired?: boolean;
  type?: "text" | "email";
  inputMode?: "numeric" | "decimal" | "email" | "text";
  autoComplete?: string;
}

/** Label, native input, help line and error, wired as the ui TextField wires them. */
export function LeanTextField({
  id: givenId,
  label,
  value,
  onChange,
  onBlur,
  description,
  errorMessage,
  isRequired,
  type = "text",
  inputMode,
  autoComplete,
}: LeanTextFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const describedBy = [description ? `${id}-d` : "", errorMessage ? `${id}-e` : ""]
    .filter(Boolean)
    .join(" ");
  return (
    <div data-slot="text-field" className="flex flex-col gap-1.5 text-fg">
      <label htmlFor={id} className="w-fit text-sm font-medium">
        {label}
        {isRequired ? (
          <span aria-hidden="true" className="ms-0.5 text-danger">
            *
          </span>
        ) : null}
      </label>
      <input
        id={id}
        type={type}
        inputMode={inputMode}
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-required={isRequired || undefined}
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={`${fieldControlVariants()} ${NATIVE_FIELD}`}
      />
      {description ? (
        <span id={`${id}-d`} data-slot="field-description" className="text-xs text-fg-muted">
          {description}
        </span>
      ) : null}
      {errorMessage ? (
        <span id={`${id}-e`} data-slot="field-error" className="text-xs font-medium text-danger">
          {errorMessage}
        </span>
      ) : null}
    </div>
  );
}

export interface LeanAlertProps {
  tone: Tone;
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
}

/** The ui Alert's look, always live: danger and warning assertive, the others polite. */
export function LeanAlert({ tone, title, description, action }: LeanAlertProps) {
  return (
    <div
      data-slot="alert"
      data-variant={tone}
      role={tone === "danger" || tone === "warning" ? "alert" : "status"}
      className={`flex w-full items-start gap-3 rounded-md border p-4 text-fg text-sm ${toneVariants({ tone })}`}
    >
      <span data-slot="alert-icon" className="mt-0.5 shrink-0">
        {toneIcon(tone)}
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p data-slot="alert-title" className="font-semibold">
          {title}
        </p>
        {description ? <div className="text-fg-muted">{description}</div> : null}
        {action ? <div className="mt-2 flex flex-wrap gap-2">{action}</div> : null}
      </div>
    </div>
  );
}
