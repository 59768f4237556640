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
        <span aria-hidden="true" className="ms-0.5 text-danger">
          *
        </span>
      ) : null}
      {showOptional && !isRequired ? (
        <>
          {" "}
          <span className="font-normal text-fg-muted">{t("ui.field.optional")}</span>
        </>
      ) : null}
    </>
  );
}

/** Classes of every field label, react-aria's or native. */
export const fieldLabelClass = "w-fit text-sm font-medium text-fg";
/** Classes of the help line under a control. */
export const fieldHelpClass = "flex items-start justify-between gap-3 text-xs text-fg-muted";
/** Classes of a field's error line. */
export const fieldErrorClass = "text-xs font-medium text-danger";
