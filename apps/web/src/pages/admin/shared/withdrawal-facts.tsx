import { formatMoney, numberFormat, type Withdraw } from "@causeway/api-client";
import { IbanText } from "@causeway/forms";
import type { Translate } from "@causeway/i18n";
import { formatIbanForDisplay, WITHDRAW_TAX_PER_MILLE } from "@causeway/rules";
import type { ReactNode } from "react";
import { formatDate } from "../../../shared/format-date";
import { WithdrawStateBadge } from "../../dashboard/WithdrawPage/withdrawal-text";
import { DocumentLinks } from "./Facts";

/** Where the money goes, as staff read it: a provider, the owner's own account, a campaign. */
export function staffRecipientOf(withdraw: Withdraw, t: Translate): string {
  if (withdraw.kind === "transfer") {
    return t("web.dashboard.to_campaign", {
      name: withdraw.inner_transfer?.campaign_to_name ?? "",
    });
  }
  if (withdraw.kind === "personal") {
    return t("web.admin.withdrawals.to_owner_account", {
      iban: formatIbanForDisplay(withdraw.bank_account?.iban ?? ""),
    });
  }
  return t("web.dashboard.to_provider", {
    name: withdraw.withdraw_iban?.holder_name ?? withdraw.receiverName ?? "",
  });
}

/** Everything a withdrawal says, as label and value rows for the console's withdrawal page. */
export function withdrawalRows(withdraw: Withdraw, t: Translate, locale: string) {
  const money = (minor: number) => formatMoney(minor, withdraw.currency.abbreviation, locale);
  const rate = numberFormat(locale, { style: "percent", maximumFractionDigits: 1 }).format(
    WITHDRAW_TAX_PER_MILLE / 1000,
  );
  const rows: [string, ReactNode][] = [
    [t("web.dashboard.detail.state"), <WithdrawStateBadge key="state" state={withdraw.state} />],
    [t("web.dashboard.detail.date"), formatDate(withdraw.date_added, locale)],
    [t("web.dashboard.detail.recipient"), staffRecipientOf(withdraw, t)],
    [t("web.dashboard.detail.amount"), money(withdraw.amount)],
    [t("forms.withdraw.tax", { rate }), money(withdraw.tax)],
    [t("forms.withdraw.total"), money(withdraw.total)],
  ];
  const bank = withdraw.withdraw_iban;
  if (bank) {
    rows.push(
      [t("forms.iban.label"), <IbanText key="iban" iban={bank.iban} />],
      [t("forms.bic.label"), bank.bic],
      [t("forms.bank.label"), `${bank.bank} (${bank.country})`],
    );
  }
  if (withdraw.reasons.length > 0) {
    rows.push([
      t("forms.reasons.label"),
      withdraw.reasons.map((reason) => t(reason.text)).join(", "),
    ]);
  }
  if (withdraw.reference) rows.push([t("forms.reference.label"), withdraw.reference]);
  const letter = withdraw.inner_transfer?.motivational_message;
  if (letter) {
    rows.push([
      t("forms.transfer.letter.label"),
      <p key="letter" className="cw:whitespace-pre-line">
        {letter}
      </p>,
    ]);
  }
  if (withdraw.comment) {
    rows.push([
      t("forms.comment.label"),
      <p key="comment" className="cw:whitespace-pre-line">
        {withdraw.comment}
      </p>,
    ]);
  }
  if (withdraw.kind !== "transfer") {
    rows.push([
      t("forms.uploader.label"),
      withdraw.invoiceNotAvailable && withdraw.invoices.length === 0 ? (
        t("web.admin.withdrawals.no_documents")
      ) : (
        <DocumentLinks
          key="documents"
          documents={withdraw.invoices}
          emptyText={t("web.admin.campaigns.no_documents")}
        />
      ),
    ]);
  }
  return rows;
}
