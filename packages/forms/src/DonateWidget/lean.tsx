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
  "cw:focus:border-primary cw:focus:ring-2 cw:focus:ring-focus/40 cw:aria-invalid:border-danger cw:aria-invalid:focus:ring-danger/30";

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
    <div data-slot="text-field" className="cw:flex cw:flex-col cw:gap-1.5 cw:text-fg">
      <label htmlFor={id} className="cw:w-fit cw:text-sm cw:font-medium">
        {label}
        {isRequired ? (
          <span aria-hidden="true" className="cw:ms-0.5 cw:text-danger">
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
        <span id={`${id}-d`} data-slot="field-description" className="cw:text-xs cw:text-fg-muted">
          {description}
        </span>
      ) : null}
      {errorMessage ? (
        <span
          id={`${id}-e`}
          data-slot="field-error"
          className="cw:text-xs cw:font-medium cw:text-danger"
        >
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
      className={`cw:flex cw:w-full cw:items-start cw:gap-3 cw:rounded-md cw:border cw:p-4 cw:text-fg cw:text-sm ${toneVariants({ tone })}`}
    >
      <span data-slot="alert-icon" className="cw:mt-0.5 cw:shrink-0">
        {toneIcon(tone)}
      </span>
      <div className="cw:flex cw:min-w-0 cw:flex-1 cw:flex-col cw:gap-1">
        <p data-slot="alert-title" className="cw:font-semibold">
          {title}
        </p>
        {description ? <div className="cw:text-fg-muted">{description}</div> : null}
        {action ? <div className="cw:mt-2 cw:flex cw:flex-wrap cw:gap-2">{action}</div> : null}
      </div>
    </div>
  );
}
