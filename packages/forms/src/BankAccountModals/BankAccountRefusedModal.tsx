"use client";
import { type BankAccount, bankAccountMutations } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { newVerificationDeletesFirst } from "@causeway/rules";
import { Alert, Button, Dialog, DialogClose, DialogContent } from "@causeway/ui";
import { useMutation } from "@tanstack/react-query";
import { type ReactNode, useId } from "react";
import { BankAccountStatusBox } from "../BankAccountStatus";
import { refusalNote } from "./refusal-note";

export interface BankAccountRefusedModalProps {
  /** The campaign's account, in state REFUSED. */
  account: BankAccount;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The old account is deleted: open the bank-account form for a new verification. */
  onNewVerification: () => void;
  /** A message from the host shown at the top (e.g. a failed refresh, with a retry). */
  notice?: ReactNode;
}

/**
 * The refused account (000 §2, §4): its details with the red status, why it matters, and
 * 'new bank verification', which deletes the refused account first (DELETE .../{id}) and only
 * then hands over to the creation form. The staff note of the refusal is shown when the account
 * carries one; otherwise the modal explains the refusal in general terms.
 */
export function BankAccountRefusedModal({
  account,
  open,
  onOpenChange,
  onNewVerification,
  notice,
}: BankAccountRefusedModalProps) {
  const { t } = useTranslator();
  const remove = useMutation(bankAccountMutations.remove(account.campaign_id));
  const note = refusalNote(account);
  const noteId = useId();

  const startOver = () => {
    if (!newVerificationDeletesFirst("REFUSED")) return onNewVerification();
    remove.mutate(account.id, { onSuccess: () => onNewVerification() });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        data-slot="bank-account-refused-modal"
        title={t("forms.bank_account.refused_title")}
        description={t("forms.bank_account.refused_description")}
        footer={
          <>
            <DialogClose>
              <Button variant="secondary">{t("forms.bank_account.close")}</Button>
            </DialogClose>
            <Button onPress={startOver} isLoading={remove.isPending}>
              {t("forms.bank_account.new_verification")}
            </Button>
          </>
        }
      >
        <div className="cw:flex cw:flex-col cw:gap-4">
          {notice}
          {remove.isError ? (
            <Alert variant="danger" isLive title={t("forms.bank_account.delete_failed")} />
          ) : null}
          {note ? (
            <figure
              aria-labelledby={noteId}
              className="cw:m-0 cw:flex cw:flex-col cw:gap-1 cw:rounded-md cw:border-danger cw:border-s-4 cw:bg-surface-muted cw:p-3"
            >
              <figcaption id={noteId} className="cw:font-medium cw:text-fg-muted cw:text-xs">
                {t("forms.bank_account.refused_note")}
              </figcaption>
              <blockquote className="cw:m-0 cw:whitespace-pre-line">{note}</blockquote>
            </figure>
          ) : null}
          <BankAccountStatusBox view="REFUSED" account={account} />
          <p>{t("forms.bank_account.refused_next")}</p>
        </div>
      </DialogContent>
    </Dialog>
  );
}
