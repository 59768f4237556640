"use client";
import type { BankAccount } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { StatusIcon } from "@causeway/ui";
import { formatIbanForDisplay, normalizeBankAccountStatus } from "../rules";

/** The verified bank account the owner withdraws to: IBAN, holder, BIC, bank, country, currency, status. */
export function BankAccountBox({ account }: { account: BankAccount }) {
  const { t } = useTranslator();
  const status = normalizeBankAccountStatus(account.state).toLowerCase() as Lowercase<
    ReturnType<typeof normalizeBankAccountStatus>
  >;
  const rows: Array<[string, string]> = [
    [t("forms.recipient.label"), account.holder_name],
    [t("forms.bic.label"), account.bic],
    [t("forms.bank.label"), account.bank],
    [t("forms.country.label"), account.country],
    [t("forms.currency.label"), `${account.currency.abbreviation} · ${account.currency.name}`],
  ];
  return (
    <div
      data-slot="bank-account-box"
      data-status={status}
      className="flex flex-col gap-3 rounded-md border border-border bg-surface-muted p-4 text-sm"
    >
      <div className="flex items-center justify-between gap-3">
        <span className="font-mono text-base tabular-nums">
          {formatIbanForDisplay(account.iban)}
        </span>
        <StatusIcon status={status} showLabel size="sm" />
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-fg-muted">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
