"use client";
import { type BankAccount, type CurrencyRef, settingsQueries } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { Dialog, DialogContent, Spinner } from "@causeway/ui";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { BankAccountForm } from "../BankAccountForm";
import { BankAccountVerificationInfo } from "../BankAccountStatus";
import { useDiscardQuestion } from "../shared/useDiscardQuestion";
import type { UploadFn } from "../Uploader";
import { isEscapeForOpenList } from "./escape-guard";

export interface BankAccountVerificationModalProps {
  campaignId: number;
  beneficentName: string;
  /** The currencies to choose from; loaded from the API when not given. */
  currencies?: readonly CurrencyRef[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (account: BankAccount) => void;
  contactHref?: string;
  upload?: UploadFn;
  /** A message from the host shown at the top (e.g. a failed refresh, with a retry). */
  notice?: ReactNode;
}

/**
 * No account yet (WAITING, 000 §4): the verification info panel and the creation form. Closing it
 * (Escape, ×, Cancel) with something typed asks first, as the withdrawal forms do; an Escape meant
 * for an open list closes only the list.
 */
export function BankAccountVerificationModal({
  campaignId,
  beneficentName,
  currencies,
  open,
  onOpenChange,
  onCreated,
  contactHref,
  upload,
  notice,
}: BankAccountVerificationModalProps) {
  const { t } = useTranslator();
  const loaded = useQuery({
    ...settingsQueries.currencies(),
    enabled: open && !currencies,
    select: (all) =>
      all
        .filter((currency) => currency.active)
        .map(({ id, abbreviation, name }): CurrencyRef => ({ id, abbreviation, name })),
  });
  const choices = currencies ?? loaded.data;
  const [dirty, setDirty] = useState(false);
  const { requestClose, question } = useDiscardQuestion({
    isDirty: () => dirty,
    onClose: () => onOpenChange(false),
    title: t("forms.bank_account.discard_title"),
  });
  const changeOpen = (next: boolean) => (next ? onOpenChange(true) : requestClose());
  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent
        data-slot="bank-account-verification-modal"
        title={t("forms.bank_account.verification_title")}
        onEscapeKeyDown={(event) => {
          const content = (event.target as Element | null)?.ownerDocument?.querySelector(
            '[data-slot="bank-account-verification-modal"]',
          );
          if (isEscapeForOpenList(event.target, content ?? null)) event.preventDefault();
        }}
      >
        <div className="cw:flex cw:flex-col cw:gap-4 cw:pb-2">
          {notice}
          <BankAccountVerificationInfo contactHref={contactHref} headingLevel={3} />
          {choices ? (
            <BankAccountForm
              campaignId={campaignId}
              beneficentName={beneficentName}
              currencies={choices}
              upload={upload}
              onCreated={onCreated}
              onCancel={() => changeOpen(false)}
              onDirtyChange={setDirty}
            />
          ) : (
            <Spinner label={t("forms.bank_account.loading")} />
          )}
        </div>
        {question}
      </DialogContent>
    </Dialog>
  );
}
