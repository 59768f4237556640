"use client";
import { type BankAccount, bankAccountMutations } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import type { Upload } from "@causeway/rules";
import { Alert, Button, Dialog, DialogClose, DialogContent } from "@causeway/ui";
import { useMutation } from "@tanstack/react-query";
import { type ReactNode, useRef, useState } from "react";
import type { BankAccountDocuments } from "../BankAccountForm/bank-account-form";
import { BankAccountStatusBox } from "../BankAccountStatus";
import { Uploader, type UploadFn } from "../Uploader";
import {
  type DocumentRef,
  documentRefs,
  documentsChange,
  documentsOfAccount,
} from "./bank-account-documents";
import { DeclineVerification } from "./DeclineVerification";

export interface BankAccountPendingModalProps {
  /** The campaign's account, in state PENDING. */
  account: BankAccount;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * The owner cancelled the verification and the server deleted the account (000 §4: a pending
   * account can be declined): the host resets the stored account and shows verification again.
   */
  onDeclined: () => void;
  /** Replaces the API upload (stories, progress reporting). */
  upload?: UploadFn;
  /** A message from the host shown above the account (e.g. a failed refresh, with a retry). */
  notice?: ReactNode;
}

type Notice = "saved" | "failed" | "keep-one" | null;

/**
 * The pending account (000 §2): its details with the orange status, and its account and
 * certificate documents. Each added or removed document is saved at once by replacing the
 * account's documents (PUT .../documents); the last document cannot be removed. 'Cancel this
 * verification' declines the account after a confirmation (PUT .../decline) and tells the host.
 */
export function BankAccountPendingModal({
  account,
  open,
  onOpenChange,
  onDeclined,
  upload,
  notice: hostNotice,
}: BankAccountPendingModalProps) {
  const { t } = useTranslator();
  const [documents, setDocuments] = useState<BankAccountDocuments>(() =>
    documentsOfAccount(account),
  );
  const [notice, setNotice] = useState<Notice>(null);
  const saved = useRef<DocumentRef[]>(documentRefs(documentsOfAccount(account)));
  const latest = useRef(documents);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const save = useMutation(bankAccountMutations.updateDocuments(account.campaign_id));
  const decline = useMutation(bankAccountMutations.decline(account.campaign_id));
  const cancelVerification = () => decline.mutate(account.id, { onSuccess: () => onDeclined() });

  // Saves one after another, each sending the whole list as it is when its turn comes.
  const saveLatest = () => {
    queue.current = queue.current.then(async () => {
      const change = documentsChange(saved.current, latest.current);
      if (change.kind !== "save") return;
      try {
        await save.mutateAsync({ accountId: account.id, documents: change.documents });
        saved.current = change.documents;
        setNotice("saved");
      } catch {
        setNotice("failed");
      }
    });
  };

  const changeList = (list: keyof BankAccountDocuments) => (next: readonly Upload[]) => {
    const nextDocuments = { ...latest.current, [list]: next };
    if (documentsChange(saved.current, nextDocuments).kind === "keep-one") {
      setNotice("keep-one");
      // Re-render with the kept list, so the uploader forgets the refused removal.
      setDocuments({ ...latest.current });
      return;
    }
    latest.current = nextDocuments;
    setDocuments(nextDocuments);
    setNotice((current) => (current === "keep-one" ? null : current));
    saveLatest();
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        data-slot="bank-account-pending-modal"
        title={t("forms.bank_account.pending_title")}
        description={t("forms.bank_account.pending_description")}
        footer={
          <>
            <DeclineVerification isDeclining={decline.isPending} onConfirm={cancelVerification} />
            <DialogClose>
              <Button variant="secondary">{t("forms.bank_account.close")}</Button>
            </DialogClose>
          </>
        }
      >
        <div className="cw:flex cw:flex-col cw:gap-4">
          {hostNotice}
          {decline.isError ? (
            <Alert variant="danger" isLive title={t("forms.bank_account.decline_failed")} />
          ) : null}
          <BankAccountStatusBox view="PENDING" account={account} />
          {notice === "failed" ? (
            <Alert
              variant="danger"
              isLive
              title={t("forms.bank_account.documents_failed")}
              action={
                <Button size="sm" variant="secondary" onPress={saveLatest}>
                  {t("forms.bank_account.retry")}
                </Button>
              }
            />
          ) : null}
          {notice === "keep-one" ? (
            <Alert variant="warning" isLive title={t("forms.bank_account.documents_keep_one")} />
          ) : null}
          <Uploader
            label={t("forms.bank_account.account_documents")}
            purpose="document"
            value={documents.account}
            onChange={changeList("account")}
            upload={upload}
          />
          <Uploader
            label={t("forms.bank_account.certificate_documents")}
            purpose="document"
            value={documents.certificate}
            onChange={changeList("certificate")}
            upload={upload}
          />
          <p role="status" className="cw:min-h-4 cw:text-xs cw:text-fg-muted">
            {save.isPending
              ? t("forms.bank_account.documents_saving")
              : notice === "saved"
                ? t("forms.bank_account.documents_saved")
                : ""}
          </p>
        </div>
      </DialogContent>
    </Dialog>
  );
}
