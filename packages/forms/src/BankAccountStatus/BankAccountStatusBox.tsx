"use client";
import type { BankAccount } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import type { BankAccountView } from "@causeway/rules";
import { StatusIcon, WIDGET_ROOT } from "@causeway/ui";
import type { ReactNode } from "react";
import { currencyLabel } from "../CurrencyPicker/currency-options";
import { IbanText } from "../IbanField/IbanText";

export interface BankAccountStatusBoxProps {
  /** From bankAccountView(): LOADING while the lookup runs or failed, else the account's state. */
  view: BankAccountView;
  /** The account, when one exists (none yet is WAITING). */
  account?: BankAccount | null;
  /** Actions the state allows (decline, remove, new verification). */
  actions?: ReactNode;
}

/**
 * The owner's bank account with its status icon in the spec colours (000 §4: loading and pending
 * orange, approved green, refused and waiting red); the icon's label names the state. With no
 * account at all (WAITING is then the spec's start value) it says there is none, in plain grey:
 * nothing is waiting for verification yet (issue 25).
 */
export function BankAccountStatusBox({ view, account, actions }: BankAccountStatusBoxProps) {
  const { t, locale } = useTranslator();
  const none = view === "WAITING" && !account;
  // Keyed by the message, not its text: while a dictionary loads, every label reads "" and
  // keys made of them collided (the site showed the rows twice, some without a label).
  const rows: [string, ReactNode][] = account
    ? [
        ["forms.iban.label", <IbanText key="iban" iban={account.iban} />],
        ["forms.bank_account.holder", account.holder_name],
        ["forms.bic.label", account.bic],
        ["forms.bank.label", account.bank],
        ["forms.country.label", account.country],
        ["forms.currency.label", currencyLabel(account.currency, locale)],
      ]
    : [];
  return (
    // biome-ignore lint/a11y/useSemanticElements: a named group of read-only facts, not a form fieldset.
    <div
      role="group"
      data-slot="bank-account-status"
      data-status={none ? "none" : view.toLowerCase()}
      aria-label={t("forms.bank_account.status_title")}
      className={`${WIDGET_ROOT} cw:flex cw:w-full cw:max-w-xl cw:flex-col cw:gap-3 cw:rounded-lg cw:border cw:border-border cw:bg-surface cw:p-4 cw:text-fg`}
    >
      <div className="cw:flex cw:items-center cw:justify-between cw:gap-3">
        <p className="cw:font-semibold">{t("forms.bank_account.status_title")}</p>
        {none ? (
          <span data-slot="bank-account-none" className="cw:text-sm cw:text-fg-muted">
            {t("forms.bank_account.none")}
          </span>
        ) : (
          <StatusIcon status={view.toLowerCase() as Lowercase<BankAccountView>} showLabel />
        )}
      </div>
      {rows.length > 0 ? (
        <dl className="cw:grid cw:grid-cols-[auto_1fr] cw:gap-x-4 cw:gap-y-1 cw:text-sm">
          {rows.map(([message, value]) => (
            <div key={message} className="cw:contents">
              <dt className="cw:text-fg-muted">{t(message)}</dt>
              {/* Words break only when one alone is wider than the line; IBAN groups never. */}
              <dd className="cw:min-w-0 cw:break-words">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {actions ? <div className="cw:flex cw:flex-wrap cw:gap-2">{actions}</div> : null}
    </div>
  );
}
