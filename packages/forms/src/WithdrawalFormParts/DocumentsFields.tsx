"use client";
import { useTranslator } from "@causeway/i18n/react";
import type { Upload } from "@causeway/rules";
import { Checkbox, TextArea, WIDGET_ROOT } from "@causeway/ui";
import { FormField, type FormStore, useFieldValue } from "../form-store";
import { Uploader } from "../Uploader";

/** The fields every withdrawal form shares for its documents (000 §2, §5). */
export interface DocumentsFieldValues {
  invoices: readonly Upload[];
  invoiceNotAvailable: boolean;
  comment: string;
}

export interface DocumentsFieldsProps {
  form: FormStore<DocumentsFieldValues>;
  /** The field's id (for the error summary's links), from its path. */
  id: (path: "invoices" | "comment") => string;
  /** The field's error in the user's language, from its path. */
  message: (path: "invoices" | "comment") => string | undefined;
  isDisabled: boolean;
  /** The legacy form always asks for a comment; the others only when documents are declared absent. */
  isCommentRequired?: boolean;
}

/**
 * Invoices and documents, the "I have no documents" declaration and the comment: declaring the
 * documents unavailable disables the uploader and makes the comment required.
 */
export function DocumentsFields({
  form,
  id,
  message,
  isDisabled,
  isCommentRequired,
}: DocumentsFieldsProps) {
  const { t } = useTranslator();
  const noDocuments = useFieldValue(form, "invoiceNotAvailable");
  return (
    <>
      <FormField
        form={form}
        name="invoices"
        render={(field) => (
          <Uploader
            id={id("invoices")}
            purpose="invoice"
            value={field.value}
            onChange={field.onChange}
            errorMessage={noDocuments ? undefined : message("invoices")}
            isDisabled={isDisabled || noDocuments}
          />
        )}
      />
      <FormField
        form={form}
        name="invoiceNotAvailable"
        render={(field) => (
          <Checkbox
            className={WIDGET_ROOT}
            isSelected={field.value}
            onChange={field.onChange}
            isDisabled={isDisabled}
          >
            <span className="cw:flex cw:flex-col">
              <span>{t("forms.invoice_not_available.label")}</span>
              <span className="cw:text-xs cw:text-fg-muted">
                {t("forms.invoice_not_available.description")}
              </span>
            </span>
          </Checkbox>
        )}
      />
      <FormField
        form={form}
        name="comment"
        render={(field) => (
          <TextArea
            id={id("comment")}
            className={WIDGET_ROOT}
            label={t("forms.comment.label")}
            isRequired={isCommentRequired ?? noDocuments}
            rows={3}
            value={field.value}
            onChange={field.onChange}
            isInvalid={field.invalid}
            errorMessage={message("comment")}
            isDisabled={isDisabled}
          />
        )}
      />
    </>
  );
}
