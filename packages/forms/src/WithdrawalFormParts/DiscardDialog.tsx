"use client";
import { useTranslator } from "@causeway/i18n/react";
import { AlertDialog, AlertDialogContent } from "@causeway/ui";

export interface DiscardDialogProps {
  isOpen: boolean;
  onKeep: () => void;
  onDiscard: () => void;
}

/** Asked when a dirty withdrawal form is closed. */
export function DiscardDialog({ isOpen, onKeep, onDiscard }: DiscardDialogProps) {
  const { t } = useTranslator();
  return (
    <AlertDialog open={isOpen} onOpenChange={(open) => (open ? undefined : onKeep())}>
      <AlertDialogContent
        variant="destructive"
        title={t("forms.discard.title")}
        description={t("forms.discard.description")}
        confirmLabel={t("forms.discard.confirm")}
        cancelLabel={t("forms.discard.keep")}
        onConfirm={onDiscard}
        onCancel={onKeep}
      />
    </AlertDialog>
  );
}
