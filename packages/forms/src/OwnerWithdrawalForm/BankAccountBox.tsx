"use client";
import type { BankAccount, CurrencyRef } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { normalizeBankAccountStatus } from "@causeway/rules";
import { StatusIcon, WIDGET_ROOT } from "@causeway/ui";
import { currencyLabel } from "../CurrencyPicker/currency-options";
import { IbanText } from "../IbanField/IbanText";

export interface BankAccountBoxProps {
  account: BankAccount;
  /** The currency the withdrawal is paid in (the campaign's); said when the account's differs. */
  payCurrency?: CurrencyRef;
}

/** The verified bank account the owner withdraws to: IBAN, holder, BIC, bank, country, currency, status. */
export function BankAccountBox({ account, payCurrency }: BankAccountBoxProps) {
  const { t, locale } = useTranslator();
  const converted = payCurrency !== undefined && payCurrency.id !== account.currency.id;
  const status = normalizeBankAccountStatus(account.state).toLowerCase() as Lowercase<
    ReturnType<typeof normalizeBankAccountStatus>
  >;
  const rows: Array<[string, string]> = [
    [t("forms.recipient.label"), account.holder_name],
    [t("forms.bic.label"), account.bic],
    [t("forms.bank.label"), account.bank],
    [t("forms.country.label"), account.country],
    [t("forms.currency.label"), currencyLabel(account.currency, locale)],
  ];
  return (
    <div
      data-slot="bank-account-box"
      data-status={status}
      className={`${WIDGET_ROOT} flex flex-col gap-3 rounded-md border border-border bg-surface-muted p-4 text-sm`}
    >
      <div className="flex items-center justify-between gap-3">
        <IbanText iban={account.iban} className="font-mono text-base tabular-nums" />
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
      {converted ? (
        <p className="text-fg-muted">
          {t("forms.currency.converted_own", {
            paid: payCurrency.abbreviation,
            account: account.currency.abbreviation,
          })}
        </p>
      ) : null}
    </div>
  );
}
