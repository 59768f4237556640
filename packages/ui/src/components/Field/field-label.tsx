"use client";
// A field's label text and the classes of labels, help lines and errors, shared by react-aria's
// fields (Field.tsx) and the native ones (NativeField, Checkbox, Autocomplete, NativeSelect): kept
// apart from Field.tsx so a native field does not pull react-aria with it.
import { useTranslator } from "@causeway/i18n/react";
import type { ReactNode } from "react";

export interface FieldLabelProps {
  children: ReactNode;
  /** Draws a "*" after the label; the control itself carries aria-required. */
  isRequired?: boolean;
  /** Appends the dictionary's "(optional)" after the label. */
  showOptional?: boolean;
  className?: string;
}

/** The label's text with its required star or "(optional)" note. */
export function FieldLabelText({
  children,
  isRequired,
  showOptional,
}: Omit<FieldLabelProps, "className">) {
  const { t } = useTranslator();
  return (
    <>
      {children}
      {isRequired ? (
        <span aria-hidden="true" className="cw:ms-0.5 cw:text-danger">
          *
        </span>
      ) : null}
      {showOptional && !isRequired ? (
        <>
          {" "}
          <span className="cw:font-normal cw:text-fg-muted">{t("ui.field.optional")}</span>
        </>
      ) : null}
    </>
  );
}

/** Classes of every field label, react-aria's or native. */
export const fieldLabelClass = "cw:w-fit cw:text-sm cw:font-medium cw:text-fg";
/** Classes of the help line under a control. */
export const fieldHelpClass =
  "cw:flex cw:items-start cw:justify-between cw:gap-3 cw:text-xs cw:text-fg-muted";
/** Classes of a field's error line. */
export const fieldErrorClass = "cw:text-xs cw:font-medium cw:text-danger";
