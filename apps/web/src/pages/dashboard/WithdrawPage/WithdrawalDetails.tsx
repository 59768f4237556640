import { formatMoney, numberFormat, type Withdraw, withdrawQueries } from "@causeway/api-client";
import { IbanText } from "@causeway/forms";
import { useTranslator } from "@causeway/i18n/react";
import { WITHDRAW_TAX_PER_MILLE } from "@causeway/rules";
import { Alert, Button, Link, Skeleton } from "@causeway/ui";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { formatDate } from "../../../shared/format-date";
import { isEditable, recipientOf, WithdrawStateBadge } from "./withdrawal-text";

export interface WithdrawalDetailsProps {
  withdrawId: number;
  /** Opens the request's form in edit mode (a pending provider or owner request). */
  onEdit: () => void;
}

/** One withdrawal request (?withdraw={id}, GET /campaign/withdraw/{id}): everything it says. */
export function WithdrawalDetails({ withdrawId, onEdit }: WithdrawalDetailsProps) {
  const { t } = useTranslator();
  const query = useQuery(withdrawQueries.detail(withdrawId));
  if (query.isPending) {
    return (
      <div aria-busy="true" className="cw:flex cw:flex-col cw:gap-2">
        <Skeleton lines={6} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <Alert
        variant="danger"
        title={t("web.dashboard.detail.failed")}
        action={
          <Button size="sm" variant="secondary" onPress={() => void query.refetch()}>
            {t("forms.currency.retry")}
          </Button>
        }
      />
    );
  }
  const withdraw = query.data;
  return (
    <div className="cw:flex cw:flex-col cw:gap-4">
      <Facts withdraw={withdraw} />
      {isEditable(withdraw) ? (
        <Button className="cw:w-fit" onPress={onEdit}>
          {t("web.dashboard.detail.edit")}
        </Button>
      ) : null}
    </div>
  );
}

function Facts({ withdraw }: { withdraw: Withdraw }) {
  const { t, locale } = useTranslator();
  const money = (minor: number) => formatMoney(minor, withdraw.currency.abbreviation, locale);
  const rate = numberFormat(locale, { style: "percent", maximumFractionDigits: 1 }).format(
    WITHDRAW_TAX_PER_MILLE / 1000,
  );
  const rows: [string, ReactNode][] = [
    [t("web.dashboard.detail.state"), <WithdrawStateBadge key="state" state={withdraw.state} />],
    [t("web.dashboard.detail.date"), formatDate(withdraw.date_added, locale)],
    [t("web.dashboard.detail.recipient"), recipientOf(withdraw, t)],
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
  // A transfer's letter to the other campaign, as it was sent.
  const letter = withdraw.inner_transfer?.motivational_message;
  if (letter) {
    rows.push([
      t("forms.transfer.letter.label"),
      <p key="letter" className="cw:whitespace-pre-line">
        {letter}
      </p>,
    ]);
  }
  if (withdraw.comment) rows.push([t("forms.comment.label"), withdraw.comment]);
  if (withdraw.kind !== "transfer") {
    rows.push([
      t("forms.uploader.label"),
      withdraw.invoiceNotAvailable || withdraw.invoices.length === 0 ? (
        t("web.dashboard.detail.no_documents")
      ) : (
        <ul key="documents" className="cw:flex cw:flex-col cw:gap-1">
          {withdraw.invoices.map((invoice) => (
            <li key={invoice.id}>
              <Link href={invoice.path} isExternal>
                {invoice.name ?? invoice.path.split("/").pop()}
              </Link>
            </li>
          ))}
        </ul>
      ),
    ]);
  }
  return (
    <div className="cw:flex cw:flex-col cw:gap-4">
      <dl className="cw:grid cw:gap-x-6 cw:gap-y-2 cw:text-sm cw:sm:grid-cols-[auto_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="cw:contents">
            <dt className="cw:text-fg-muted">{label}</dt>
            <dd className="cw:break-words">{value}</dd>
          </div>
        ))}
      </dl>
      {withdraw.notes.length > 0 ? (
        <div className="cw:flex cw:flex-col cw:gap-2">
          <h3 className="cw:font-semibold">{t("web.dashboard.detail.notes")}</h3>
          <ul className="cw:flex cw:flex-col cw:gap-2">
            {withdraw.notes.map((note) => (
              <li key={note.id} className="cw:rounded-md cw:bg-surface-sunken cw:p-3 cw:text-sm">
                <p>{note.text}</p>
                <p className="cw:text-fg-muted">{formatDate(note.date_added, locale)}</p>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
