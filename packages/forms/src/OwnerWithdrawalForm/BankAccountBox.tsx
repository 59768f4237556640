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
  // Keyed by the message, not its text: while a dictionary loads every label reads "".
  const rows: Array<[string, string]> = [
    ["forms.recipient.label", account.holder_name],
    ["forms.bic.label", account.bic],
    ["forms.bank.label", account.bank],
    ["forms.country.label", account.country],
    ["forms.currency.label", currencyLabel(account.currency, locale)],
  ];
  return (
    <div
      data-slot="bank-account-box"
      data-status={status}
      className={`${WIDGET_ROOT} cw:flex cw:flex-col cw:gap-3 cw:rounded-md cw:border cw:border-border cw:bg-surface-muted cw:p-4 cw:text-sm`}
    >
      <div className="cw:flex cw:items-center cw:justify-between cw:gap-3">
        <IbanText iban={account.iban} className="cw:font-mono cw:text-base cw:tabular-nums" />
        <StatusIcon status={status} showLabel size="sm" />
      </div>
      <dl className="cw:grid cw:grid-cols-[auto_1fr] cw:gap-x-4 cw:gap-y-1">
        {rows.map(([message, value]) => (
          <div key={message} className="cw:contents">
            <dt className="cw:text-fg-muted">{t(message)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {converted ? (
        <p className="cw:text-fg-muted">
          {t("forms.currency.converted_own", {
            paid: payCurrency.abbreviation,
            account: account.currency.abbreviation,
          })}
        </p>
      ) : null}
    </div>
  );
}
