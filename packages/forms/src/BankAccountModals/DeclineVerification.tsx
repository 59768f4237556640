"use client";
import { useTranslator } from "@causeway/i18n/react";
import { AlertDialog, AlertDialogContent, AlertDialogTrigger, Button } from "@causeway/ui";

export interface DeclineVerificationProps {
  /** The decline call is on its way: the button is busy. */
  isDeclining: boolean;
  /** The owner confirmed: decline the pending account. */
  onConfirm: () => void;
}

/**
 * 'Cancel this verification' of the pending modal (000 §4: a pending account can be declined),
 * behind a confirmation that says what is lost; Cancel is the safe default and focus comes back
 * to the button when the question closes.
 */
export function DeclineVerification({ isDeclining, onConfirm }: DeclineVerificationProps) {
  const { t } = useTranslator();
  return (
    <AlertDialog>
      <AlertDialogTrigger>
        <Button variant="ghost-danger" className="cw:sm:me-auto" isLoading={isDeclining}>
          {t("forms.bank_account.decline")}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent
        variant="destructive"
        title={t("forms.bank_account.decline_title")}
        description={t("forms.bank_account.decline_description")}
        confirmLabel={t("forms.bank_account.decline_confirm")}
        cancelLabel={t("forms.bank_account.decline_keep")}
        onConfirm={onConfirm}
      />
    </AlertDialog>
  );
}
