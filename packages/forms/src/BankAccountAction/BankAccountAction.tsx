"use client";
import {
  type BankAccount,
  bankAccountKeys,
  bankAccountQueries,
  type CurrencyRef,
} from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { bankAccountAction, bankAccountView } from "@causeway/rules";
import { Alert, Button, Dialog, DialogClose, DialogContent, Spinner } from "@causeway/ui";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import {
  BankAccountPendingModal,
  BankAccountRefusedModal,
  BankAccountVerificationModal,
} from "../BankAccountModals";
import { BankAccountStatusBox } from "../BankAccountStatus";
import type { UploadFn } from "../Uploader";
import { RefreshNotice } from "./RefreshNotice";

export interface BankAccountActionProps {
  campaignId: number;
  /** The campaign's beneficent: a new account must be in this name. */
  beneficentName: string;
  /** Whether the owner chose 'transfer to my bank account'; the account is loaded only then. */
  open: boolean;
  /** Closing any of the modals. */
  onClose: () => void;
  /**
   * APPROVED (000 §4): the owner withdrawal form, with the account and its currency. The host
   * renders it (e.g. `<OwnerWithdrawalForm bankAccount={account} ... />` in its own dialog).
   * `notice` is null, or the failed-refresh message with its retry for the host to place.
   */
  renderOwnerForm: (account: BankAccount, notice: ReactNode) => ReactNode;
  /** The currencies of a new account; loaded from the API when not given. */
  currencies?: readonly CurrencyRef[];
  contactHref?: string;
  upload?: UploadFn;
}

/**
 * What 'transfer to my bank account' opens, by the account's state (rules/bank-account-status):
 * a loading status while it loads (or failed), the pending modal, the refused modal, the
 * verification modal with the creation form, or the owner's withdrawal form. A refused account's
 * new verification deletes it first and then shows the form; a created account shows as pending,
 * and a declined pending one goes back to the form. Only a first load that fails shows the
 * loading status with the error; a failed refresh keeps the last known account's modal open with
 * a notice and a retry.
 */
export function BankAccountAction({
  campaignId,
  beneficentName,
  open,
  onClose,
  renderOwnerForm,
  currencies,
  contactHref,
  upload,
}: BankAccountActionProps) {
  const { t } = useTranslator();
  const queryClient = useQueryClient();
  const query = useQuery({ ...bankAccountQueries.detail(campaignId), enabled: open });
  if (!open) return null;

  const account = query.data ?? null;
  const view = bankAccountView({
    isLoading: query.isPending,
    // The lookup failed with no account known. A refresh that failed keeps what was known.
    isError: query.isLoadingError,
    state: account?.state,
  });
  const action = bankAccountAction(view);
  const store = (next: BankAccount | null) =>
    queryClient.setQueryData(bankAccountKeys.detail(campaignId), next);
  const onOpenChange = (next: boolean) => {
    if (!next) onClose();
  };
  const notice = query.isRefetchError ? (
    <RefreshNotice isRetrying={query.isFetching} onRetry={() => query.refetch()} />
  ) : null;

  if (action === "owner-form" && account) return <>{renderOwnerForm(account, notice)}</>;
  if (action === "pending-modal" && account) {
    return (
      <BankAccountPendingModal
        key={account.id}
        account={account}
        open
        onOpenChange={onOpenChange}
        onDeclined={() => store(null)}
        upload={upload}
        notice={notice}
      />
    );
  }
  if (action === "refused-modal" && account) {
    return (
      <BankAccountRefusedModal
        account={account}
        open
        onOpenChange={onOpenChange}
        onNewVerification={() => store(null)}
        notice={notice}
      />
    );
  }
  if (action === "verification-modal") {
    return (
      <BankAccountVerificationModal
        campaignId={campaignId}
        beneficentName={beneficentName}
        currencies={currencies}
        open
        onOpenChange={onOpenChange}
        onCreated={store}
        contactHref={contactHref}
        upload={upload}
        notice={notice}
      />
    );
  }
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent
        data-slot="bank-account-loading"
        size="sm"
        title={t("forms.bank_account.status_title")}
        footer={
          <DialogClose>
            <Button variant="secondary">{t("forms.bank_account.close")}</Button>
          </DialogClose>
        }
      >
        <div className="cw:flex cw:flex-col cw:gap-4" aria-busy={query.isPending}>
          <BankAccountStatusBox view="LOADING" account={null} />
          {query.isError ? (
            <Alert
              variant="danger"
              isLive
              title={t("forms.bank_account.load_failed")}
              action={
                <Button size="sm" variant="secondary" onPress={() => query.refetch()}>
                  {t("forms.bank_account.retry")}
                </Button>
              }
            />
          ) : (
            <Spinner label={t("forms.bank_account.loading")} />
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
