"use client";
import { formatMoney, type Withdraw } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { Modal, NativeButton } from "@causeway/ui";

export interface WithdrawCreatedModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Opens the campaign-update post creator (000 §2: shown after a withdrawal is created). */
  onPostUpdate: () => void;
  /**
   * The withdrawal just created. A transfer to another campaign is paid at once (PAYED), so the
   * modal says where the money went rather than that the request will be checked.
   */
  withdraw?: Pick<Withdraw, "kind" | "amount" | "currency" | "inner_transfer"> | null;
}

/** After a withdrawal was created: a message and a button that opens the post creator. */
export function WithdrawCreatedModal({
  open,
  onOpenChange,
  onPostUpdate,
  withdraw,
}: WithdrawCreatedModalProps) {
  const { t, locale } = useTranslator();
  const transfer = withdraw?.kind === "transfer" ? withdraw : null;
  return (
    <Modal
      isOpen={open}
      onClose={() => onOpenChange(false)}
      data-slot="withdraw-created-modal"
      data-kind={transfer ? "transfer" : "request"}
      size="sm"
      title={t(transfer ? "forms.success.transferred_title" : "forms.success.created_title")}
      description={
        transfer
          ? t("forms.success.transferred_description", {
              amount: formatMoney(transfer.amount, transfer.currency.abbreviation, locale),
              campaign: transfer.inner_transfer?.campaign_to_name ?? "",
            })
          : t("forms.success.created_description")
      }
      footer={
        <>
          <NativeButton variant="secondary" onPress={() => onOpenChange(false)}>
            {t("forms.success.close")}
          </NativeButton>
          <NativeButton
            onPress={() => {
              onOpenChange(false);
              onPostUpdate();
            }}
          >
            {t("forms.chooser.post_update_action")}
          </NativeButton>
        </>
      }
    />
  );
}

export interface WithdrawEditedModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Reopens the form in edit mode for another request. */
  onNewRequest: () => void;
  onBackToCampaign: () => void;
}

/** After a withdrawal was edited: create a new request, back to the campaign, or close. */
export function WithdrawEditedModal({
  open,
  onOpenChange,
  onNewRequest,
  onBackToCampaign,
}: WithdrawEditedModalProps) {
  const { t } = useTranslator();
  const then = (action: () => void) => () => {
    onOpenChange(false);
    action();
  };
  return (
    <Modal
      isOpen={open}
      onClose={() => onOpenChange(false)}
      data-slot="withdraw-edited-modal"
      size="sm"
      title={t("forms.success.edited_title")}
      description={t("forms.success.edited_description")}
      footer={
        <>
          <NativeButton variant="secondary" onPress={then(onBackToCampaign)}>
            {t("forms.success.back_to_campaign")}
          </NativeButton>
          <NativeButton onPress={then(onNewRequest)}>{t("forms.success.new_request")}</NativeButton>
        </>
      }
    />
  );
}
