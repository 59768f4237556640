import type { Withdraw, WithdrawState } from "@causeway/api-client";
import type { Translate } from "@causeway/i18n";
import { useTranslator } from "@causeway/i18n/react";
import { editedWithdrawal, formatIbanForDisplay } from "@causeway/rules";
import { Badge } from "@causeway/ui";

/** The filter's states (000 §4): PENDING also lists WAITING_DOCUMENTS; PAYED is the default. */
export const LIST_STATES = ["PAYED", "PENDING", "REFUSED"] as const;
export type ListState = (typeof LIST_STATES)[number];

export const STATE_LABEL: Record<ListState, string> = {
  PAYED: "web.dashboard.state.payed",
  PENDING: "ui.status.pending",
  REFUSED: "ui.status.refused",
};

/** A withdrawal's state as a badge: paid green, refused red, pending (and waiting documents) orange. */
export function WithdrawStateBadge({ state }: { state: WithdrawState }) {
  const { t } = useTranslator();
  if (state === "PAYED") return <Badge variant="success">{t(STATE_LABEL.PAYED)}</Badge>;
  if (state === "REFUSED") return <Badge variant="danger">{t(STATE_LABEL.REFUSED)}</Badge>;
  return (
    <span className="cw:inline-flex cw:flex-wrap cw:justify-end cw:gap-1">
      <Badge variant="warning">{t(STATE_LABEL.PENDING)}</Badge>
      {state === "WAITING_DOCUMENTS" ? (
        <Badge variant="info">{t("web.dashboard.state.waiting_documents")}</Badge>
      ) : null}
    </span>
  );
}

/** Where the money goes, in one line: a provider, the owner's account, or another campaign. */
export function recipientOf(withdraw: Withdraw, t: Translate): string {
  if (withdraw.kind === "transfer") {
    return t("web.dashboard.to_campaign", {
      name: withdraw.inner_transfer?.campaign_to_name ?? "",
    });
  }
  if (withdraw.kind === "personal") {
    // In groups of four, so a narrow line breaks between groups, never inside one.
    return t("web.dashboard.to_account", {
      iban: formatIbanForDisplay(withdraw.bank_account?.iban ?? ""),
    });
  }
  return t("web.dashboard.to_provider", {
    name: withdraw.withdraw_iban?.holder_name ?? withdraw.receiverName ?? "",
  });
}

/** A pending request to a provider or to the owner's account can be edited (000 §2). */
export function isEditable(withdraw: Withdraw): boolean {
  return editedWithdrawal(withdraw) !== null;
}
