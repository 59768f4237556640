"use client";
import { useTranslator } from "@causeway/i18n/react";
import { ConfirmDialog } from "@causeway/ui";

export interface DiscardDialogProps {
  isOpen: boolean;
  onKeep: () => void;
  onDiscard: () => void;
  /** What is discarded, as a question ("Discard this request?" by default). */
  title?: string;
}

/** Asked when a dirty form is closed (a native modal dialog: light to embed). */
export function DiscardDialog({ isOpen, onKeep, onDiscard, title }: DiscardDialogProps) {
  const { t } = useTranslator();
  return (
    <ConfirmDialog
      isOpen={isOpen}
      variant="destructive"
      title={title ?? t("forms.discard.title")}
      description={t("forms.discard.description")}
      confirmLabel={t("forms.discard.confirm")}
      cancelLabel={t("forms.discard.keep")}
      onConfirm={onDiscard}
      onCancel={onKeep}
    />
  );
}
